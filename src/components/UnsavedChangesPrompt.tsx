// Asks before leaving a form or dialog with unsaved input: Back, a link or a menu entry while `when`
// holds stops the navigation and asks "Leave without saving?"; reloading or closing the tab gets the
// browser's own warning. Render it inside the dirty form or dialog:
//
//   <UnsavedChangesPrompt when={form.formState.isDirty || files.length > 0} />
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from 'primereact/confirmdialog';

export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);

  // PrimeReact hides the dialog after accept/reject: that hide must not undo the choice just made.
  const decided = useRef(false);
  if (blocker.state !== 'blocked') decided.current = false;

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // A new dialog per question: PrimeReact's ConfirmDialog ignores a second answer of the same instance.
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      visible
      onHide={() => {
        if (!decided.current) blocker.reset?.();
      }}
      header={t('unsaved.header')}
      message={t('unsaved.message')}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('unsaved.leave')}
      rejectLabel={t('unsaved.stay')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => {
        decided.current = true;
        blocker.proceed?.();
      }}
      reject={() => {
        decided.current = true;
        blocker.reset?.();
      }}
    />
  );
}
