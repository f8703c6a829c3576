import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText';

describe('rich text sanitizing (in and out)', () => {
  it('keeps the formats of the editor', () => {
    const html = '<h3>Programme</h3><p><b>Bold</b> <i>italic</i> <u>under</u></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, frames and unknown tags', () => {
    const out = sanitizeRichText('<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe><span class="x">there</span></p>');
    expect(out).toBe('<p>Hithere</p>');
  });

  it('neutralises dangerous links; external links open in a new tab without the opener; app links stay in the app', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/documents">docs</a>')).toBe('<a href="/documents">docs</a>');
    // A backslash is a slash to browsers: these are other sites, never in-app links.
    expect(sanitizeRichText('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="\\\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="/&#x09;\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="mailto:info@example.org" target="_self">mail</a>')).toBe('<a href="mailto:info@example.org" target="_blank" rel="noopener noreferrer">mail</a>');
  });

  it('turns empty markup into an empty string', () => {
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('   ')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('<ul><li></li></ul>')).toBe('<ul><li></li></ul>');
  });
});
