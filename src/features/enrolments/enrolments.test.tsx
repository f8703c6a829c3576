// The athlete's enrolments against a mocked API (MSW): the window rules, the cards with their
// status and the self-accreditation reason, enrolling (one multipart request with a JSON part; the
// server's "no circuit" answer next to the couple), and deleting after a confirmation.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import { flagsOf } from '@/lib/domain/enrolment/EnrolmentStatus';
import { selfAccreditation } from './model';

beforeAll(async () => {
  await i18n.loadNamespaces(['enrolments']);
});
afterEach(() => vi.restoreAllMocks());

const DAY = 864e5;
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });

function competition(over: Record<string, unknown> = {}) {
  return { id: 'c1', name: 'Coppa Test', date: iso(Date.now() + 30 * DAY), endDate: '', location: 'Roma', status: 'enrolment', accreditationOpensAt: '', ...over };
}
function enrolment(over: Record<string, unknown> = {}, comp = competition()) {
  return {
    id: 'e1',
    collectionId: 'pbc_enrolments',
    collectionName: 'enrolments',
    competition: comp.id,
    couple: 'k1',
    owner: 'u1',
    circuit: 'ci1',
    notes: '',
    attachments: [],
    paymentReceived: false,
    present: false,
    status: 'missing_payment',
    kata: 'nage-no-kata',
    toriName: 'Giulia Verdi',
    ukeName: 'Sara Russo',
    clubs: '01IT0001',
    search: '',
    toriVerified: true,
    ukeVerified: true,
    coupleVerified: true,
    created: '',
    updated: '',
    expand: { competition: comp, circuit: { id: 'ci1', name: 'Open' } },
    ...over,
  };
}

describe('self-accreditation rules', () => {
  const ready = flagsOf({ toriVerified: true, ukeVerified: true, coupleVerified: true, paymentReceived: true });
  const now = Date.parse('2027-03-09T12:00:00Z');
  const c = { date: '2027-03-10 09:00:00.000Z', accreditationOpensAt: '2027-03-09 08:00:00.000Z', status: 'accreditation' };
  it('is open from the accreditation opening until the start, once verified and paid', () => {
    expect(selfAccreditation(c, ready, now)).toEqual({ allowed: true });
    expect(selfAccreditation(c, ready, Date.parse('2027-03-09T07:59:59Z'))).toMatchObject({ allowed: false, reason: 'notYet' });
    expect(selfAccreditation(c, ready, Date.parse('2027-03-10T09:00:00Z'))).toMatchObject({ allowed: false, reason: 'started' });
    expect(selfAccreditation(c, { ...ready, paymentReceived: false }, now)).toMatchObject({ allowed: false, reason: 'notReady' });
    expect(selfAccreditation({ ...c, status: 'archived' }, ready, now)).toMatchObject({ allowed: false, reason: 'closed' });
  });
  it('opens the day before when no opening is set, and revoking needs no prerequisites', () => {
    const noOpening = { ...c, accreditationOpensAt: '' };
    expect(selfAccreditation(noOpening, ready, Date.parse('2027-03-09T09:00:00Z'))).toEqual({ allowed: true });
    expect(selfAccreditation(noOpening, ready, Date.parse('2027-03-09T08:59:00Z'))).toMatchObject({ reason: 'notYet' });
    expect(selfAccreditation(c, flagsOf({ present: true }), now)).toEqual({ allowed: true });
  });
});

describe('/reserved/enrolments', () => {
  it('shows the empty state with the way to enrol', async () => {
    loginAs('athlete');
    server.use(http.get('*/api/collections/enrolments/records', () => page([])));
    renderRoute('/reserved/enrolments');
    expect(await screen.findByRole('heading', { name: 'No enrolments found' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Enrol a couple' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'My couples' })).toHaveAttribute('href', '/reserved/registry');
  });

  it("an admin finds every competition's desk beside their own enrolments; an athlete does not", async () => {
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/enrolments/records', () => page([])),
      http.get('*/api/collections/competitions/records', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return page([competition({ organizers: ['o9'] }), competition({ id: 'c2', name: 'Trofeo', status: 'accreditation', organizers: ['o8'] })]);
      }),
    );
    loginAs('admin');
    const { unmount } = renderRoute('/reserved/enrolments');
    const desks = await screen.findByRole('region', { name: "The competitions' enrolments" });
    expect(within(desks).getByRole('link', { name: 'Desk of Coppa Test' })).toHaveAttribute('href', '/reserved/enrolments/c1');
    expect(within(desks).getByRole('link', { name: 'Desk of Trofeo' })).toHaveAttribute('href', '/reserved/enrolments/c2');
    // every competition, not only those listing the admin
    expect(filters.at(-1)).not.toMatch(/organizers/);
    unmount();
    loginAs('organizer', { id: 'o9' });
    const again = renderRoute('/reserved/enrolments');
    await screen.findByRole('region', { name: "The competitions' enrolments" });
    expect(filters.at(-1)).toMatch(/organizers\.id \?= "o9"/);
    again.unmount();
    loginAs('athlete');
    renderRoute('/reserved/enrolments');
    await screen.findByRole('heading', { name: 'No enrolments found' });
    expect(screen.queryByRole('region', { name: "The competitions' enrolments" })).toBeNull();
  });

  it('shows each enrolment with its flags and status; self-accreditation disabled with the reason', async () => {
    loginAs('athlete');
    let filter = '';
    server.use(
      http.get('*/api/collections/enrolments/records', ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter') ?? '';
        return page([enrolment()]);
      }),
    );
    renderRoute('/reserved/enrolments');
    const card = await screen.findByRole('article', { name: 'Giulia Verdi – Sara Russo' });
    expect(filter).toContain('owner = "u1"');
    expect(within(card).getByText('Missing payment')).toBeInTheDocument();
    expect(within(card).getByText('Payment not received')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Coppa Test' })).toHaveAttribute('href', '/competitions/c1');
    const accredit = within(card).getByRole('button', { name: 'Mark Giulia Verdi – Sara Russo present' });
    expect(accredit).toBeDisabled();
    expect(within(card).getByText(/Self-accreditation opens on/)).toBeInTheDocument();
  });

  it('self-accredits with one click inside the window', async () => {
    loginAs('athlete');
    const comp = competition({ status: 'accreditation', date: iso(Date.now() + DAY), accreditationOpensAt: iso(Date.now() - DAY) });
    let present = false;
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/custom/competitions/c1/board', () => HttpResponse.json({ rows: [] })),
      http.get('*/api/collections/enrolments/records', () => page([enrolment({ paymentReceived: true, present, status: present ? 'in_competition' : 'waiting_accreditation' }, comp)])),
      http.patch('*/api/collections/enrolments/records/e1', async ({ request }) => {
        const body = (await request.json()) as { present: boolean };
        bodies.push(body);
        present = body.present;
        return HttpResponse.json(enrolment({ present }, comp));
      }),
    );
    const success = vi.spyOn(toast, 'success');
    renderRoute('/reserved/enrolments');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Giulia Verdi – Sara Russo present' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved', 'You are accredited: the couple is present.'));
    expect(bodies).toEqual([{ present: true }]);
    expect(await screen.findByRole('button', { name: 'Revoke the presence of Giulia Verdi – Sara Russo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('In competition')).toBeInTheDocument();
  });

  it('enrols in one multipart request with a JSON part; "no circuit" is shown next to the couple', async () => {
    loginAs('athlete');
    const sent: FormData[] = [];
    server.use(
      http.get('*/api/collections/enrolments/records', () => page([])),
      http.get('*/api/collections/competitions/records', () => page([competition()])),
      http.get('*/api/collections/couples/records', () =>
        page([{ id: 'k1', owner: 'u1', tori: 'a1', uke: 'a2', kata: 'nage-no-kata', verified: true, expand: { tori: { id: 'a1', name: 'Giulia', surname: 'Verdi' }, uke: { id: 'a2', name: 'Sara', surname: 'Russo' } } }]),
      ),
      http.post('*/api/collections/enrolments/records', async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json(
          { status: 400, message: 'Failed to create record.', data: { couple: { code: 'no_circuit', message: 'No circuit fits.' } } },
          { status: 400 },
        );
      }),
    );
    const error = vi.spyOn(toast, 'error');
    renderRoute('/reserved/enrolments');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Enrol a couple' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Enrol a couple' });
    // Required fields first.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findAllByText('The field is required')).toHaveLength(2);

    const [competitionDropdown, coupleDropdown] = Array.from(dialog.querySelectorAll<HTMLElement>('.p-dropdown'));
    await userEvent.click(competitionDropdown!);
    await userEvent.click(await screen.findByText(/Coppa Test ·/));
    await userEvent.click(coupleDropdown!);
    await userEvent.click(await screen.findByText(/Giulia Verdi – Sara Russo ·/));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes for the organizers' }), 'Paid today');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('receipt.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(await within(dialog).findByText('No circuit of this competition fits this couple (kata, belts or ages)')).toBeInTheDocument();
    // Said once, next to the couple: no second, generic "Create failed".
    expect(error).not.toHaveBeenCalled();
    const fd = sent[0]!;
    expect(JSON.parse(String(fd.get('@jsonPayload')))).toEqual({ competition: 'c1', couple: 'k1', notes: 'Paid today', owner: 'u1' });
    expect(fd.getAll('attachments')).toHaveLength(1); // (jsdom's round trip drops the file name)
  });

  const twoCouples = () =>
    page([
      { id: 'k1', owner: 'u1', tori: 'a1', uke: 'a2', kata: 'nage-no-kata', verified: true, expand: { tori: { id: 'a1', name: 'Giulia', surname: 'Verdi' }, uke: { id: 'a2', name: 'Sara', surname: 'Russo' } } },
      { id: 'k2', owner: 'u1', tori: 'a3', uke: 'a4', kata: 'ju-no-kata', verified: true, expand: { tori: { id: 'a3', name: 'Kenji', surname: 'Tanaka' }, uke: { id: 'a4', name: 'Elena', surname: 'Romano' } } },
    ]);

  it('does not offer a couple already enrolled in the chosen competition', async () => {
    loginAs('athlete');
    server.use(
      http.get('*/api/collections/enrolments/records', () => page([enrolment()])),
      http.get('*/api/collections/competitions/records', () => page([competition()])),
      http.get('*/api/collections/couples/records', twoCouples),
    );
    renderRoute('/reserved/enrolments');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Enrol a couple' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Enrol a couple' });
    const [competitionDropdown, coupleDropdown] = Array.from(dialog.querySelectorAll<HTMLElement>('.p-dropdown'));
    await userEvent.click(competitionDropdown!);
    await userEvent.click(await screen.findByText(/Coppa Test ·/));
    await userEvent.click(coupleDropdown!);
    expect(await screen.findByText(/Kenji Tanaka – Elena Romano ·/)).toBeInTheDocument();
    expect(screen.queryByText(/Giulia Verdi – Sara Russo ·/)).toBeNull();
  });

  it('asks before Back drops what was typed in the dialog', async () => {
    loginAs('athlete');
    server.use(
      http.get('*/api/collections/enrolments/records', () => page([])),
      http.get('*/api/collections/competitions/records', () => page([competition()])),
      http.get('*/api/collections/couples/records', twoCouples),
      // The dashboard Back returns to: no judge linked to this account, no inquiry filed.
      http.get('*/api/collections/judges/records', () => page([])),
      http.get('*/api/collections/inquiries/records', () => page([])),
    );
    const { router } = renderRoute('/reserved');
    await router.navigate('/reserved/enrolments');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Enrol a couple' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Enrol a couple' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes for the organizers' }), 'Paid today');
    void router.navigate(-1);
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/reserved/enrolments');
    expect(within(screen.getByRole('dialog', { name: 'Enrol a couple' })).getByRole('textbox', { name: 'Notes for the organizers' })).toHaveValue('Paid today');
    void router.navigate(-1);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserved'));
  });

  it('deletes after a confirmation while enrolment is open', async () => {
    loginAs('athlete');
    let deleted = false;
    server.use(
      http.get('*/api/collections/enrolments/records', () => page(deleted ? [] : [enrolment()])),
      http.delete('*/api/collections/enrolments/records/e1', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/reserved/enrolments');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete – Giulia Verdi – Sara Russo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the enrolment' });
    expect(confirm).toHaveTextContent('Do you really want to delete the enrolment of Giulia Verdi – Sara Russo in Coppa Test?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No enrolments found' })).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('offers no delete once enrolment has closed', async () => {
    loginAs('athlete');
    server.use(
      http.get('*/api/custom/competitions/c1/board', () => HttpResponse.json({ rows: [] })),
      http.get('*/api/collections/enrolments/records', () => page([enrolment({}, competition({ status: 'accreditation' }))])),
    );
    renderRoute('/reserved/enrolments');
    await screen.findByRole('article', { name: 'Giulia Verdi – Sara Russo' });
    expect(screen.queryByRole('button', { name: 'Delete – Giulia Verdi – Sara Russo' })).toBeNull();
  });
});

describe('running time of my couple', () => {
  it('shows when the couple performs once its poule has a tatami and a start time', async () => {
    loginAs('athlete');
    const comp = competition({ status: 'ongoing', date: iso(Date.now()) });
    // A poule on tatami 2 starting in two hours (on a five-minute mark): the couple is second, after an 8-minute slot.
    const step = 5 * 60_000;
    const start = Math.ceil((Date.now() + 2 * 3600_000) / step) * step;
    const row = {
      id: 'l1', competition: 'c1', poule: 'p1', updated: '', frozen: false,
      data: {
        id: 'p1', name: 'A', tatami: 2, startsAt: iso(start), duration: 480, kata: 'nage-no-kata', circuitName: 'Open', circuitOrder: 1, phase: 'group', last: null,
        entries: [
          { id: 'd0', enrolment: 'e0', order: 1, performedAt: '', tori: 'A', uke: 'B', clubs: '', scored: false, points: 0, rank: 0 },
          { id: 'd1', enrolment: 'e1', order: 2, performedAt: '', tori: 'Giulia Verdi', uke: 'Sara Russo', clubs: '', scored: false, points: 0, rank: 0 },
        ],
      },
    };
    server.use(
      // The public board document (src/lib/board) carries the rows.
      http.get('*/api/custom/competitions/c1/board', () => HttpResponse.json({ rows: [row] })),
      http.get('*/api/collections/enrolments/records', () => page([enrolment({ status: 'in_competition', paymentReceived: true, present: true }, comp)])),
    );
    renderRoute('/reserved/enrolments');
    const note = await screen.findByTestId('running-time-e1');
    // One 8-minute slot after the start (forecasts are shown to the minute).
    const at = new Date(start + 8 * 60_000);
    const expected = new Intl.DateTimeFormat('en-GB', at.toDateString() === new Date().toDateString() ? { timeStyle: 'short' } : { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
    expect(note).toHaveTextContent(`Your couple performs around ${expected} on tatami 2`);
  });
});

describe('order of my enrolments', () => {
  it('puts the next competition first and archived ones last, latest first', async () => {
    const { upcomingFirst } = await import('./api');
    const e = (id: string, status: string) => ({ id, expand: { competition: { status } } }) as never;
    const ids = upcomingFirst([e('old1', 'archived'), e('old2', 'archived'), e('next', 'accreditation'), e('later', 'enrolment')]).map((x: { id: string }) => x.id);
    expect(ids).toEqual(['next', 'later', 'old2', 'old1']);
  });
});
