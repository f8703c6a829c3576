// /reserved/registry: each user's athletes and couples; admins see everyone's, with the owner, and
// verify them in one click. The tab is in the URL (?tab=couples) so that reloads and links keep it.
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { PageHeader } from '@/components/PageHeader';
import { ImportDialog } from '@/lib/domain/ImportDialog';
import { refreshQueries } from '@/lib/core/queryClient';
import { SearchField } from '@/components/SearchField';
import { useSession } from '@/lib/core/session';
import { isAdmin } from '@/lib/domain/permissions';
import type { User } from '@/lib/core/types';
import { registryKeys, type Athlete, type Couple, type ListParams } from '../api';
import { AthleteDialog } from '../components/AthleteDialog';
import { AthletesTable } from '../components/AthletesTable';
import { CoupleDialog } from '../components/CoupleDialog';
import { CouplesTable } from '../components/CouplesTable';
import { sortOf, type SortState } from '../sort';
import '../registry.css';

type Kind = 'athletes' | 'couples';
const KINDS: Kind[] = ['athletes', 'couples'];
const DEFAULT_SORT: Record<Kind, string> = { athletes: 'surname,name,id', couples: 'tori.surname,uke.surname,id' };

function useListState(kind: Kind) {
  const [search, setSearch] = useState('');
  const [awaiting, setAwaiting] = useState(false);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ order: 1 });
  const deferred = useDeferredValue(search);
  const params: ListParams = { search: deferred, awaiting, page, sort: sortOf(sort, DEFAULT_SORT[kind]) };
  return {
    params,
    search,
    awaiting,
    sort,
    setSearch: (v: string) => {
      setSearch(v);
      setPage(1);
    },
    setAwaiting: (v: boolean) => {
      setAwaiting(v);
      setPage(1);
    },
    setPage,
    setSort: (s: SortState) => {
      setSort(s);
      setPage(1);
    },
  };
}

export default function RegistryPage() {
  const { t } = useTranslation('registry');
  const user = useSession() as User;
  const admin = isAdmin(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = Math.max(0, KINDS.indexOf((searchParams.get('tab') as Kind) ?? 'athletes'));
  const athletes = useListState('athletes');
  const couples = useListState('couples');
  const [athleteDialog, setAthleteDialog] = useState<{ athlete: Athlete | null } | null>(null);
  const [coupleDialog, setCoupleDialog] = useState<{ couple: Couple | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();

  const toolbar = (kind: Kind, state: ReturnType<typeof useListState>, onCreate: () => void) => (
    <div className="registry-toolbar">
      <SearchField id={`${kind}-search`} value={state.search} onChange={state.setSearch} label={t(`${kind}.search`)} placeholder={t(`${kind}.searchPlaceholder`)} />
      <div className="registry-filter">
        <Checkbox inputId={`${kind}-awaiting`} checked={state.awaiting} onChange={(e) => state.setAwaiting(!!e.checked)} />
        <label htmlFor={`${kind}-awaiting`}>{t('list.awaitingOnly')}</label>
      </div>
      <Button type="button" icon="pi pi-plus" label={t(`${kind}.create`)} onClick={onCreate} className="registry-create" />
      <Button type="button" icon="pi pi-file-import" outlined label={t('common:dataImport.action.couples')} onClick={() => setImporting(true)} />
    </div>
  );

  return (
    <>
      <PageHeader title={t('common:titles.registry')} subtitle={admin ? t('introAdmin') : t('intro')} />
      <TabView
        activeIndex={tab}
        onTabChange={(e) => setSearchParams(e.index === 1 ? { tab: 'couples' } : {}, { replace: true })}
        className="registry-tabs"
      >
        <TabPanel header={t('athletes.title')}>
          {toolbar('athletes', athletes, () => setAthleteDialog({ athlete: null }))}
          <AthletesTable
            params={athletes.params}
            sortState={athletes.sort}
            isAdmin={admin}
            onPage={athletes.setPage}
            onSort={athletes.setSort}
            onEdit={(a) => setAthleteDialog({ athlete: a })}
            onCreate={() => setAthleteDialog({ athlete: null })}
          />
        </TabPanel>
        <TabPanel header={t('couples.title')}>
          {toolbar('couples', couples, () => setCoupleDialog({ couple: null }))}
          <CouplesTable
            params={couples.params}
            sortState={couples.sort}
            isAdmin={admin}
            onPage={couples.setPage}
            onSort={couples.setSort}
            onEdit={(c) => setCoupleDialog({ couple: c })}
            onCreate={() => setCoupleDialog({ couple: null })}
          />
        </TabPanel>
      </TabView>
      {athleteDialog ? <AthleteDialog athlete={athleteDialog.athlete} owner={user.id} onClose={() => setAthleteDialog(null)} /> : null}
      {coupleDialog ? <CoupleDialog couple={coupleDialog.couple} owner={user.id} onClose={() => setCoupleDialog(null)} /> : null}
      {importing ? <ImportDialog kind="couples" onClose={() => setImporting(false)} onImported={() => refreshQueries(queryClient, registryKeys.all)} /> : null}
      <ConfirmDialog />
    </>
  );
}
