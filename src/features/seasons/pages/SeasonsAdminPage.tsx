// Seasons (admins): every season with its dates and whether it is public; create one, edit its
// settings and events, open its public ranking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { formatDateRange } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { useSeasons, type Season } from '../api';
import { SeasonDialog } from '../components/SeasonDialog';
import '@/components/stack-table.css';
import '../seasons.css';

export default function SeasonsAdminPage() {
  const { t } = useTranslation('seasons');
  const seasons = useSeasons();
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  const rows = seasons.data ?? [];
  return (
    <>
      <PageHeader title={t('common:titles.seasons')} subtitle={t('admin.intro')} actions={<Button type="button" icon="pi pi-plus" label={t('admin.create')} onClick={() => setEditing('new')} />} />
      {seasons.isLoading ? (
        <Loading />
      ) : !rows.length ? (
        <EmptyState icon="pi pi-trophy" title={t('admin.empty')} />
      ) : (
        <DataTable value={rows} dataKey="id" className="stack-table" aria-label={t('common:titles.seasons')}>
          <Column header={t('admin.name')} body={(s: Season) => <AppLink to={paths.season(s.id)}>{s.name}</AppLink>} />
          <Column header={t('admin.dates')} body={(s: Season) => formatDateRange(s.startDate, s.endDate)} />
          <Column header={t('admin.public')} body={(s: Season) => t(s.public ? 'admin.yes' : 'admin.no')} />
          <Column
            header={t('admin.actions')}
            body={(s: Season) => <Button type="button" size="small" text icon="pi pi-pencil" label={t('common:actions.edit')} aria-label={`${t('common:actions.edit')} – ${s.name}`} onClick={() => setEditing(s)} />}
          />
        </DataTable>
      )}
      {editing ? <SeasonDialog season={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
