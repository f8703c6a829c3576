// /reserved/enrolments/{competitionID}: the accreditation desk. Organizers of the competition and
// admins see every couple; an athlete sees only their own (the server's list rule decides, read-only here).
// Built for a phone in one hand: the search field first, then circuit and club filters and status chips
// with counts (all combinable), 48 px targets, pages of 25 rows so 200 or 2,000 couples stay fast.
// The couple's notes and attachments open read-only (files through a file token); the export
// (CSV/XLSX) is a separate chunk loaded on the first click. At a season's final event each couple
// shows the basis it entered on (rank at the cut-off, or wildcard and reason), for the staff.
// While the competition takes couples (enrolment, accreditation, ongoing) its staff enter a late couple
// or import a spreadsheet of enrolments (entries.ts; the server decides and audits).
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { DayGuideLink } from '@/lib/domain/DayGuideLink';
import { NamedDropdown } from '@/components/NamedDropdown';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { EmptyState } from '@/components/EmptyState';
import { ENROLMENT_STATUSES, EnrolmentStatus, flagsOf } from '@/lib/domain/enrolment/EnrolmentStatus';
import { useSession } from '@/lib/core/session';
import { canManageDesk } from '@/lib/domain/permissions';
import { formatNumber } from '@/lib/core/format';
import { asHttpError, showError } from '@/lib/core/errors';
import { looksLikeCheckin } from '@/lib/domain/checkin';
import { useCircuits, useCompetition } from '@/lib/domain/competitionQueries';
import { NotesDialog } from '@/lib/domain/enrolment/NotesDialog';
import { BasisTag } from '@/lib/domain/season/QualificationTag';
import { useCompetitionQualifications, type QualificationBasis } from '@/lib/domain/seasonQualification';
import { deskKeys, resolveCheckin, useDeskEnrolment, useDeskEnrolments, useDeskToggle, useLiveDesk, type DeskEnrolment } from '../api';
import { ScanDialog } from '../components/ScanDialog';
import { LateEntryDialog } from '../components/LateEntryDialog';
import { DeskInquiries } from '../components/DeskInquiries';
import { ImportDialog } from '@/lib/domain/ImportDialog';
import { refreshQueries } from '@/lib/core/queryClient';
import { takesEntries } from '../entries';
import { clubsOf, filterDesk } from '../model';
import '../desk.css';

const PAGE = 25;

export default function DeskPage() {
  const { t } = useTranslation('desk');
  const { competitionID = '' } = useParams();
  const user = useSession();
  const list = useDeskEnrolments(competitionID);
  const competition = useCompetition(competitionID);
  // The desk's writes are the competition's organizers' and admins' (the server's rule): anybody else sees their own couples, read-only.
  const staff = canManageDesk(user, competition.data);
  const circuitsQuery = useCircuits(competitionID);
  const qualifications = useCompetitionQualifications(competitionID, staff);
  useLiveDesk(competitionID, !!user);
  const toggle = useDeskToggle(competitionID);
  // The filters live in the URL (?q=&circuit=&club=&status=): a reload or a shared link keeps them.
  // State is the source of truth (two changes in one tick must not overwrite each other); the URL follows.
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => ({ q: params.get('q') ?? '', status: params.get('status') ?? '', circuit: params.get('circuit') ?? '', club: params.get('club') ?? '' }));
  const { q: search, status, circuit, club } = filters;
  // Only a change is written: a navigation with nothing to change, run as the desk opened, raced the
  // browser's Back and could put the desk back over the page the user went back to.
  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(filters)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [filters, params, setParams]);
  const [first, setFirst] = useState(0);
  const [notesOf, setNotesOf] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [scanning, setScanning] = useState(false);
  const [entering, setEntering] = useState<'late' | 'import' | null>(null);
  const qc = useQueryClient();
  const entries = staff && takesEntries(competition.data?.status);
  const reload = () => refreshQueries(qc, deskKeys.list(competitionID));
  // The couple of the last QR scanned: pinned above the list with Present focused (one tap away).
  const [scannedId, setScannedId] = useState<string | null>(null);
  const query = useDeferredValue(search);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const circuitNames = useMemo(() => new Map((circuitsQuery.data ?? []).map((c) => [c.id, c.name])), [circuitsQuery.data]);
  const circuitOptions = useMemo(() => {
    const used = new Set(all.map((e) => e.circuit));
    const known = (circuitsQuery.data ?? []).filter((c) => used.has(c.id)).map((c) => ({ value: c.id, label: c.name }));
    return [{ value: '', label: t('allCircuits') }, ...known];
  }, [all, circuitsQuery.data, t]);
  const clubOptions = useMemo(() => [{ value: '', label: t('allClubs') }, ...clubsOf(all).map((c) => ({ value: c, label: c }))], [all, t]);

  // Status counts follow the other filters (search, circuit, club); the status chip narrows further.
  const narrowed = useMemo(() => filterDesk(all, { query, circuit, club, status: '' }), [all, query, circuit, club]);
  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const e of narrowed) c[e.status] = (c[e.status] ?? 0) + 1;
    return c;
  }, [narrowed]);
  const rows = useMemo(() => (status ? narrowed.filter((e) => e.status === status) : narrowed), [narrowed, status]);
  const page = rows.slice(first, first + PAGE);
  const filtered = !!(query.trim() || circuit || club || status);

  const pick = (key: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setFirst(0);
  };

  const scanned = scannedId ? all.find((e) => e.id === scannedId) : undefined;

  /** A scanned text → the couple's row, or the localized reason it is refused (shown in the scanner). */
  const onCode = async (text: string): Promise<string | null> => {
    if (!looksLikeCheckin(text)) return t('common:errors.checkin_invalid');
    try {
      const found = await resolveCheckin(competitionID, text);
      setScannedId(found.id);
      setScanning(false);
      return null;
    } catch (error) {
      const http = asHttpError(error);
      const data = http?.data.data as Record<string, { code?: string }> | undefined;
      const code = data?.code?.code;
      if (code) return t(`common:errors.${code}`);
      showError(error, 'loadFailed');
      return t('scan.failed');
    }
  };

  const runExport = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const { exportEnrolments } = await import('../export');
      await exportEnrolments(competitionID, kind, {
        competition: { name: competition.data?.name ?? competitionID, exportId: competition.data?.exportId ?? '' },
        circuits: circuitNames,
        t,
      });
    } catch (error) {
      showError(error, 'exportFailed');
    } finally {
      setExporting(null);
    }
  };

  const exportActions = staff ? (
    <div className="desk-export" role="group" aria-labelledby="desk-export-label">
      <span id="desk-export-label" className="desk-export-label">
        {t('export.label')}
      </span>
      <Button type="button" outlined icon="pi pi-file" label="CSV" aria-label={t('export.csv')} loading={exporting === 'csv'} disabled={!!exporting || !all.length} onClick={() => void runExport('csv')} />
      <Button type="button" outlined icon="pi pi-file-excel" label="XLSX" aria-label={t('export.xlsx')} loading={exporting === 'xlsx'} disabled={!!exporting || !all.length} onClick={() => void runExport('xlsx')} />
    </div>
  ) : undefined;

  const name = competition.data?.name;
  return (
    <>
      <PageHeader
        title={t('common:titles.competitionEnrolments')}
        subtitle={
          <>
            {name}
            {/* On a phone the organizer's instructions give way to the list; the athlete's 'read-only' stays. */}
            <span className={staff ? 'desk-intro' : undefined}>
              {name ? ' · ' : ''}
              {staff ? t('intro') : t('introAthlete')}
            </span>
          </>
        }
      />
      {staff ? (
        <div className="desk-scan-bar">
          <Button type="button" icon="pi pi-qrcode" label={t('scan.open')} onClick={() => setScanning(true)} />
          {entries ? (
            <>
              <Button type="button" outlined icon="pi pi-user-plus" label={t('late.open')} onClick={() => setEntering('late')} />
              <Button type="button" outlined icon="pi pi-file-import" label={t('late.import')} onClick={() => setEntering('import')} />
            </>
          ) : null}
          <DayGuideLink small={false} />
        </div>
      ) : null}
      {staff && competition.data?.inquiryFee ? <DeskInquiries competitionId={competitionID} /> : null}
      {scanned ? (
        <section className="desk-scanned" aria-labelledby="desk-scanned-title">
          <div className="desk-scanned-head">
            <h2 id="desk-scanned-title" className="desk-scanned-title">
              {t('scan.scanned')}
            </h2>
            <Button type="button" text icon="pi pi-times" aria-label={t('scan.dismiss')} onClick={() => setScannedId(null)} />
          </div>
          <ul className="desk-list">
            <DeskRow
              e={scanned}
              circuitName={circuitNames.get(scanned.circuit)}
              qualification={qualifications.data?.get(scanned.id)}
              staff={staff}
              busy={toggle.isPending && toggle.variables?.id === scanned.id}
              onToggle={(field, value) => toggle.mutate({ id: scanned.id, field, value })}
              onNotes={() => setNotesOf(scanned.id)}
              focusPresent
            />
          </ul>
        </section>
      ) : null}
      <div className="desk-filters" role="search" aria-label={t('filters')}>
        <div className="desk-search">
          <SearchField id="desk-search" value={search} onChange={pick('q')} label={t('search')} placeholder={t('searchPlaceholder')} />
        </div>
        <div className="desk-selects">
          <div className="desk-select">
            <label htmlFor="desk-circuit" className="desk-label">
              {t('circuit')}
            </label>
            <NamedDropdown inputId="desk-circuit" value={circuit} options={circuitOptions} optionValue="value" optionLabel="label" onChange={(e) => pick('circuit')((e.value as string | null) ?? '')} label={t('circuit')} className="w-full" />
          </div>
          <div className="desk-select">
            <label htmlFor="desk-club" className="desk-label">
              {t('club')}
            </label>
            <NamedDropdown inputId="desk-club" value={club} options={clubOptions} optionValue="value" optionLabel="label" onChange={(e) => pick('club')((e.value as string | null) ?? '')} label={t('club')} className="w-full" />
          </div>
        </div>
      </div>
      <div className="desk-chips" role="group" aria-label={t('byStatus')}>
        <Button type="button" size="small" outlined={status !== ''} aria-pressed={status === ''} onClick={() => pick('status')('')} label={`${t('all')} ${formatNumber(narrowed.length)}`} />
        {ENROLMENT_STATUSES.filter((s) => counts[s] || s === status).map((s) => (
          <Button
            key={s}
            type="button"
            size="small"
            outlined={status !== s}
            aria-pressed={status === s}
            onClick={() => pick('status')(s)}
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
          {filtered ? (
            <p className="desk-shown" role="status">
              {t('shown', { count: rows.length, total: formatNumber(all.length), shown: formatNumber(rows.length) })}
            </p>
          ) : null}
          <ul className="desk-list" aria-label={t('listLabel')}>
            {page.map((e) => (
              <DeskRow
                key={e.id}
                e={e}
                circuitName={circuitNames.get(e.circuit)}
                qualification={qualifications.data?.get(e.id)}
                staff={staff}
                busy={toggle.isPending && toggle.variables?.id === e.id}
                onToggle={(field, value) => toggle.mutate({ id: e.id, field, value })}
                onNotes={() => setNotesOf(e.id)}
              />
            ))}
          </ul>
          {rows.length > PAGE && <Paginator first={first} rows={PAGE} totalRecords={rows.length} onPageChange={(ev) => setFirst(ev.first)} />}
        </>
      )}
      {exportActions}
      {notesOf ? <DeskNotes id={notesOf} onClose={() => setNotesOf(null)} /> : null}
      {entering === 'late' ? <LateEntryDialog competitionId={competitionID} onClose={() => setEntering(null)} onEntered={reload} /> : null}
      {entering === 'import' ? <ImportDialog kind="enrolments" competition={competitionID} onClose={() => setEntering(null)} onImported={reload} /> : null}
      {scanning ? <ScanDialog onCode={onCode} onClose={() => setScanning(false)} /> : null}
    </>
  );
}

function DeskRow({
  e,
  circuitName,
  qualification,
  staff,
  busy,
  onToggle,
  onNotes,
  focusPresent = false,
}: {
  e: DeskEnrolment;
  circuitName: string | undefined;
  /** The basis it entered this final event on (none outside a season's final). */
  qualification?: QualificationBasis[];
  staff: boolean;
  busy: boolean;
  onToggle: (field: 'paymentReceived' | 'present', value: boolean) => void;
  onNotes: () => void;
  /** The row of a scanned QR: Present takes the focus so one tap (or Enter) marks the couple. */
  focusPresent?: boolean;
}) {
  const { t } = useTranslation('desk');
  const toggles = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusPresent) toggles.current?.querySelector<HTMLButtonElement>('.desk-present')?.focus();
  }, [focusPresent, e.id]);
  const couple = `${e.toriName} – ${e.ukeName}`;
  const files = e.attachments?.length ?? 0;
  const hasNotes = !!e.notes?.trim() || files > 0;
  const meta = [circuitName, e.kata ? t(`common:katas.${e.kata}`) : '', e.clubs.split(' ').filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return (
    <li className="desk-row" aria-label={couple}>
      <div className="desk-couple">
        <strong>{couple}</strong>
        {meta ? <span className="desk-meta">{meta}</span> : null}
        <EnrolmentStatus status={e.status} flags={flagsOf(e)} />
        {(qualification ?? []).map((q) => (
          <BasisTag key={q.season} q={q} />
        ))}
        {hasNotes ? (
          <Button
            type="button"
            text
            className="desk-notes"
            icon="pi pi-paperclip"
            label={t('notes', { count: files })}
            aria-label={t('notesOf', { couple, count: files })}
            onClick={onNotes}
          />
        ) : null}
      </div>
      {staff && (
        <div className="desk-toggles" ref={toggles}>
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
            className="desk-toggle desk-present"
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

/** The couple's notes and attachments, read-only: the same dialog as the athlete's, on the full record. */
function DeskNotes({ id, onClose }: { id: string; onClose: () => void }) {
  const one = useDeskEnrolment(id);
  // A failed read is told by the query's 'Load failed' toast; the dialog does not open.
  useEffect(() => {
    if (one.isError) onClose();
  }, [one.isError, onClose]);
  return one.data ? <NotesDialog enrolment={one.data} readOnly onClose={onClose} /> : null;
}
