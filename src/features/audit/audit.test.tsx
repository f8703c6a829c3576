// Audit trail: the filters (URL ↔ PocketBase filter), record links, changed fields without secrets, and
// the page against a mocked API (rows with the admin behind an impersonation, filters reaching the
// server and the URL, pages of 30, empty and error states, details on demand, the organizers' notice).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { changeLanguage, i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import { formatDateTime } from '@/lib/core/format';
import { auditFilter, changes, fieldLabel, humanize, localMidnight, paramsFromSearch, recordLink, recordName, searchFromParams, type AuditEntry } from './model';

beforeAll(async () => {
  await i18n.loadNamespaces(['audit']);
});

const admin = { id: 'adm1', name: 'Ada Admin', username: 'ada' };
const anna = { id: 'ath1', name: 'Anna Athlete', username: 'anna' };
const row = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'r1',
  created: '2026-03-04 09:05:06.000Z',
  user: 'ath1',
  impersonator: '',
  event: 'update',
  table: 'athletes',
  record: 'rec1',
  expand: { user: anna },
  ...over,
});
const page = (items: unknown[], totalItems = items.length, p = 1) => HttpResponse.json({ page: p, perPage: 30, totalItems, totalPages: Math.ceil(totalItems / 30), items });

describe('audit model', () => {
  it('reads only known filters from the URL and writes back only the set ones', () => {
    const p = paramsFromSearch(new URLSearchParams('user=ath1&event=login&table=nope&from=2026-03-01&to=03/04/2026&page=3'));
    expect(p).toEqual({ user: 'ath1', event: 'login', table: '', from: '2026-03-01', to: '', page: 3 });
    expect(searchFromParams(p).toString()).toBe('user=ath1&event=login&from=2026-03-01&page=3');
    expect(paramsFromSearch(new URLSearchParams('user=a"||1=1&page=-2'))).toMatchObject({ user: '', page: 1 });
  });

  it('combines the filters; a user matches as actor, as the admin behind an impersonation and as the account changed; days are local', () => {
    expect(auditFilter(paramsFromSearch(new URLSearchParams('')))).toBe('');
    const f = auditFilter(paramsFromSearch(new URLSearchParams('user=adm1&event=impersonate_start&table=users&from=2026-03-01&to=2026-03-02')));
    expect(f).toBe(
      `(user = "adm1" || impersonator = "adm1" || (table = "users" && record = "adm1")) && event = "impersonate_start" && table = "users" && created >= "${localMidnight('2026-03-01')}" && created < "${localMidnight('2026-03-03')}"`,
    );
    expect(localMidnight('2026-03-01')).toBe(new Date(2026, 2, 1).toISOString().replace('T', ' '));
    expect(localMidnight('2026-02-28', 1)).toBe(new Date(2026, 2, 1).toISOString().replace('T', ' '));
  });

  it('links a row to the page of its record where the SPA has one', () => {
    expect(recordLink(row({ table: 'competitions', record: 'c1' }))).toBe('/competitions/c1');
    expect(recordLink(row({ table: 'issues', record: 'i1' }))).toBe('/reserved/issues/i1');
    expect(recordLink(row({ table: 'messages', event: 'create', data: { issue: 'i1' } }))).toBe('/reserved/issues/i1');
    expect(recordLink(row({ table: 'messages', event: 'update' }))).toBeNull();
    expect(recordLink(row({ table: 'athletes' }))).toBe('/reserved/registry');
    expect(recordLink(row({ table: 'couples', event: 'delete' }))).toBeNull();
    expect(recordLink(row({ table: 'documents', event: 'create', data: { competition: 'c1' } }))).toBe('/competitions/c1/documents');
    expect(recordLink(row({ table: 'enrolments', event: 'create', data: { competition: 'c1' } }))).toBe('/reserved/enrolments/c1');
    expect(recordLink(row({ table: 'enrolments', event: 'update' }))).toBeNull();
    expect(recordLink(row({ table: 'poules', event: 'draw', record: 'c1' }))).toBe('/competitions/c1/draws');
    expect(recordLink(row({ table: 'users', event: 'login', record: 'ath1' }))).toBe('/reserved/users?q=anna');
    expect(recordLink(row({ table: 'users', event: 'update', record: 'zz' }))).toBeNull();
    expect(recordLink(row({ table: 'evaluations' }))).toBeNull();
  });

  it('names records from create/delete snapshots and users', () => {
    expect(recordName(row({ table: 'athletes', event: 'create', data: { name: 'Anna', surname: 'Rossi' } }))).toBe('Rossi Anna');
    expect(recordName(row({ table: 'issues', event: 'delete', data: { title: 'Broken' } }))).toBe('Broken');
    expect(recordName(row({ table: 'users', event: 'impersonate_start', record: 'ath1' }))).toBe('Anna Athlete');
    expect(recordName(row())).toBe('');
  });

  it("names the record by the label stored with the row, a deleted record's too", () => {
    expect(recordName(row({ label: 'Marco Esposito' }))).toBe('Marco Esposito');
    expect(recordName(row({ event: 'delete', label: 'Marco Esposito – Andrea Ferrari', table: 'couples', data: { tori: 'a1' } }))).toBe('Marco Esposito – Andrea Ferrari');
  });

  it('labels fields in the language of the user, humanizes unknown ones, shows local times and yes/no', async () => {
    expect(fieldLabel('athletes', 'verifiedAt')).toBe('Verified on');
    expect(fieldLabel('users', 'identityField')).toBe('Signed in with');
    expect(fieldLabel('users', 'name')).toBe('Full name');
    expect(fieldLabel('athletes', 'someNewField')).toBe('Some new field');
    expect(humanize('lastActivity_at')).toBe('Last activity at');
    const at = '2026-03-04 09:05:06.000Z';
    const [verified] = changes(row({ data: { verifiedAt: ['', at], verified: [false, true] } }));
    const local = formatDateTime(at);
    expect(local).not.toContain('2026-03-04');
    expect(verified).toEqual({ field: 'verified', label: 'Verified', before: 'No', value: 'Yes' });
    expect(changes(row({ data: { verifiedAt: ['', at] } }))[0]).toEqual({ field: 'verifiedAt', label: 'Verified on', before: '—', value: local });
    await changeLanguage('it');
    try {
      expect(fieldLabel('athletes', 'verifiedAt')).toBe('Verificato il');
      expect(fieldLabel('users', 'identityField')).toBe('Accesso con');
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows changed fields with before and after, never a secret, long texts cut', () => {
    const update = row({ data: { name: ['Ann', 'Anna'], password: ['x', 'y'], tokenKey: ['a', 'b'], verified: [true, false], club: ['', '00IT1234'] } });
    expect(changes(update)).toEqual([
      { field: 'club', label: 'Club code', before: '—', value: '00IT1234' },
      { field: 'name', label: 'Name', before: 'Ann', value: 'Anna' },
      { field: 'password', label: 'Password', before: '***', value: '***' },
      { field: 'tokenKey', label: 'Token key', before: '***', value: '***' },
      { field: 'verified', label: 'Verified', before: 'Yes', value: 'No' },
    ]);
    const create = row({ event: 'create', data: { oldPassword: 'p', collectionId: 'c', created: 'now', details: 'a'.repeat(400), id: 'x' } });
    expect(changes(create)).toEqual([
      { field: 'id', label: 'Id', value: 'x' },
      { field: 'details', label: 'Details', value: `${'a'.repeat(300)}…` },
      { field: 'oldPassword', label: 'Old password', value: '***' },
    ]);
    expect(changes(row({ event: 'impersonate_start', data: {} }))).toEqual([]);
  });
});

describe('audit page', () => {
  it('lists time, user (with the admin behind an impersonation), event, collection and a link to the record', async () => {
    loginAs('admin', { id: 'adm1' });
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/api/collections/audit/records', ({ request }) => {
        query = new URL(request.url).searchParams;
        return page([
          row({ id: 'r2', event: 'impersonate_start', table: 'users', record: 'ath1', impersonator: 'adm1', expand: { user: anna, impersonator: admin } }),
          row({ id: 'r1', event: 'create', table: 'competitions', record: 'c1', user: '', expand: {} }),
        ]);
      }),
    );
    renderRoute('/reserved/audit');
    const r2 = await screen.findByRole('row', { name: /Impersonation started/ });
    expect(r2).toHaveTextContent('Anna Athlete');
    expect(r2).toHaveTextContent('impersonated by Ada Admin');
    expect(r2).toHaveTextContent(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-03-04T09:05:06Z')));
    expect(within(r2).getByRole('link', { name: 'Open Anna Athlete' })).toHaveAttribute('href', '/reserved/users?q=anna');
    const r1 = screen.getByRole('row', { name: /Created/ });
    expect(r1).toHaveTextContent('System or superuser');
    expect(r1).toHaveTextContent('Competitions');
    expect(within(r1).getByRole('link', { name: 'Open c1' })).toHaveAttribute('href', '/competitions/c1');
    expect(query!.get('sort')).toBe('-created,-id');
    expect(query!.get('perPage')).toBe('30');
    expect(query!.get('expand')).toBe('user,impersonator,seat,judge');
    expect(query!.get('fields')).toContain('expand.impersonator.name');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it("names the judge and the seat behind a write from a judge's tablet (no user)", async () => {
    loginAs('admin', { id: 'adm1' });
    server.use(
      http.get('*/api/collections/audit/records', () =>
        page([
          row({ id: 'r3', event: 'create', table: 'evaluations', record: 'ev1', user: '', seat: 's2', judge: 'j1', expand: { seat: { id: 's2', seat: 2 }, judge: { id: 'j1', name: 'Maria Rossi' } } }),
          row({ id: 'r4', event: 'update', table: 'evaluations', record: 'ev2', user: '', seat: '', judge: 'j1', expand: { judge: { id: 'j1', name: 'Maria Rossi' } } }),
        ]),
      ),
    );
    renderRoute('/reserved/audit');
    const created = await screen.findByRole('row', { name: /Created/ });
    expect(created).toHaveTextContent('Judge Maria Rossi');
    expect(created).toHaveTextContent('from the tablet of seat 2');
    expect(created).not.toHaveTextContent('System or superuser');
    // The seat went with its competition: the judge stays.
    const updated = screen.getByRole('row', { name: /Updated/ });
    expect(updated).toHaveTextContent("Judge Maria Rossifrom a judge's tablet");
  });

  it('links a decision taken from the replay to the recording watched: the time viewed and the technique', async () => {
    loginAs('admin', { id: 'adm1' });
    server.use(
      http.get('*/api/collections/audit/records', () =>
        page([
          row({ id: 'r5', event: 'reopen', table: 'draws', record: 'd1', data: { validated: [true, false], reason: 'video review, technique 7', clip: 'clip1', clipAt: 41_500, technique: 7, competition: 'c1', poule: 'p1' } }),
          row({ id: 'r6', event: 'validate', table: 'draws', record: 'd2', data: { validated: [false, true] } }),
        ]),
      ),
    );
    renderRoute('/reserved/audit');
    const reopened = await screen.findByRole('row', { name: /Couple reopened/ });
    const link = within(reopened).getByRole('link', { name: "Video review: technique 7, recording at 0:41 (open the replay's screen)" });
    expect(link).toHaveAttribute('href', '/competitions/c1/officials/supervise/p1');
    expect(reopened.querySelector('[data-clip="clip1"]')).toHaveAttribute('data-clip-at', '41500');
    // Validated without the replay: no recording named.
    expect(screen.getByRole('row', { name: /Couple validated/ })).not.toHaveTextContent('Video review');
  });

  it('filters by event and collection through the server and the URL; the empty state says so; pages of 30', async () => {
    loginAs('admin', { id: 'adm1' });
    const filters: string[] = [];
    const pages: string[] = [];
    server.use(
      http.get('*/api/collections/audit/records', ({ request }) => {
        const sp = new URL(request.url).searchParams;
        const f = sp.get('filter') ?? '';
        filters.push(f);
        pages.push(sp.get('page') ?? '');
        if (f.includes('delete')) return page([]);
        return page([row()], 65, Number(sp.get('page')));
      }),
    );
    const { router } = renderRoute('/reserved/audit?table=athletes');
    await screen.findByRole('row', { name: /Updated/ });
    expect(filters.at(-1)).toBe('table = "athletes"');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pages.at(-1)).toBe('2'));
    expect(router.state.location.search).toBe('?table=athletes&page=2');

    const eventDropdown = document.getElementById('audit-event')!.closest('.p-dropdown') as HTMLElement;
    await userEvent.click(eventDropdown);
    await userEvent.click(await screen.findByText('Deleted', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    await waitFor(() => expect(filters.at(-1)).toBe('event = "delete" && table = "athletes"'));
    expect(router.state.location.search).toBe('?event=delete&table=athletes');
    expect(await screen.findByRole('heading', { name: 'No audit entries found' })).toBeInTheDocument();
    expect(screen.getByText('No entry matches the filters. Change or clear them.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(filters.at(-1)).toBe(''));
  });

  it('filters by a user chosen by name and by a date range', async () => {
    loginAs('admin', { id: 'adm1' });
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/audit/records', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return page([row()]);
      }),
      http.get('*/api/collections/users/records', ({ request }) => {
        expect(new URL(request.url).searchParams.get('filter')).toContain('"ann"');
        return page([anna]);
      }),
      http.get('*/api/collections/users/records/ath1', () => HttpResponse.json(anna)),
    );
    const { router } = renderRoute('/reserved/audit');
    await screen.findByRole('row', { name: /Updated/ });
    await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'ann');
    await userEvent.click(await screen.findByText('Anna Athlete (anna)', { selector: '.p-autocomplete-item' }));
    await waitFor(() => expect(router.state.location.search).toBe('?user=ath1'));
    await waitFor(() => expect(filters.at(-1)).toBe('(user = "ath1" || impersonator = "ath1" || (table = "users" && record = "ath1"))'));

    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(router.state.location.search).toBe('?user=ath1&from=2026-03-01'));
    await waitFor(() => expect(filters.at(-1)).toBe(`(user = "ath1" || impersonator = "ath1" || (table = "users" && record = "ath1")) && created >= "${localMidnight('2026-03-01')}"`));
  });

  it('shows the changed fields on demand, without secrets; the open row is in the URL', async () => {
    loginAs('admin', { id: 'adm1' });
    const single: string[] = [];
    server.use(
      http.get('*/api/collections/audit/records', () => page([row({ data: { belt: ['5k', '4k'], password: ['***', '***'] } })])),
      http.get('*/api/collections/audit/records/:id', ({ params }) => {
        single.push(String(params.id));
        return HttpResponse.json(row());
      }),
    );
    const { router } = renderRoute('/reserved/audit?event=update');
    const r1 = await screen.findByRole('row', { name: /Updated/ });
    await userEvent.click(within(r1).getByRole('button', { name: /Changes of the Updated entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Updated · Athletes' });
    expect(router.state.location.search).toBe('?event=update&entry=r1');
    const belt = within(dialog).getByRole('row', { name: /Belt/ });
    expect(belt).toHaveTextContent('5k');
    expect(belt).toHaveTextContent('4k');
    expect(within(dialog).getByRole('row', { name: /Password/ })).toHaveTextContent('******');
    expect(single).toEqual([]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?event=update');
  });

  it('a link to one entry reads it by id; a vanished one is "Missing required log id."', async () => {
    loginAs('admin', { id: 'adm1' });
    const error = vi.spyOn(toast, 'error');
    server.use(
      http.get('*/api/collections/audit/records', () => page([])),
      http.get('*/api/collections/audit/records/old', () => HttpResponse.json(row({ id: 'old', event: 'create', table: 'issues', data: { title: 'Broken' } }))),
      http.get('*/api/collections/audit/records/gone', () => HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 })),
    );
    const { router } = renderRoute('/reserved/audit?entry=old');
    const dialog = await screen.findByRole('dialog', { name: 'Created · Issues' });
    expect(within(dialog).getByRole('row', { name: /Title/ })).toHaveTextContent('Broken');
    await router.navigate('/reserved/audit?entry=gone');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Load failed', 'Missing required log id.'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows "Load failed" and a way to retry', async () => {
    loginAs('admin', { id: 'adm1' });
    const error = vi.spyOn(toast, 'error');
    server.use(http.get('*/api/collections/audit/records', () => HttpResponse.json({ status: 500, message: 'Something broke.', data: {} }, { status: 500 })));
    renderRoute('/reserved/audit');
    expect(await screen.findByRole('heading', { name: 'The audit trail could not be loaded' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Load failed', 'The server could not complete the request. Please try again later.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('in Italian: localized words and times', async () => {
    await changeLanguage('it');
    loginAs('admin', { id: 'adm1' });
    server.use(http.get('*/api/collections/audit/records', () => page([row({ event: 'login', table: 'users', record: 'ath1' })])));
    renderRoute('/reserved/audit');
    const r = await screen.findByRole('row', { name: /Accesso/ });
    expect(r).toHaveTextContent(new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-03-04T09:05:06Z')));
    expect(r).toHaveTextContent('Utenti');
    expect(screen.getByRole('combobox', { name: 'Evento' })).toBeInTheDocument();
  });

  it('organizers are told that only administrators read the audit trail', async () => {
    loginAs('organizer', { id: 'o1' });
    server.use(http.get('*/api/collections/audit/records', () => page([])));
    renderRoute('/reserved/audit');
    expect(await screen.findByText(/Only administrators can read the audit trail/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No audit entries found' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
