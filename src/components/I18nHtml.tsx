import { useMemo, type ElementType, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { isInternalHref, navigate } from '@/lib/core/navigation';

export interface I18nHtmlProps {
  i18nKey: string;
  /** Namespace of the key (default: common); "ns:key" works too. */
  ns?: string;
  values?: Record<string, unknown>;
  as?: ElementType;
  className?: string;
}

const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'ol', 'li', 'span', 'code'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class'];

/**
 * Renders a translation that contains HTML (sanitized). Relative links in it ("/login") navigate
 * inside the app; external links behave normally. Interpolated values are HTML-escaped.
 *   "verified": "Your email is verified. You can now <a href=\"/login\">log in</a>."
 *   <I18nHtml ns="auth" i18nKey="verified" />
 */
export function I18nHtml({ i18nKey, ns, values, as: Tag = 'div', className }: I18nHtmlProps) {
  const { t, i18n } = useTranslation(ns);
  const raw = t(i18nKey, { ...values, interpolation: { escapeValue: true } });
  const html = useMemo(() => DOMPurify.sanitize(String(raw), { ALLOWED_TAGS, ALLOWED_ATTR }), [raw]);

  function onClick(e: MouseEvent<HTMLElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    const anchor = (e.target as Element).closest?.('a');
    if (!anchor || !e.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute('href');
    if (!isInternalHref(href) || (anchor.target && anchor.target !== '_self')) return;
    e.preventDefault();
    void navigate(href);
  }

  return <Tag className={className} lang={i18n.language} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
