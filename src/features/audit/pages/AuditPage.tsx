// The audit trail: time, user, event, collection and record of every audited
// change, login and impersonation, newest first, pages of 30 read from the server; filters by user,
// event, collection and date range kept in the URL; a link to the record where the SPA has a page for
// it; the changed fields on demand, the reason of an impersonation in its row, the recording watched
// (time viewed, technique) for a decision taken from a couple's replay, linked to the replay's screen. Only admins read `audit`: organizers and commissioners may open the
// route and are told that the server shows them nothing.
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { pagedTableProps } from '@/lib/core/table';
import { formatDate, toDate } from '@/lib/core/format';
import { useSession } from '@/lib/core/session';
import { isAdmin } from '@/lib/domain/permissions';
import { useAudit } from '../api';
import { AuditFilters } from '../components/AuditFilters';
import { ChangesDialog } from '../components/ChangesDialog';
import { clipTime } from '@/lib/rules/clipBookmarks';
import { bySeat, hasFilters, paramsFromSearch, recordLink, recordName, reviewLink, searchFromParams, userName, type AuditEntry, type AuditParams } from '../model';
import '@/components/stack-table.css';
import '../audit.css';

/** Events without stored fields: nothing to show on demand. */
const NO_DETAILS = new Set(['impersonate_start', 'impersonate_stop']);

/** Why an admin started an impersonation (rows written before the reason was asked have none). */
function reasonOf(a: AuditEntry): string {
  const data = a.data as { reason?: unknown } | null | undefined;
  return a.event === 'impersonate_start' && typeof data?.reason === 'string' ? data.reason : '';
}

function EventTag({ event }: { event: string }) {
  const { t } = useTranslation('audit');
  const kind = event.startsWith('impersonate') ? 'impersonate' : event;
  return <span className={`audit-event audit-event-${kind}`}>{t(`events.${event}`, { defaultValue: event })}</span>;
}

export default function AuditPage() {
  const { t } = useTranslation('audit');
  const me = useSession();
  const admin = isAdmin(me);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => paramsFromSearch(search), [search]);
  const query = useAudit(params);
  // ?entry=<id>: the changed fields of one row (a link to it works on its own).
  const open = search.get('entry') ?? '';
  const setOpen = useCallback(
    (id: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('entry', id);
          else next.delete('entry');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const close = useCallback(() => setOpen(''), [setOpen]);
  const items = query.data?.items ?? [];
  const total = query.data?.totalItems ?? 0;

  const update = (patch: Partial<AuditParams>) => setSearch(searchFromParams({ ...params, page: 1, ...patch }), { replace: true });

  const time = (a: AuditEntry) => {
    const d = toDate(a.created);
    return <time dateTime={d?.toISOString()}>{formatDate(a.created, { dateStyle: 'medium', timeStyle: 'medium' })}</time>;
  };

  const who = (a: AuditEntry) => {
    if (bySeat(a)) {
      // A judge's tablet: the judge who sat on the seat, and which seat (gone with its competition, maybe).
      const judge = a.expand?.judge?.name;
      const seat = a.expand?.seat?.seat;
      return (
        <div className="audit-who">
          <span className="audit-name">{judge ? t('row.judge', { name: judge }) : t('row.unknownJudge')}</span>
          <span className="audit-via">{seat ? t('row.seat', { seat }) : t('row.seatGone')}</span>
        </div>
      );
    }
    const name = userName(a.expand?.user) || (a.user ? t('row.unknownUser') : t('row.system'));
    return (
      <div className="audit-who">
        <span className="audit-name">{name}</span>
        {a.impersonator ? <span className="audit-via">{t('row.impersonatedBy', { name: userName(a.expand?.impersonator) || t('row.unknownUser') })}</span> : null}
      </div>
    );
  };

  const record = (a: AuditEntry) => {
    if (!a.record) return <span className="audit-muted">—</span>;
    const name = recordName(a);
    const href = recordLink(a);
    const label = name || a.record;
    return (
      <div className="audit-record">
        {href ? (
          <Link to={href} aria-label={t('row.open', { name: label })}>
            {label}
          </Link>
        ) : (
          <span>{label}</span>
        )}
        {name ? <code className="audit-id">{a.record}</code> : null}
      </div>
    );
  };

  // A decision taken from a couple's recording: the clip and the time viewed, linked to the replay's screen.
  const review = (a: AuditEntry) => {
    const r = reviewLink(a);
    if (!r) return null;
    const text = r.technique ? t('row.reviewTechnique', { time: clipTime(r.clipAt), n: r.technique }) : t('row.review', { time: clipTime(r.clipAt) });
    return (
      <span className="audit-review" data-clip={r.clip} data-clip-at={r.clipAt}>
        <span className="pi pi-video" aria-hidden="true" />{' '}
        {r.href ? (
          <Link to={r.href} aria-label={t('row.reviewOpen', { what: text })}>
            {text}
          </Link>
        ) : (
          text
        )}
      </span>
    );
  };

  const details = (a: AuditEntry) => (
    <div className="audit-details">
      {review(a)}
      {changesOf(a)}
    </div>
  );

  const changesOf = (a: AuditEntry) =>
    reasonOf(a) ? (
      <span className="audit-reason">{t('row.reason', { reason: reasonOf(a) })}</span>
    ) : NO_DETAILS.has(a.event) ? (
      <span className="audit-muted audit-no-details">{t('row.noDetails')}</span>
    ) : (
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-list"
        label={t('row.details')}
        aria-label={t('row.detailsOf', { event: t(`events.${a.event}`, { defaultValue: a.event }), time: formatDate(a.created, { dateStyle: 'medium', timeStyle: 'medium' }) })}
        onClick={() => setOpen(a.id)}
      />
    );

  return (
    <>
      <PageHeader title={t('common:titles.audit')} subtitle={t('list.intro')} />
      {admin ? (
        <AuditFilters params={params} onChange={update} />
      ) : (
        <p className="notice notice-info" role="note">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t('list.limited')}</span>
        </p>
      )}
      {admin && query.data ? (
        <p className="audit-count" aria-live="polite">
          {t('list.count', { count: total })}
        </p>
      ) : null}
      <DataTable
        value={items}
        {...pagedTableProps(params.page, total, (page) => setSearch(searchFromParams({ ...params, page })))}
        loading={query.isFetching && !query.data}
        className="stack-table audit-table"
        aria-label={t('list.tableLabel')}
        emptyMessage={
          query.isLoading ? (
            ' '
          ) : query.isError ? (
            <EmptyState icon="pi pi-exclamation-triangle" title={t('list.error')} description={t('list.errorHint')}>
              <Button type="button" icon="pi pi-refresh" label={t('common:actions.reload')} onClick={() => void query.refetch()} />
            </EmptyState>
          ) : (
            <EmptyState icon="pi pi-history" title={t('list.empty')} description={hasFilters(params) ? t('list.emptyFiltered') : t('list.emptyHint')} />
          )
        }
      >
        <Column header={t('columns.time')} body={time} className="audit-col-time" />
        <Column header={t('columns.user')} body={who} />
        <Column header={t('columns.event')} body={(a: AuditEntry) => <EventTag event={a.event} />} />
        <Column header={t('columns.table')} body={(a: AuditEntry) => (a.table ? t(`tables.${a.table}`, { defaultValue: a.table }) : '—')} />
        <Column header={t('columns.record')} body={record} />
        <Column header={<span className="sr-only">{t('columns.details')}</span>} body={details} className="audit-col-details" />
      </DataTable>
      {open ? <ChangesDialog id={open} initial={items.find((a) => a.id === open)} onClose={close} /> : null}
    </>
  );
}
