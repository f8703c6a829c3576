import { useMemo, type MouseEvent } from 'react';
import { isInternalHref, navigate } from '@/lib/navigation';
import { sanitizeRichText } from '../richText';

/** Stored rich text (details, rules), sanitized before it reaches the DOM; in-app links navigate in the SPA. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  function onClick(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    const anchor = (e.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !isInternalHref(href) || anchor.target === '_blank') return;
    e.preventDefault();
    void navigate(href);
  }
  return <div className={`rich-text ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
