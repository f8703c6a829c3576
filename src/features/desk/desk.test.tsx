// The accreditation desk against a mocked API (MSW): search, circuit/club/status filters combined,
// counts per status, the toggles, the couple's notes and attachments (file token), the export
// ('Export failed' on error) and the read-only view of an athlete or of another competition's organizer.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, notFound } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import readXlsxFile from 'read-excel-file/node';
import { bytesOf } from '@/test/blobs';

beforeAll(async () => {
  await i18n.loadNamespaces(['desk', 'enrolments']);
  // The XLSX writer is a chunk the page loads on first use; its first transform on a busy machine
  // takes seconds, which would be measured inside the export test instead of here.
  await import('write-excel-file/universal');
});

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const base = { competition: 'c1', owner: 'o1', toriVerified: true, ukeVerified: true, coupleVerified: true, present: false, kata: 'nage-no-kata', attachments: [], notes: '', updated: '2026-11-23 10:00:00.000Z' };
const rows = [
  { ...base, id: 'e1', couple: 'k1', toriName: 'Giulia Verdi', ukeName: 'Sara Russo', status: 'missing_payment', paymentReceived: false, circuit: 'ci1', clubs: '01IT0001' },
  { ...base, id: 'e2', couple: 'k2', toriName: 'Kenji Tanaka', ukeName: 'Elena Romano', status: 'waiting_accreditation', paymentReceived: true, circuit: 'ci2', clubs: '01IT0002 01IT0001' },
  { ...base, id: 'e3', couple: 'k3', toriName: 'Luca Neri', ukeName: 'Marco Bianchi', status: 'missing_payment', paymentReceived: false, circuit: 'ci2', clubs: '01IT0002', notes: 'Paid by bank transfer', attachments: ['receipt_abc1234567.pdf'] },
];
const competition = { id: 'c1', collectionId: 'pbc_comp', collectionName: 'competitions', name: 'Coppa Test', exportId: 'CT-1', status: 'accreditation', organizers: ['u1'], commissioners: [] };
/** loginAs('organizer') signs in as u1, the organizer of the competition; anybody else has another id. */
const anotherOrganizer = { id: 'u2' };
const circuits = [
  { id: 'ci1', competition: 'c1', name: 'Esordienti', order: 1 },
  { id: 'ci2', competition: 'c1', name: 'Open', order: 2 },
];

/** The desk's reads: the list (answer per request), the competition and its circuits. */
function serve(answer: (url: URL) => Response = () => list(rows)) {
  server.use(
    http.get('*/api/collections/enrolments/records', ({ request }) => answer(new URL(request.url))),
    http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition)),
    http.get('*/api/collections/circuits/records', () => list(circuits)),
    http.get('*/api/custom/competitions/c1/qualifications', () => HttpResponse.json({ items: [] })),
  );
}

const items = (listEl: HTMLElement) => [...listEl.querySelectorAll(':scope > li')].map((li) => li.getAttribute('aria-label'));

/** Picks an option of a PrimeReact dropdown named `label`. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }).closest<HTMLElement>('.p-dropdown')!);
  await userEvent.click(await screen.findByText(option, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
}

/** Catches the downloads (object URL + anchor click) instead of navigating. */
function catchDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | null = null;
  const create = vi.fn((b: Blob) => {
    last = b;
    return 'blob:desk';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return { files, restore: () => click.mockRestore() };
}

describe('/reserved/enrolments/:competitionID desk', () => {
  it('organizer: search, counts per status, filter and toggling the payment', async () => {
    loginAs('organizer');
    const updates: unknown[] = [];
    serve();
    server.use(
      http.patch('*/api/collections/enrolments/records/e1', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ ...rows[0], paymentReceived: true, status: 'waiting_accreditation', updated: '2026-11-23 10:00:01.000Z' });
      }),
    );
    renderRoute('/reserved/enrolments/c1');
    const listEl = await screen.findByRole('list', { name: 'Enrolments' });
    expect(listEl.querySelectorAll(':scope > li')).toHaveLength(3);
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'Missing payment 2' })).toBeInTheDocument();
    fireEvent.click(within(chips).getByRole('button', { name: 'Waiting for accreditation 1' }));
    await waitFor(() => expect(listEl.querySelectorAll(':scope > li')).toHaveLength(1));
    fireEvent.click(within(chips).getByRole('button', { name: 'All 3' }));
    fireEvent.change(screen.getByLabelText('Search by athlete name'), { target: { value: 'verdi' } });
    await waitFor(() => expect(listEl.querySelectorAll(':scope > li')).toHaveLength(1));
    const pay = await screen.findByRole('button', { name: 'Paid: Giulia Verdi – Sara Russo' });
    expect(pay).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Paid: Giulia Verdi – Sara Russo' })).toHaveAttribute('aria-pressed', 'true'));
    expect(updates).toEqual([{ paymentReceived: true }]);
  });

  it('circuit and club filters combine with the search and the status; counts follow them', async () => {
    loginAs('admin');
    serve();
    renderRoute('/reserved/enrolments/c1');
    const listEl = await screen.findByRole('list', { name: 'Enrolments' });
    // Each couple shows its circuit, kata and clubs.
    expect(within(screen.getByRole('listitem', { name: 'Kenji Tanaka – Elena Romano' })).getByText('Open · Nage-no-kata · 01IT0002, 01IT0001')).toBeInTheDocument();
    await choose('Circuit', 'Open');
    await waitFor(() => expect(items(listEl)).toEqual(['Kenji Tanaka – Elena Romano', 'Luca Neri – Marco Bianchi']));
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'All 2' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Missing payment 1' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 couples')).toBeInTheDocument();
    fireEvent.click(within(chips).getByRole('button', { name: 'Missing payment 1' }));
    await waitFor(() => expect(items(listEl)).toEqual(['Luca Neri – Marco Bianchi']));
    // A club matches either athlete: 01IT0001 is only the uke's club of an Open couple, which has paid;
    // the chosen status stays offered with its count of 0.
    await choose('Club', '01IT0001');
    expect(await screen.findByRole('heading', { name: 'No enrolments found' })).toBeInTheDocument();
    expect(screen.getByText('No couple matches the search or the filter.')).toBeInTheDocument();
    fireEvent.click(within(chips).getByRole('button', { name: 'Missing payment 0' }));
    fireEvent.click(within(chips).getByRole('button', { name: 'All 1' }));
    expect(items(await screen.findByRole('list', { name: 'Enrolments' }))).toEqual(['Kenji Tanaka – Elena Romano']);
    fireEvent.change(screen.getByLabelText('Search by athlete name'), { target: { value: 'ROMANO kenji' } });
    const again = await screen.findByRole('list', { name: 'Enrolments' });
    expect(items(again)).toEqual(['Kenji Tanaka – Elena Romano']);
    fireEvent.change(screen.getByLabelText('Search by athlete name'), { target: { value: 'verdi' } });
    expect(await screen.findByRole('heading', { name: 'No enrolments found' })).toBeInTheDocument();
    // Back to all clubs and circuits: the search alone.
    await choose('Club', 'All clubs');
    await choose('Circuit', 'All circuits');
    expect(items(await screen.findByRole('list', { name: 'Enrolments' }))).toEqual(['Giulia Verdi – Sara Russo']);
  });

  it('filters come from the URL (a reload keeps them)', async () => {
    loginAs('organizer');
    serve();
    renderRoute('/reserved/enrolments/c1?circuit=ci2&status=missing_payment&q=bianchi');
    const listEl = await screen.findByRole('list', { name: 'Enrolments' });
    expect(items(listEl)).toEqual(['Luca Neri – Marco Bianchi']);
    expect(screen.getByLabelText('Search by athlete name')).toHaveValue('bianchi');
    expect(within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'Missing payment 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("organizer reads a couple's notes and opens an attachment with a file token", async () => {
    loginAs('organizer');
    serve();
    server.use(
      http.get('*/api/collections/enrolments/records/e3', () =>
        HttpResponse.json({ ...rows[2], collectionId: 'pbc_enrol', collectionName: 'enrolments', notes: 'Paid by bank transfer on Monday, receipt attached.' }),
      ),
      http.post('*/api/files/token', () => HttpResponse.json({ token: 'file-token-1' })),
      // A protected file: served only with the file token.
      http.get('*/api/files/pbc_enrol/e3/receipt_abc1234567.pdf', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'file-token-1' ? new HttpResponse('%PDF-1.4 receipt', { headers: { 'Content-Type': 'application/pdf' } }) : new HttpResponse(null, { status: 404 }),
      ),
    );
    const downloads = catchDownloads();
    renderRoute('/reserved/enrolments/c1');
    await screen.findByRole('list', { name: 'Enrolments' });
    // Only couples with notes or attachments offer them.
    expect(screen.queryByRole('button', { name: 'Notes and attachments: Giulia Verdi – Sara Russo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notes and attachments: Luca Neri – Marco Bianchi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes and attachments – Luca Neri – Marco Bianchi' });
    const notes = within(dialog).getByLabelText('Notes for the organizers');
    expect(notes).toHaveValue('Paid by bank transfer on Monday, receipt attached.');
    expect(notes).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: /Delete the attachment/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'receipt.pdf' }));
    // Fetched with the token and saved under the name shown, not PocketBase's stored name.
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.name).toBe('receipt.pdf');
    expect(await downloads.files[0]!.blob.text()).toBe('%PDF-1.4 receipt');
  });

  it("a couple's notes that cannot be read: 'Load failed', no dialog", async () => {
    loginAs('organizer');
    serve();
    server.use(http.get('*/api/collections/enrolments/records/e3', () => HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 })));
    const error = vi.spyOn(toast, 'error');
    renderRoute('/reserved/enrolments/c1');
    await screen.findByRole('list', { name: 'Enrolments' });
    await userEvent.click(screen.getByRole('button', { name: 'Notes and attachments: Luca Neri – Marco Bianchi' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Load failed', expect.any(String)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('export: every enrolment read afresh, as a CSV and an XLSX that parse; "Export failed" when the read fails', async () => {
    loginAs('organizer');
    let exportReads = 0;
    let failExport = false;
    serve((url) => {
      if (url.searchParams.get('fields')?.startsWith('toriName,')) {
        exportReads++;
        if (failExport) return HttpResponse.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 });
      }
      return list(rows);
    });
    const downloads = catchDownloads();
    const error = vi.spyOn(toast, 'error');
    renderRoute('/reserved/enrolments/c1');
    await screen.findByRole('list', { name: 'Enrolments' });
    // Filters do not narrow the export: it is the competition's list.
    fireEvent.change(screen.getByLabelText('Search by athlete name'), { target: { value: 'verdi' } });
    const group = await screen.findByRole('group', { name: 'Export the enrolments' });
    await userEvent.click(within(group).getByRole('button', { name: 'Export the enrolments as CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.name).toBe('ct-1-enrolments.csv');
    const csv = (await bytesOf(downloads.files[0]!.blob)).toString('utf8');
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      '\ufeffExport code,Couple,Tori,Uke,Kata,Circuit,Clubs,Status,Payment received,Present',
      'CT-1,Giulia Verdi – Sara Russo,Giulia Verdi,Sara Russo,Nage-no-kata,Esordienti,01IT0001,Missing payment,No,No',
      'CT-1,Kenji Tanaka – Elena Romano,Kenji Tanaka,Elena Romano,Nage-no-kata,Open,"01IT0002, 01IT0001",Waiting for accreditation,Yes,No',
      'CT-1,Luca Neri – Marco Bianchi,Luca Neri,Marco Bianchi,Nage-no-kata,Open,01IT0002,Missing payment,No,No',
    ]);
    // The buttons stay disabled until the running export settles (after its download): a click before
    // that is ignored, as it is for the user.
    const xlsx = within(group).getByRole('button', { name: 'Export the enrolments as XLSX' });
    await waitFor(() => expect(xlsx).toBeEnabled());
    await userEvent.click(xlsx);
    await waitFor(() => expect(downloads.files).toHaveLength(2));
    expect(downloads.files[1]?.name).toBe('ct-1-enrolments.xlsx');
    const [sheet] = await readXlsxFile(await bytesOf(downloads.files[1]!.blob));
    expect(sheet?.sheet).toBe('CT-1 enrolments');
    expect(sheet?.data).toHaveLength(4);
    expect(sheet?.data[2]).toEqual(['CT-1', 'Kenji Tanaka – Elena Romano', 'Kenji Tanaka', 'Elena Romano', 'Nage-no-kata', 'Open', '01IT0002, 01IT0001', 'Waiting for accreditation', 'Yes', 'No']);
    expect(exportReads).toBe(2);
    failExport = true;
    const csvButton = within(group).getByRole('button', { name: 'Export the enrolments as CSV' });
    await waitFor(() => expect(csvButton).toBeEnabled());
    await userEvent.click(csvButton);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Export failed', expect.any(String)));
    expect(downloads.files).toHaveLength(2);
    downloads.restore();
  });

  it('athlete: only what the server returns (their own), without desk toggles nor export', async () => {
    loginAs('athlete', { id: 'a1' });
    serve(() => list([rows[1]]));
    renderRoute('/reserved/enrolments/c1');
    const item = await screen.findByRole('listitem', { name: 'Kenji Tanaka – Elena Romano' });
    expect(within(item).queryByRole('button')).toBeNull();
    expect(await screen.findByText('Coppa Test', { exact: false })).toHaveTextContent('Coppa Test · Your enrolments in this competition (read-only).');
    expect(screen.queryByRole('group', { name: 'Export the enrolments' })).toBeNull();
  });

  it('an organizer of another competition: read-only, like the server (its writes are refused them)', async () => {
    loginAs('organizer', anotherOrganizer);
    serve(() => list([rows[1]]));
    renderRoute('/reserved/enrolments/c1');
    const item = await screen.findByRole('listitem', { name: 'Kenji Tanaka – Elena Romano' });
    expect(await screen.findByText('Coppa Test', { exact: false })).toHaveTextContent('Coppa Test · Your enrolments in this competition (read-only).');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scan a QR code' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Export the enrolments' })).toBeNull();
  });

  it('empty competition: the empty state', async () => {
    loginAs('admin');
    serve(() => list([]));
    server.use(http.get('*/api/collections/competitions/records/c1', () => notFound()));
    renderRoute('/reserved/enrolments/c1');
    expect(await screen.findByRole('heading', { name: 'No enrolments found' })).toBeInTheDocument();
  });
});
