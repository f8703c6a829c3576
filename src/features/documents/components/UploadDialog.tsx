// Upload of several documents at once: one record per file, sent one after the other with progress.
// Size and type are checked here for a quick answer and again by the server (schema limits).
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { CompetitionDropdown } from './CompetitionDropdown';
import { ProgressBar } from 'primereact/progressbar';
import { FormField } from '@/components/FormField';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { httpErrorMessage, asHttpError, showError } from '@/lib/core/errors';
import { formatBytes, formatDate } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { canAttachToAnyCompetition } from '@/lib/domain/permissions';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, fileExtension, uploadDocument, useDocumentCompetitions, useInvalidateDocuments } from '../api';
import { AccessField, accessToMeta, type Access } from './AccessField';
import { FileIcon } from './FileIcon';

interface Item {
  key: string;
  file: File;
  /** Client-side or server error. */
  error?: string;
  progress?: number;
  done?: boolean;
}

let seq = 0;

function fileProblem(file: File, t: (k: string, o?: Record<string, unknown>) => string): string | undefined {
  const ext = `.${fileExtension(file.name)}`;
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type) && !DOCUMENT_EXTENSIONS.includes(ext)) return t('upload.typeNotAllowed');
  if (file.size > DOCUMENT_MAX_BYTES) return t('upload.tooLarge', { max: formatBytes(DOCUMENT_MAX_BYTES) });
  if (file.size === 0) return t('upload.emptyFile');
  return undefined;
}

export function UploadDialog({ user, defaultCompetition, onClose }: { user: User; defaultCompetition: string; onClose: () => void }) {
  const { t } = useTranslation('documents');
  // Admins may attach a document to any competition or to none (a site-wide document).
  const anyCompetition = canAttachToAnyCompetition(user);
  const competitions = useDocumentCompetitions(user);
  const invalidate = useInvalidateDocuments();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [competition, setCompetition] = useState(defaultCompetition);
  const [competitionError, setCompetitionError] = useState<string>();
  const [access, setAccess] = useState<Access>('public');
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [filesError, setFilesError] = useState<string>();

  const options = [
    ...(anyCompetition ? [{ value: '', label: t('form.noCompetition') }] : []),
    ...(competitions.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${formatDate(c.date)})` })),
  ];

  function addFiles(list: FileList | null) {
    // Copy now: the FileList is live and emptied when the input is reset right after this call.
    const files = Array.from(list ?? []);
    if (!files.length) return;
    setFilesError(undefined);
    const added = files.map((file) => ({ key: `f${++seq}`, file, error: fileProblem(file, t) }));
    setItems((prev) => [...prev.filter((i) => !i.done), ...added]);
  }

  function patch(key: string, change: Partial<Item>) {
    setItems((prev) => prev.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }

  async function upload() {
    const pending = items.filter((i) => !i.done && !i.error);
    if (!anyCompetition && !competition) {
      setCompetitionError(t('form.competitionRequired'));
      return;
    }
    if (!items.length) {
      setFilesError(t('upload.noFiles'));
      return;
    }
    if (!pending.length) return;
    setUploading(true);
    abort.current = new AbortController();
    const meta = { ...accessToMeta(access), competition };
    let ok = 0;
    for (const item of pending) {
      if (abort.current.signal.aborted) break;
      patch(item.key, { progress: 0, error: undefined });
      try {
        await uploadDocument(item.file, { ...meta, name: item.file.name.replace(/\.[^.]*$/, '') }, (p) => patch(item.key, { progress: p }), abort.current.signal);
        patch(item.key, { done: true, progress: 1 });
        ok++;
      } catch (error) {
        const fields = fieldErrorsOf(error);
        const field = fields.file ?? fields.competition ?? fields.visibility;
        const http = asHttpError(error);
        patch(item.key, { progress: undefined, error: field ? localizeFieldError(field) : http ? httpErrorMessage(http) : undefined });
        if (fields.competition) setCompetitionError(localizeFieldError(fields.competition));
        showError(error, 'createFailed');
      }
    }
    setUploading(false);
    if (ok) {
      void invalidate();
      toast.success(t('common:toasts.saved'), t('upload.uploaded', { count: ok }));
    }
    // Close only when nothing is left to look at: refused files stay listed with their reason.
    if (ok === pending.length && pending.length === items.length) onClose();
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    if (!uploading) addFiles(e.dataTransfer.files);
  }

  const footer = (
    <div className="dialog-footer">
      <Button
        type="button"
        label={t('common:actions.cancel')}
        outlined
        onClick={() => {
          abort.current?.abort();
          onClose();
        }}
      />
      <Button type="button" icon="pi pi-upload" label={t('upload.submit')} onClick={() => void upload()} loading={uploading} disabled={uploading} />
    </div>
  );

  return (
    <Dialog
      visible
      onHide={() => {
        if (!uploading) onClose();
      }}
      header={t('upload.title')}
      footer={footer}
      className="document-dialog"
      breakpoints={{ '960px': '96vw', '640px': '100vw' }}
      style={{ width: '44rem' }}
      draggable={false}
      blockScroll
    >
      <div className="form">
        <FormField id="upload-competition" label={t('form.competition')} required={!anyCompetition} error={competitionError} hint={anyCompetition ? t('form.competitionHintAdmin') : t('form.competitionHint')}>
          <CompetitionDropdown
            inputId="upload-competition"
            value={competition}
            options={options}
            onChange={(value) => {
              setCompetition(value);
              setCompetitionError(undefined);
            }}
            placeholder={t('form.chooseCompetition')}
            emptyMessage={t('form.noCompetitions')}
            loading={competitions.isLoading}
            disabled={uploading}
            invalid={!!competitionError}
            aria-describedby={`upload-competition-hint${competitionError ? ' upload-competition-error' : ''}`}
          />
        </FormField>
        <AccessField id="upload-access" value={access} onChange={setAccess} />
        <div className={`form-field ${filesError ? 'has-error' : ''}`}>
          <span className="form-label" id="upload-files-label">
            {t('upload.files')}
          </span>
          <div
            className={`drop-zone ${dragging ? 'is-dragging' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span className="pi pi-cloud-upload" aria-hidden="true" />
            <p>{t('upload.dropHint')}</p>
            <input
              ref={input}
              id="upload-files"
              type="file"
              multiple
              className="sr-only"
              accept={[...DOCUMENT_EXTENSIONS, ...DOCUMENT_TYPES].join(',')}
              // The visible "Choose files" button opens it; the input itself stays out of the way.
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
            <Button
              type="button"
              id="upload-choose"
              icon="pi pi-folder-open"
              outlined
              label={t('upload.choose')}
              aria-describedby="upload-files-hint"
              onClick={() => input.current?.click()}
              disabled={uploading}
            />
          </div>
          {filesError ? (
            <small className="form-error" role="alert">
              <span className="pi pi-exclamation-circle" aria-hidden="true" /> {filesError}
            </small>
          ) : null}
          <div id="upload-files-hint" className="form-hint">
            {t('upload.limits', { max: formatBytes(DOCUMENT_MAX_BYTES) })}
          </div>
        </div>
        {items.length ? (
          <ul className="upload-list" aria-label={t('upload.listLabel')}>
            {items.map((i) => (
              <li key={i.key} className={`upload-item ${i.error ? 'has-error' : ''} ${i.done ? 'is-done' : ''}`}>
                <FileIcon file={i.file.name} />
                <div className="upload-item-body">
                  <div className="upload-item-name">{i.file.name}</div>
                  <div className="muted">{formatBytes(i.file.size)}</div>
                  {i.progress !== undefined && !i.done ? (
                    <ProgressBar value={Math.round(i.progress * 100)} className="upload-progress" aria-label={t('upload.progress', { name: i.file.name })} />
                  ) : null}
                  {i.error ? (
                    <small className="form-error">
                      <span className="pi pi-exclamation-circle" aria-hidden="true" /> {i.error}
                    </small>
                  ) : null}
                  {i.done ? (
                    <small className="upload-done">
                      <span className="pi pi-check-circle" aria-hidden="true" /> {t('upload.done')}
                    </small>
                  ) : null}
                </div>
                {!uploading && !i.done ? (
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    rounded
                    severity="secondary"
                    aria-label={t('upload.remove', { name: i.file.name })}
                    onClick={() => setItems((prev) => prev.filter((x) => x.key !== i.key))}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
