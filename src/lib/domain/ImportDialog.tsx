// Import judges, couples or a competition's enrolments (`competition`) from a spreadsheet: pick an XLSX or CSV file, see every row with its
// errors (the server's check of each row, field by field, localized), then import them all or none
// (POST /api/custom/import/{kind}; lib/domain/dataImport.ts reads the file, the server decides).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { pb } from '@/lib/core/pocketbase';
import { asHttpError, showError } from '@/lib/core/errors';
import { localizeFieldError, type FieldError } from '@/lib/core/fieldErrors';
import { exportTable } from '@/lib/core/exports';
import { toast } from '@/lib/core/toast';
import { formatNumber } from '@/lib/core/format';
import { IMPORT_COLUMNS, parseImport, type ImportKind, type ParsedImport } from '@/lib/domain/dataImport';
import { useKatas } from '@/lib/domain/katas';
import './import-dialog.css';

export interface ImportProblem {
  row: number;
  errors: Record<string, FieldError>;
}
export interface ImportResult {
  rows: number;
  created: Record<string, number>;
  ids?: string[];
}

const columnKey = (field: string) => field.replace('.', '_');

function problemsOf(error: unknown): ImportProblem[] | null {
  const http = asHttpError(error);
  const problems = http?.status === 400 ? (http.data as { problems?: unknown }).problems : null;
  return Array.isArray(problems) ? (problems as ImportProblem[]) : null;
}

export function ImportDialog({
  kind,
  competition,
  onClose,
  onImported,
}: {
  kind: ImportKind;
  /** The competition the enrolments are for (kind `enrolments`). */
  competition?: string;
  onClose: () => void;
  onImported?: (result: ImportResult) => void | Promise<void>;
}) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const [file, setFile] = useState<string>('');
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [unreadable, setUnreadable] = useState(false);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const columns = IMPORT_COLUMNS[kind];
  const label = (field: string) => t(`dataImport.columns.${columnKey(field)}`);
  const katas = useKatas();
  const kataOf = (text: string) => {
    const key = text.trim().toLowerCase();
    return (katas.data ?? []).map((k) => k.kata).find((k) => k === key || t(`katas.${k}`).toLowerCase() === key) ?? text;
  };

  const check = async (f: File) => {
    setFile(f.name);
    setParsed(null);
    setProblems([]);
    setUnreadable(false);
    setBusy('check');
    try {
      const { readTableFile } = await import('@/lib/domain/sheetFile');
      let table;
      try {
        table = await readTableFile(f);
      } catch {
        setUnreadable(true);
        return;
      }
      const p = parseImport(kind, table, (field) => [label(field)], { kata: kataOf });
      setParsed(p);
      if (p.missing.length || !p.rows.length) return;
      const answer = await pb.send<{ problems: ImportProblem[] }>(`/api/custom/import/${kind}`, { method: 'POST', body: { rows: p.rows, dryRun: true, ...(competition ? { competition } : {}) } });
      setProblems(answer.problems);
    } catch (error) {
      showError(error, 'loadFailed');
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (!parsed) return;
    setBusy('import');
    try {
      const result = await pb.send<ImportResult>(`/api/custom/import/${kind}`, { method: 'POST', body: { rows: parsed.rows, ...(competition ? { competition } : {}) } });
      await onImported?.(result);
      toast.success(t('toasts.saved'), t(`dataImport.done.${kind}`, { count: parsed.rows.length }));
      onClose();
    } catch (error) {
      const rows = problemsOf(error);
      if (rows) setProblems(rows);
      else showError(error, 'saveFailed');
    } finally {
      setBusy(null);
    }
  };

  const template = () => exportTable({ name: t(`dataImport.template.${kind}`), header: columns.map((c) => label(c.field)), rows: [] }, 'csv');
  const byRow = new Map(problems.map((p) => [p.row, p.errors]));
  const ready = !!parsed && !parsed.missing.length && parsed.rows.length > 0 && !problems.length && busy === null;
  const statusText = unreadable
    ? t('dataImport.unreadable', { file })
    : parsed?.missing.length
      ? t('dataImport.missing', { columns: parsed.missing.map(label).join(', ') })
      : parsed && !parsed.rows.length
        ? t('dataImport.empty')
        : parsed && busy === null
          ? problems.length
            ? t('dataImport.rowsWithErrors', { count: problems.length, n: formatNumber(parsed.rows.length), bad: formatNumber(problems.length) })
            : t('dataImport.rowsReady', { count: parsed.rows.length, n: formatNumber(parsed.rows.length) })
          : '';

  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} />
      <Button
        type="button"
        icon="pi pi-upload"
        label={parsed?.rows.length && !problems.length ? t('dataImport.submitCount', { count: parsed.rows.length, n: formatNumber(parsed.rows.length) }) : t('dataImport.submit')}
        disabled={!ready}
        loading={busy === 'import'}
        onClick={() => void run()}
      />
    </div>
  );

  return (
    <Dialog header={t(`dataImport.title.${kind}`)} visible onHide={onClose} footer={footer} className="import-dialog" style={{ width: 'min(60rem, 96vw)' }} modal>
      <p className="muted">{t(`dataImport.hint.${kind}`, { columns: columns.map((c) => label(c.field)).join(', ') })}</p>
      <div className="import-file">
        <label htmlFor={inputId} className="p-button p-component p-button-outlined">
          <span className="pi pi-file-import" aria-hidden="true" />
          <span>{t('dataImport.choose')}</span>
        </label>
        <input
          id={inputId}
          type="file"
          className="import-file-input"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void check(f);
          }}
        />
        <span className="muted">{file || t('dataImport.noFile')}</span>
        <Button type="button" link icon="pi pi-download" label={t('dataImport.templateLink')} onClick={() => void template()} />
      </div>
      <p role="status" aria-live="polite" className={problems.length || unreadable || parsed?.missing.length ? 'import-status import-status-error' : 'import-status'}>
        {busy === 'check' ? t('dataImport.checking') : statusText}
      </p>
      {parsed && parsed.rows.length && !parsed.missing.length ? (
        <div className="import-preview" tabIndex={0} role="region" aria-label={t('dataImport.preview')}>
          <table>
            <caption className="sr-only">{t('dataImport.preview')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dataImport.line')}</th>
                <th scope="col">{t('dataImport.errors')}</th>
                {columns.map((c) => (
                  <th key={c.field} scope="col">
                    {label(c.field)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {parsed.rows.map((_, i) => {
                const errors = byRow.get(i);
                return (
                  <tr key={parsed.lines[i]} className={errors ? 'import-row-error' : undefined}>
                    <th scope="row">{parsed.lines[i]}</th>
                    <td>
                      {errors ? (
                        <ul className="import-errors">
                          {Object.entries(errors).map(([field, err]) => (
                            <li key={field}>
                              <strong>{columns.some((c) => c.field === field) ? label(field) : field}</strong>: {localizeFieldError(err)}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="pi pi-check import-ok" role="img" aria-label={t('dataImport.rowOk')} />
                      )}
                    </td>
                    {columns.map((c) => (
                      <td key={c.field} className={errors?.[c.field] ? 'import-cell-error' : undefined}>
                        {parsed.cells[i]?.[c.field] ?? ''}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </Dialog>
  );
}
