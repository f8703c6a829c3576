import type { MouseEvent } from 'react';
import { isInternalHref, navigate } from '@/lib/core/navigation';

/**
 * Stored rich text (a competition's details and rules) already made safe by lib/core/richText's
 * sanitizeRichText: never pass anything else. In-app links navigate in the SPA.
 */
export function RichText({ safeHtml, className = '' }: { safeHtml: string; className?: string }) {
  function onClick(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    const anchor = (e.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !isInternalHref(href) || anchor.target === '_blank') return;
    e.preventDefault();
    void navigate(href);
  }
  return <div className={`rich-text ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
