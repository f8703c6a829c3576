// The officials' XLSX of the competition (a sheet per poule) and of the marks per technique. The
// data is read as the caller, on click: the server's rules decide what it holds (workbooks.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useClubNames } from '@/lib/domain/clubs';
import { pb } from '@/lib/core/pocketbase';
import { showError } from '@/lib/core/errors';
import { competitionTables, loadWorkbookData, marksTable } from '../workbooks';

type Kind = 'competition' | 'marks';

export function WorkbookExports({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('results');
  const [busy, setBusy] = useState<Kind | null>(null);
  const clubs = useClubNames();
  const run = async (kind: Kind) => {
    setBusy(kind);
    try {
      const [data, { downloadWorkbook }] = await Promise.all([loadWorkbookData(pb, competitionId), import('@/lib/core/workbook')]);
      const name = kind === 'competition' ? data.competition.name : `${data.competition.name} ${t('workbooks.marksFile')}`;
      await downloadWorkbook(name, kind === 'competition' ? competitionTables(t, data, clubs.label) : [marksTable(t, data)]);
    } catch (error) {
      showError(error, 'exportFailed');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="workbook-exports officials-head-actions" role="group" aria-label={t('workbooks.label')}>
      <Button type="button" size="small" outlined icon="pi pi-file-excel" loading={busy === 'competition'} label={t('workbooks.competition')} onClick={() => void run('competition')} />
      <Button type="button" size="small" outlined icon="pi pi-table" loading={busy === 'marks'} label={t('workbooks.marks')} onClick={() => void run('marks')} />
    </div>
  );
}
