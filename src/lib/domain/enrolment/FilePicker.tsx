// Attachments to add (payment receipt and others): a labelled file button, the chosen files with a
// remove button each, and the reason a file is refused before it is sent (the server checks again).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatBytes } from '@/lib/core/format';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, attachmentProblem } from '@/lib/domain/enrolments';
import './enrolment-files.css';

export interface FilePickerProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Files already stored (count against the limit). */
  existing?: number;
  error?: string;
}

export function FilePicker({ id, files, onChange, existing = 0, error }: FilePickerProps) {
  const { t } = useTranslation('enrolments');
  const input = useRef<HTMLInputElement>(null);
  const room = ATTACHMENT_MAX_FILES - existing - files.length;
  const problems = files.map((f) => attachmentProblem(f));
  return (
    <div className="form-field enrol-files" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="form-label">
        {t('files.label')}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const added = Array.from(e.target.files ?? []);
          e.target.value = '';
          onChange([...files, ...added]);
        }}
      />
      <Button
        type="button"
        icon="pi pi-paperclip"
        label={t('files.add')}
        outlined
        disabled={room <= 0}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onClick={() => input.current?.click()}
      />
      <p id={`${id}-hint`} className="form-hint">
        {t('files.hint', { max: ATTACHMENT_MAX_FILES, size: formatBytes(ATTACHMENT_MAX_BYTES) })}
      </p>
      {files.length ? (
        <ul className="enrol-file-list">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={problems[i] ? 'enrol-file-refused' : ''}>
              <span className="pi pi-file" aria-hidden="true" />
              <span className="enrol-file-name">{f.name}</span>
              <span className="enrol-file-size">{formatBytes(f.size)}</span>
              {problems[i] ? <span className="enrol-file-problem">{t(`files.problem.${problems[i]}`)}</span> : null}
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                aria-label={t('files.remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {room < 0 ? <p className="form-error">{t('common:validation.tooManyFiles', { max: ATTACHMENT_MAX_FILES })}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** True when every file may be sent. */
export function filesOk(files: File[], existing = 0): boolean {
  return files.every((f) => !attachmentProblem(f)) && files.length + existing <= ATTACHMENT_MAX_FILES;
}
