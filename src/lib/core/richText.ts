// Rich text (competition details and rules) is HTML written in the SPA's editor. It is sanitized on
// the way in (before saving: whatever was pasted or sent is reduced to a small set of tags) and on
// the way out (before rendering: the stored value may have been written by any API client).
import DOMPurify from 'dompurify';

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote'];
const RICH_TEXT_ATTR = ['href'];

/** Sanitized HTML; external links open in a new tab without access to the opener. Empty markup becomes "". */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: RICH_TEXT_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  fragment.querySelectorAll('a').forEach((a) => {
    // Browsers drop tabs and newlines from a URL and read `\` as `/`: `/\host` is another site.
    // eslint-disable-next-line no-control-regex
    const href = (a.getAttribute('href') ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    if (!/^(https?:|mailto:|tel:|\/)/i.test(href) || /^\/\\/.test(href)) {
      a.removeAttribute('href');
      return;
    }
    if (href.startsWith('/') && !href.startsWith('//')) return; // in-app link (RichText navigates)
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  const box = document.createElement('div');
  box.appendChild(fragment);
  return isBlankHtml(box) ? '' : box.innerHTML;
}

function isBlankHtml(box: HTMLElement): boolean {
  return !box.textContent?.trim() && !box.querySelector('li');
}
