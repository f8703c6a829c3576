import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, type ToastMessage as PrimeToastMessage } from 'primereact/toast';
import { attachToastSink, isClosable, type ToastMessage } from '@/lib/core/toast';
import { isLanguage } from '@/lib/core/languages';
import { setPrimeLanguage } from '@/lib/core/primereact';
import '@/lib/core/primeTheme';

/**
 * Keeps the toasts below the site header or the home's top bar (never over the language switcher and
 * the user menu): the header scrolls with the page and comes and goes with it, so the offset follows
 * its bottom edge (0 once scrolled away).
 */
function placeBelowHeader() {
  const bottom = document.querySelector('.site-header, .home-top')?.getBoundingClientRect().bottom ?? 0;
  document.documentElement.style.setProperty('--kp-toast-top', `${Math.max(0, Math.round(bottom))}px`);
}

function useToastOffset() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      placeBelowHeader();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A toast raised while navigating (the guard's "no access") comes before the page's header.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
}

/** The PrimeReact Toast that shows lib/core/toast messages; loaded on the first toast, also on the home page. */
export default function ToastOutlet() {
  const ref = useRef<Toast>(null);
  // The message shown for each group, to remove it when a newer one of the group arrives.
  const shown = useRef(new Map<string, PrimeToastMessage>());
  const { i18n } = useTranslation('common');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => setPrimeLanguage(lng), [lng]);
  useToastOffset();
  useEffect(
    () =>
      attachToastSink({
        show: ({ group, ...m }: ToastMessage) => {
          const message: PrimeToastMessage = { ...m, closable: isClosable(m) };
          // The outlet may have mounted before the page's header: measure again for every toast.
          placeBelowHeader();
          if (group) {
            const previous = shown.current.get(group);
            if (previous) ref.current?.remove(previous);
            shown.current.set(group, message);
          }
          ref.current?.show(message);
        },
        dismiss: (group) => {
          const previous = shown.current.get(group);
          if (previous) ref.current?.remove(previous);
          shown.current.delete(group);
        },
      }),
    [],
  );
  return <Toast ref={ref} position="top-right" className="app-toast" />;
}
