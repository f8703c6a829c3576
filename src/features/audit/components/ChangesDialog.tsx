// The changed fields of one audit row, loaded when asked for. Secrets are never shown (the server stores
// them as '***'; the SPA masks any password/token field again). A row that is gone shows
// "Missing required log id." (Load failed).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Loading } from '@/components/Loading';
import { isHttpError, showError } from '@/lib/core/errors';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import { useAuditEntry } from '../api';
import { changes, type AuditEntry } from '../model';

/** `initial`: the row as the list has it (no request); without it the row is read by id (?entry= links). */
export function ChangesDialog({ id, initial, onClose }: { id: string; initial?: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation('audit');
  const query = useAuditEntry(id, initial);
  const entry = query.data;

  const reported = useRef(false);
  useEffect(() => {
    if (!query.error || reported.current) return;
    reported.current = true;
    if (isHttpError(query.error, 404)) toast.error(i18n.t('common:toasts.loadFailed'), i18n.t('common:errors.missingLogId'));
    else showError(query.error, 'loadFailed');
    onClose();
  }, [query.error, onClose]);

  const rows = entry ? changes(entry) : [];
  const isUpdate = entry?.event === 'update';
  return (
    <Dialog
      visible
      onHide={onClose}
      header={
        entry
          ? t('details.title', { event: t(`events.${entry.event}`, { defaultValue: entry.event }), table: t(`tables.${entry.table}`, { defaultValue: entry.table }) })
          : t('details.caption')
      }
      footer={<Button type="button" label={t('details.close')} onClick={onClose} />}
      className="audit-dialog"
      breakpoints={{ '960px': '96vw', '640px': '100vw' }}
      style={{ width: '44rem' }}
      draggable={false}
      blockScroll
    >
      {!entry ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="audit-muted">{t('details.none')}</p>
      ) : (
        <div className="audit-changes-wrap">
          <table className="audit-changes">
            <caption className="sr-only">{t('details.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('details.field')}</th>
                {isUpdate ? <th scope="col">{t('details.before')}</th> : null}
                <th scope="col">{isUpdate ? t('details.after') : t('details.value')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.field}>
                  <th scope="row">{r.label}</th>
                  {isUpdate ? <td data-label={t('details.before')}>{r.before}</td> : null}
                  <td data-label={isUpdate ? t('details.after') : undefined}>{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
