// A small rich-text editor for competition details and rules: a contentEditable region with a toolbar
// (bold, italic, underline, heading, lists, link, clear). PrimeReact's Editor needs Quill, which is not
// a dependency; the few formats a competition page needs do not justify it. Whatever is typed or
// pasted is sanitized (pasted HTML at once, the whole value again before saving and before rendering).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeRichText } from '@/lib/core/richText';

type Command = 'bold' | 'italic' | 'underline' | 'heading' | 'insertUnorderedList' | 'insertOrderedList' | 'link' | 'clear';

const BUTTONS: { cmd: Command; icon: string; label: string; toggle: boolean }[] = [
  { cmd: 'bold', icon: 'B', label: 'editor.bold', toggle: true },
  { cmd: 'italic', icon: 'I', label: 'editor.italic', toggle: true },
  { cmd: 'underline', icon: 'U', label: 'editor.underline', toggle: true },
  { cmd: 'heading', icon: 'H', label: 'editor.heading', toggle: true },
  { cmd: 'insertUnorderedList', icon: 'pi pi-list', label: 'editor.bulletList', toggle: true },
  { cmd: 'insertOrderedList', icon: 'pi pi-sort-numeric-down', label: 'editor.numberedList', toggle: true },
  { cmd: 'link', icon: 'pi pi-link', label: 'editor.link', toggle: false },
  { cmd: 'clear', icon: 'pi pi-eraser', label: 'editor.clear', toggle: false },
];

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** id of the visible label. */
  labelledBy: string;
  /** Text of that label, to name the toolbar ("Text formatting: Details"). */
  fieldLabel: string;
  describedBy?: string;
  invalid?: boolean;
}

function exec(command: string, value?: string) {
  // execCommand is deprecated but still the only portable way to edit a contentEditable region.
  document.execCommand(command, false, value);
}

export function RichTextEditor({ id, value, onChange, onBlur, labelledBy, fieldLabel, describedBy, invalid }: RichTextEditorProps) {
  const { t } = useTranslation('competitions');
  const ref = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');

  // Controlled from outside (form reset, another record) but never while the user types in it.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || document.activeElement === el) return;
    const next = sanitizeRichText(value);
    if (el.innerHTML !== next) el.innerHTML = next;
  }, [value]);

  const refreshState = useCallback(() => {
    const el = ref.current;
    const sel = document.getSelection();
    if (!el || !sel || !sel.anchorNode || !el.contains(sel.anchorNode)) return;
    const block = String(document.queryCommandValue('formatBlock') || '').toLowerCase();
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      underline: document.queryCommandState('underline'),
      heading: block === 'h3' || block === 'h2',
      insertUnorderedList: document.queryCommandState('insertUnorderedList'),
      insertOrderedList: document.queryCommandState('insertOrderedList'),
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshState);
    return () => document.removeEventListener('selectionchange', refreshState);
  }, [refreshState]);

  function emit() {
    if (ref.current) onChange(ref.current.innerHTML);
  }

  function saveSelection() {
    const sel = document.getSelection();
    savedRange.current = sel && sel.rangeCount && ref.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
  }

  function restoreSelection() {
    ref.current?.focus();
    const sel = document.getSelection();
    if (sel && savedRange.current) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
  }

  function run(cmd: Command) {
    if (cmd === 'link') {
      saveSelection();
      setLinkOpen(true);
      return;
    }
    ref.current?.focus();
    exec('styleWithCSS', 'false');
    if (cmd === 'heading') exec('formatBlock', active.heading ? 'p' : 'h3');
    else if (cmd === 'clear') {
      exec('removeFormat');
      exec('unlink');
      exec('formatBlock', 'p');
    } else exec(cmd);
    emit();
    refreshState();
  }

  function applyLink() {
    const url = linkUrl.trim();
    restoreSelection();
    if (/^(https?:\/\/|mailto:|\/)/i.test(url) && url !== 'https://') exec('createLink', url);
    else exec('unlink');
    setLinkOpen(false);
    setLinkUrl('https://');
    emit();
  }

  function onPaste(e: ClipboardEvent<HTMLDivElement>) {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    if (html) exec('insertHTML', sanitizeRichText(html));
    else exec('insertText', e.clipboardData.getData('text/plain'));
    emit();
  }

  function onLinkKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      applyLink();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setLinkOpen(false);
      restoreSelection();
    }
  }

  return (
    <div className={`rich-editor ${invalid ? 'rich-editor-invalid' : ''}`}>
      <div className="rich-editor-toolbar" role="toolbar" aria-label={t('editor.toolbarFor', { field: fieldLabel })} aria-controls={id}>
        {BUTTONS.map((b) => (
          <button
            key={b.cmd}
            type="button"
            className={`rich-editor-button ${active[b.cmd] ? 'is-active' : ''}`}
            aria-label={t(b.label)}
            title={t(b.label)}
            aria-pressed={b.toggle ? !!active[b.cmd] : undefined}
            // Keep the text selection in the editor when the button is clicked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(b.cmd)}
          >
            {b.icon.startsWith('pi ') ? <span className={b.icon} aria-hidden="true" /> : <span aria-hidden="true" className={`rich-editor-glyph glyph-${b.cmd}`}>{b.icon}</span>}
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className="rich-editor-link">
          <label htmlFor={`${id}-link`}>{t('editor.linkAddress')}</label>
          <input id={`${id}-link`} type="url" inputMode="url" value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} onKeyDown={onLinkKey} autoFocus />
          <button type="button" className="rich-editor-link-apply" onClick={applyLink}>
            {t('editor.applyLink')}
          </button>
          <button
            type="button"
            className="rich-editor-link-cancel"
            onClick={() => {
              setLinkOpen(false);
              restoreSelection();
            }}
          >
            {t('common:actions.cancel')}
          </button>
        </div>
      ) : null}
      <div
        id={id}
        ref={ref}
        className="rich-editor-content rich-text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        onInput={emit}
        onBlur={() => {
          emit();
          onBlur?.();
        }}
        onPaste={onPaste}
        onKeyUp={refreshState}
        onMouseUp={refreshState}
      />
    </div>
  );
}
