// /reserved/enrolments/{competitionID}: the accreditation desk. Organizers of the competition and
// admins see every couple; an athlete sees only their own (the server's list rule decides, read-only here).
// Built for a phone in one hand: the search field first, status chips with counts, 48 px toggles,
// pages of 25 rows so 200 or 2,000 couples stay fast.
import { useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/EmptyState';
import { ENROLMENT_STATUSES, EnrolmentStatus, flagsOf } from '@/components/enrolment/EnrolmentStatus';
import { useSession } from '@/lib/session';
import { formatNumber } from '@/lib/format';
import { useDeskEnrolments, useDeskToggle, useLiveDesk, type DeskEnrolment } from '../api';
import '../desk.css';

const PAGE = 25;

export default function DeskPage() {
  const { t } = useTranslation('desk');
  const { competitionID = '' } = useParams();
  const user = useSession();
  const staff = user?.role === 'admin' || user?.role === 'organizer';
  const list = useDeskEnrolments(competitionID);
  useLiveDesk(competitionID, !!user);
  const toggle = useDeskToggle(competitionID);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('');
  const [first, setFirst] = useState(0);
  const query = useDeferredValue(search.trim().toLowerCase());

  const all = useMemo(() => list.data ?? [], [list.data]);
  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const e of all) c[e.status] = (c[e.status] ?? 0) + 1;
    return c;
  }, [all]);
  const rows = useMemo(
    () => all.filter((e) => (!status || e.status === status) && (!query || `${e.toriName} ${e.ukeName}`.toLowerCase().includes(query))),
    [all, status, query],
  );
  const page = rows.slice(first, first + PAGE);

  const pick = (s: string) => {
    setStatus(s);
    setFirst(0);
  };

  return (
    <>
      <PageHeader title={t('common:titles.competitionEnrolments')} subtitle={staff ? t('intro') : t('introAthlete')} />
      <div className="desk-search">
        <label htmlFor="desk-search" className="desk-label">
          {t('search')}
        </label>
        <InputText
          id="desk-search"
          type="search"
          value={search}
          onChange={(ev) => {
            setSearch(ev.target.value);
            setFirst(0);
          }}
          placeholder={t('searchPlaceholder')}
          className="w-full"
        />
      </div>
      <div className="desk-chips" role="group" aria-label={t('byStatus')}>
        <Button type="button" size="small" outlined={status !== ''} aria-pressed={status === ''} onClick={() => pick('')} label={`${t('all')} ${formatNumber(all.length)}`} />
        {ENROLMENT_STATUSES.filter((s) => counts[s]).map((s) => (
          <Button
            key={s}
            type="button"
            size="small"
            outlined={status !== s}
            aria-pressed={status === s}
            onClick={() => pick(s)}
            label={`${t(`common:enrolmentStatus.${s}`)} ${formatNumber(counts[s] ?? 0)}`}
          />
        ))}
      </div>
      {list.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState icon="pi pi-check-square" title={t('empty')} description={all.length ? t('emptyFiltered') : t('emptyHint')} />
      ) : (
        <>
          <ul className="desk-list" aria-label={t('listLabel')}>
            {page.map((e) => (
              <DeskRow key={e.id} e={e} staff={staff} busy={toggle.isPending && toggle.variables?.id === e.id} onToggle={(field, value) => toggle.mutate({ id: e.id, field, value })} />
            ))}
          </ul>
          {rows.length > PAGE && <Paginator first={first} rows={PAGE} totalRecords={rows.length} onPageChange={(ev) => setFirst(ev.first)} />}
        </>
      )}
    </>
  );
}

function DeskRow({ e, staff, busy, onToggle }: { e: DeskEnrolment; staff: boolean; busy: boolean; onToggle: (field: 'paymentReceived' | 'present', value: boolean) => void }) {
  const { t } = useTranslation('desk');
  const couple = `${e.toriName} – ${e.ukeName}`;
  return (
    <li className="desk-row" aria-label={couple}>
      <div className="desk-couple">
        <strong>{couple}</strong>
        <EnrolmentStatus status={e.status} flags={flagsOf(e)} />
      </div>
      {staff && (
        <div className="desk-toggles">
          <Button
            type="button"
            className="desk-toggle"
            icon="pi pi-euro"
            severity={e.paymentReceived ? 'success' : 'secondary'}
            outlined={!e.paymentReceived}
            aria-pressed={e.paymentReceived}
            disabled={busy}
            label={t('payment')}
            aria-label={t('paymentOf', { couple })}
            onClick={() => onToggle('paymentReceived', !e.paymentReceived)}
          />
          <Button
            type="button"
            className="desk-toggle"
            icon="pi pi-map-marker"
            severity={e.present ? 'success' : 'secondary'}
            outlined={!e.present}
            aria-pressed={e.present}
            disabled={busy}
            label={t('present')}
            aria-label={t('presentOf', { couple })}
            onClick={() => onToggle('present', !e.present)}
          />
        </div>
      )}
    </li>
  );
}
