// The supervisor's screen, its data mocked: a seat whose tablet is in use shows that tablet (its
// judge, its state) and offers to replace it, asking first, instead of a code that would sign it out;
// sending a sheet back asks, with a message for the judge; every validated couple can be reopened.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '@/lib/core/i18n';
import type { Seat } from '@/features/results/judge/supervisorApi';
import SupervisorPage from './SupervisorPage';

// The clock stands still (only Date is faked, timers run): "seen 10 s ago" must not read 11 s on a
// busy machine where rendering takes a second after the marks were stamped.
vi.useFakeTimers({ toFake: ['Date'] });

const ago = (ms: number) => new Date(Date.now() - ms).toISOString().replace('T', ' ');
const later = new Date(Date.now() + 6 * 3600_000).toISOString().replace('T', ' ');
const seat = (n: number, over: Partial<Seat> = {}): Seat => ({ id: `s${n}`, competition: 'c1', tatami: 1, seat: n, judge: `j${n}`, expires: later, lastSeenAt: '', queued: 0, battery: null, ...over });
const draw = (order: number, over: Record<string, unknown> = {}) => ({ id: `d${order}`, poule: 'p1', order, toriName: `Tori ${order}`, ukeName: `Uke ${order}`, clubs: [], validated: false, absence: '', ...over });

const mocks = vi.hoisted(() => ({
  code: vi.fn(),
  revoke: vi.fn(),
  sendBack: vi.fn(),
  seats: [] as Seat[],
  draws: [] as ReturnType<typeof draw>[],
  evaluations: [] as Record<string, unknown>[],
}));

vi.mock('../officialPoule', () => ({
  useOfficialPoule: () => ({
    competition: { data: { id: 'c1', status: 'ongoing', supervised: true, scoring: 'ijf' } },
    staff: false,
    official: true,
    loading: false,
    draws: { data: mocks.draws },
    sheets: { data: [] },
    published: [{ id: 'p1', name: 'A', tatami: 1, judges: 3, kata: 'nage-no-kata', published: true }],
    poule: { id: 'p1', name: 'A', tatami: 1, judges: 3, kata: 'nage-no-kata', published: true },
    evaluations: { data: mocks.evaluations },
  }),
}));
vi.mock('@/features/results/judge/supervisorApi', async (original) => ({
  ...(await original<typeof import('@/features/results/judge/supervisorApi')>()),
  useCompetitionJudges: () => ({ data: [1, 2, 3].map((n) => ({ id: `j${n}`, name: `Judge ${n}`, club: '' })) }),
  useLivePoule: () => undefined,
  useLiveSeats: () => undefined,
  useSeats: () => ({ data: mocks.seats }),
  useSeatCode: () => ({ mutate: mocks.code, isPending: false }),
  useRevokeSeat: () => ({ mutate: mocks.revoke }),
  useSendBack: () => ({ mutateAsync: mocks.sendBack, isPending: false }),
  useValidate: () => ({ mutate: vi.fn(), isPending: false }),
  useReopen: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useSavePanel: () => ({ mutate: vi.fn(), isPending: false }),
  useAddJudge: () => ({ mutate: vi.fn(), isPending: false }),
  useJoinJudges: () => vi.fn(),
}));
// The calibration panel (its own tests: tests/calibration.test.ts): no round on the tatami.
vi.mock('../calibrationApi', async (original) => {
  const idle = { mutate: vi.fn(), isPending: false };
  return { ...(await original<typeof import('../calibrationApi')>()), useCalibrationRounds: () => ({ data: [] }), useCalibration: () => ({ data: undefined }), useCalibrationActions: () => ({ start: idle, reference: idle, close: idle }) };
});
vi.mock('@/features/results/judge/qualificationsApi', async (original) => ({ ...(await original<typeof import('@/features/results/judge/qualificationsApi')>()), useQualifications: () => ({ data: [] }) }));
// The competition's circuits have no switches here: every poule is scored under the preset.
vi.mock('@/features/results/circuitRules', async () => {
  const { competitionRules } = await import('@/features/results/scoring');
  return { useCircuitRules: () => (competition: Parameters<typeof competitionRules>[0]) => competitionRules(competition) };
});
vi.mock('../components/NotOngoingNotice', () => ({ NotOngoingNotice: () => null }));
vi.mock('@/features/results/components/HallScreens', () => ({ HallScreens: () => null }));
vi.mock('@/lib/core/publicUrl', async (original) => ({ ...(await original<typeof import('@/lib/core/publicUrl')>()), usePublicAppUrl: () => 'https://kata.example' }));

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/c1/p1']}>
        <Routes>
          <Route path="/:competitionID/:tabelem" element={<SupervisorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mocks.code.mockReset();
  mocks.revoke.mockReset();
  mocks.sendBack.mockReset().mockResolvedValue({});
  mocks.seats = [seat(1, { lastSeenAt: ago(10_000) }), seat(2), seat(3, { expires: '' })];
  mocks.draws = [draw(1, { validated: true }), draw(2, { validated: true }), draw(3), draw(4, { absence: 'withdrawn' })];
  mocks.evaluations = [{ id: 'e1', draw: 'd3', judge: 1, marks: [], returned: false, shadow: false, namedJudge: 'j1' }];
});

describe("a seat's tablet", () => {
  it('in use: shows the tablet and its judge; replacing it asks first, and only then asks for a new code', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Setup/ }));
    const panel = screen.getByRole('region', { name: /Panel of tatami 1/ });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]!.textContent).toMatch(/Judge 1's tablet in use · Online, seen 10 s ago/);
    expect(within(rows[0]!).queryByRole('button', { name: 'Show code' })).toBeNull();
    // A code handed out with no tablet yet, and a seat with none: their code is shown or made.
    expect(rows[1]!.textContent).toContain('Code given, no tablet opened yet');
    expect(within(rows[1]!).getByRole('button', { name: 'Show code' })).toBeEnabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Show code' })).toBeEnabled();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Replace the tablet of seat 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Replace the tablet of seat 1?' });
    expect(ask.textContent).toContain("Judge 1's tablet is judging on seat 1 (Online, seen 10 s ago)");
    expect(ask.textContent).toContain('marks it has not sent stay on it');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(mocks.code).not.toHaveBeenCalled();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Replace the tablet of seat 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace the tablet of seat 1?' })).getByRole('button', { name: 'Sign it out and show a new code' }));
    expect(mocks.code).toHaveBeenCalledWith({ seat: 's1', replace: true }, expect.anything());

    // Revoking a tablet in use asks too.
    await user.click(within(rows[0]!).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('dialog', { name: 'Revoke the tablet of seat 1?' })).toBeInTheDocument();
    expect(mocks.revoke).not.toHaveBeenCalled();
  });

  it('not in use: Show code asks for a code without replacing anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Setup/ }));
    const rows = within(screen.getByRole('region', { name: /Panel of tatami 1/ })).getAllByRole('listitem');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Show code' }));
    expect(mocks.code).toHaveBeenCalledWith({ seat: 's2' }, expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the couple on the mat', () => {
  it('sending a sheet back asks, with a message for the judge', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send the sheet of seat 1 back to its judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the sheet of seat 1 back' });
    expect(dialog.textContent).toContain('Judge 1 gets the sheet of Tori 3 – Uke 3 back');
    expect(mocks.sendBack).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to the judge' }), '  Item 3: check the mark ');
    await user.click(within(dialog).getByRole('button', { name: 'Send the sheet back' }));
    expect(mocks.sendBack).toHaveBeenCalledWith({ evaluation: 'e1', note: 'Item 3: check the mark' });
  });

  it('every validated couple can be reopened, not only the last one', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reopen couple 2' })).toBeInTheDocument();
    expect(screen.getByText('1 more validated couple')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen couple 1', hidden: true })).toBeInTheDocument();
  });
});
