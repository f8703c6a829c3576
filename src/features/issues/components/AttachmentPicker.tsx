// Chosen files of a new message: add (several at once), see name and size, remove. The limits are
// checked here for a quick answer and again by the server (schema: 10 files, 10 MB, known types).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatBytes } from '@/lib/core/format';
import { ATTACHMENT_EXTENSIONS, MAX_ATTACHMENTS } from '../api';

export function AttachmentPicker({ id, files, onChange, error }: { id: string; files: File[]; onChange: (files: File[]) => void; error?: string }) {
  const { t } = useTranslation('issues');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="attachment-picker">
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        className="sr-only"
        // Reached through the visible button; the input itself stays out of the tab order.
        tabIndex={-1}
        aria-label={t('composer.attach')}
        accept={ATTACHMENT_EXTENSIONS.join(',')}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const added = Array.from(e.target.files ?? []);
          onChange(files.concat(added));
          e.target.value = '';
        }}
      />
      <div className="attachment-picker-bar">
        <Button type="button" icon="pi pi-paperclip" label={t('composer.attach')} outlined size="small" onClick={() => input.current?.click()} disabled={files.length >= MAX_ATTACHMENTS} />
        <span id={`${id}-hint`} className="form-hint">
          {t('composer.attachHint', { count: files.length, max: MAX_ATTACHMENTS })}
        </span>
      </div>
      {files.length ? (
        <ul className="attachment-chosen" aria-label={t('composer.chosen')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span className="pi pi-file" aria-hidden="true" />
              <span className="attachment-chosen-name">{f.name}</span>
              <span className="attachment-chosen-size">{formatBytes(f.size)}</span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                aria-label={t('composer.remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="form-error">
          <span className="pi pi-exclamation-circle" aria-hidden="true" /> {error}
        </small>
      ) : null}
    </div>
  );
}
