// Public tabs from the snapshot (draws, results with judges on demand, leaderboard live/frozen), the
// officials' way in, and the score sheet's live totals.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import '@/lib/core/i18n';
import { ScoreSheet } from './components/ScoreSheet';
import type { LeaderboardRow } from '@/lib/board/snapshot';
import { boardTiming } from '@/lib/board/board';
import type { Scale, SheetItem } from './scoring';

const competition = {
  id: 'c1',
  collectionName: 'competitions',
  name: 'Coppa',
  date: '2027-03-10 09:00:00.000Z',
  endDate: '',
  location: '',
  organizers: ['org1'],
  commissioners: ['com1'],
  details: '',
  rules: '',
  logo: '',
  status: 'ongoing',
  leaderboardFrozen: false,
  pouleSplitAt: 0,
  finalists: 0,
  created: '',
  updated: '',
};

/** The competition's leaderboard rows as the server writes them: one per published poule. */
function snapshot(frozen = false): LeaderboardRow[] {
  const entry = (id: string, order: number, tori: string, scored: boolean, points: number, rank: number) => ({
    id,
    enrolment: `e${id}`,
    order,
    tori,
    uke: `${tori} Uke`,
    clubs: '01IT0001',
    scored,
    points,
    rank,
    forgotten: 0,
    big: 0,
    medium: 0,
    small: scored ? 1 : 0,
    judgeTotals: scored ? [169, 170, 170] : [null, null, null],
  });
  return [
    {
      id: 'lb1',
      competition: 'c1',
      poule: 'p1',
      frozen,
      updated: '2027-03-10 10:00:00.000Z',
      data: {
        id: 'p1',
        circuit: 'ci1',
        circuitName: 'Open',
        circuitOrder: 0,
        kata: 'nage-no-kata',
        name: 'A',
        phase: 'group',
        judges: 3,
        seed: 'SEED42',
        entries: [entry('d1', 1, 'Anna', true, 509, 1), entry('d2', 2, 'Bruno', false, 0, 0)],
        last: { draw: 'd1', poule: 'p1', at: '2027-03-10 10:00:00.000Z' },
      },
    },
  ];
}

function database(rows: LeaderboardRow[]) {
  server.use(
    http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition)),
    // The public board document (pb_hooks/board.pb.js): the rows in one answer with an ETag.
    http.get('*/api/custom/competitions/c1/board', () => HttpResponse.json({ competition: 'c1', frozen: rows.some((r) => r.frozen), updated: '', rows }, { headers: { ETag: '"v1"' } })),
    http.get('*/api/collections/clubs/records', () =>
      HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [{ id: 'cl1', code: '01IT0001', name: 'ASD Judo Club Roma', city: 'Roma', region: 'Lazio' }] }),
    ),
  );
}

describe('public tabs', () => {
  it('draws: each poule with its order of execution and the seed', async () => {
    database(snapshot());
    renderRoute('/competitions/c1/draws');
    expect(await screen.findByRole('heading', { level: 2, name: 'Open · Nage-no-kata · Group A' })).toBeInTheDocument();
    expect(screen.getByText('SEED42')).toBeInTheDocument();
    const order = document.querySelector('.draw-order') as HTMLElement;
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Anna'), expect.stringContaining('Bruno')]);
    // The club's name from the registry, not its code; screen readers hear each athlete with their club.
    const first = within(order).getAllByRole('listitem')[0] as HTMLElement;
    expect(await within(first).findByText('ASD Judo Club Roma')).toBeInTheDocument();
    expect(first.textContent).not.toContain('01IT0001');
    expect(within(first).getByText('Tori: Anna (ASD Judo Club Roma), Uke: Anna Uke (ASD Judo Club Roma)')).toHaveClass('sr-only');
    // Not an official: no way into the officials' screens.
    expect(screen.queryByRole('group', { name: 'Officials' })).not.toBeInTheDocument();
  });

  it('draws: a seeded couple shows its season seed', async () => {
    const rows = snapshot();
    const [anna, bruno] = rows[0]!.data.entries;
    rows[0]!.data.entries = [anna!, { ...bruno!, seededRank: 1 }];
    database(rows);
    renderRoute('/competitions/c1/draws');
    await screen.findByRole('heading', { level: 2, name: 'Open · Nage-no-kata · Group A' });
    const order = document.querySelector('.draw-order') as HTMLElement;
    const [first, second] = within(order).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(second).getByText('Seed 1')).toBeInTheDocument();
    expect(first.textContent).not.toMatch(/Seed/);
  });

  it('results: rank, couple and points; the judges on demand; exports offered', async () => {
    database(snapshot());
    renderRoute('/competitions/c1/results');
    await screen.findByRole('heading', { level: 2, name: 'Open · Nage-no-kata · Group A' });
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(table).getByText('509')).toBeInTheDocument();
    expect(within(table).getByText('Waiting')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Judges' marks of Anna/ }));
    expect(await screen.findByText('169', { selector: '.judge-breakdown dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Open · Nage-no-kata · Group A as CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable page of Open · Nage-no-kata · Group A' })).toHaveAttribute('href', '/competitions/c1/results/p1?print=1');
  });

  /** Bruno's sheets are in, in a supervised competition: the board withholds the judges' totals. */
  const awaiting = () => {
    const rows = snapshot();
    const entries = rows[0]!.data.entries;
    entries[1] = { ...entries[1]!, judgeTotals: [], awaiting: true, performedAt: '2027-03-10 10:05:00.000Z' };
    return rows;
  };

  it('results: a couple awaiting validation says so, without judges to open', async () => {
    database(awaiting());
    renderRoute('/competitions/c1/results');
    await screen.findByRole('heading', { level: 2, name: 'Open · Nage-no-kata · Group A' });
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(table).getByText('Awaiting validation')).toBeInTheDocument();
    expect(within(table).queryByText('Waiting')).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Judges' marks of Anna/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Judges' marks of Bruno/ })).not.toBeInTheDocument();
  });

  it('leaderboard: a couple awaiting validation says so, unplaced', async () => {
    database(awaiting());
    renderRoute('/competitions/c1/leaderboard');
    await screen.findByRole('heading', { level: 3, name: 'Open · Nage-no-kata' });
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(table).getByText('Awaiting validation')).toBeInTheDocument();
    expect(within(table).getByText('509')).toBeInTheDocument();
  });

  it('leaderboard: live disclaimer, standings and the couple just scored', async () => {
    database(snapshot());
    renderRoute('/competitions/c1/leaderboard');
    expect(await screen.findByText(/Just scored: Anna – Anna Uke, 509 points/)).toBeInTheDocument();
    expect(screen.getByText(/updated live during the competition/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Open · Nage-no-kata' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('table')[0] as HTMLElement).getByText('509')).toBeInTheDocument();
  });

  it('leaderboard frozen: the frozen notice instead of the live disclaimer', async () => {
    database(snapshot(true));
    renderRoute('/competitions/c1/leaderboard');
    expect(await screen.findByText('The leaderboard has been frozen by the competition officials. The data may not be up to date.')).toBeInTheDocument();
    expect(screen.queryByText(/updated live during the competition/)).not.toBeInTheDocument();
  });

  it('leaderboard without a realtime stream: polls the board with its ETag, shows the change, never "Live"', async () => {
    // jsdom has no EventSource: the page polls from the start (as a browser that cannot hold the stream).
    const timing = { ...boardTiming };
    Object.assign(boardTiming, { baseMs: 40, maxMs: 80 });
    const seen: (string | null)[] = [];
    let rows = snapshot();
    let version = 1;
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition)),
      http.get('*/api/custom/competitions/c1/board', ({ request }) => {
        const asked = request.headers.get('If-None-Match');
        seen.push(asked);
        const etag = `"v${version}"`;
        if (asked === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
        return HttpResponse.json({ competition: 'c1', frozen: false, updated: '', rows }, { headers: { ETag: etag } });
      }),
    );
    try {
      renderRoute('/competitions/c1/leaderboard');
      expect(await screen.findByText(/Just scored: Anna – Anna Uke, 509 points/)).toBeInTheDocument();
      expect(screen.getByTestId('board-polling')).toHaveTextContent(/Live updates are not available on this connection.*Last checked at \d/);
      expect(screen.queryByText('Live')).not.toBeInTheDocument();
      // Unchanged: the next polls ask with the ETag and get 304.
      await waitFor(() => expect(seen.filter((e) => e === '"v1"').length).toBeGreaterThanOrEqual(2));
      // Bruno is scored: the next poll brings the new document.
      const data = rows[0]!.data;
      rows = [{ ...rows[0]!, updated: '2027-03-10 10:05:00.000Z', data: { ...data, entries: [data.entries[0]!, { ...data.entries[1]!, scored: true, points: 520, rank: 1, judgeTotals: [173, 173, 174] }], last: { draw: 'd2', poule: 'p1', at: '2027-03-10 10:05:00.000Z' } } }];
      version = 2;
      expect(await screen.findByText(/Just scored: Bruno – Bruno Uke, 520 points/)).toBeInTheDocument();
      expect(seen[0]).toBeNull();
    } finally {
      Object.assign(boardTiming, timing);
    }
  });

  it('leaderboard: a competition that is not public (board 404) shows the empty state', async () => {
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition)),
      http.get('*/api/custom/competitions/c1/board', () => HttpResponse.json({ status: 404, message: 'Not found', data: {} }, { status: 404 })),
    );
    renderRoute('/competitions/c1/leaderboard');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('no snapshot yet: the empty states', async () => {
    database([]);
    renderRoute('/competitions/c1/draws');
    expect(await screen.findByText('No draws found')).toBeInTheDocument();
  });
});

describe('officials', () => {
  it('organizers of the competition see the draw management and scoring links', async () => {
    loginAs('organizer', { id: 'org1' });
    database(snapshot());
    renderRoute('/competitions/c1/draws');
    const bar = await screen.findByRole('group', { name: 'Officials' });
    expect(within(bar).getByRole('link', { name: 'Manage the draw' })).toHaveAttribute('href', '/competitions/c1/officials/draw');
    expect(within(bar).getByRole('link', { name: 'Scoring' })).toHaveAttribute('href', '/competitions/c1/officials/scoring');
  });

  it('its commissioners see scoring only; other users nothing', async () => {
    loginAs('commissioner', { id: 'com1' });
    database(snapshot());
    renderRoute('/competitions/c1/results');
    const bar = await screen.findByRole('group', { name: 'Officials' });
    expect(within(bar).queryByRole('link', { name: 'Manage the draw' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Scoring' })).toBeInTheDocument();
  });
});

describe('score sheet', () => {
  const items: SheetItem[] = [
    { key: 'opening', kind: 'opening', name: 'Opening' },
    { key: 't1', kind: 'technique', name: 'Uki-otoshi', group: 'Te-waza' },
    { key: 'closing', kind: 'closing', name: 'Closing' },
  ];
  const scale: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };

  it('live judge total: mistakes subtract, a forgotten technique scores 0 and halves; saves the marks', async () => {
    const onSave = vi.fn();
    render(<ScoreSheet idPrefix="t" items={items} scale={scale} saving={false} corrected={false} onSave={onSave} />);
    const total = () => screen.getByText("Judge's total:").querySelector('output')?.textContent;
    // Nothing marked yet: nothing counted.
    expect(total()).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
    expect(total()).toBe('20');
    await userEvent.click(within(screen.getByRole('group', { name: 'Medium mistakes – Uki-otoshi' })).getByLabelText('1'));
    expect(total()).toBe('27');
    // Only techniques can be forgotten.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: /Forgotten – Uki-otoshi/ }));
    expect(total()).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      { small: 0, medium: 0, big: 0, forgotten: false },
      { small: 0, medium: 0, big: 0, forgotten: true },
      { small: 0, medium: 0, big: 0, forgotten: false },
    ]);
  });

  it('a saved sheet opens for correction', () => {
    const initial = [
      { small: 2, medium: 0, big: 0, forgotten: false },
      { small: 0, medium: 0, big: 1, forgotten: false },
      { small: 0, medium: 0, big: 0, forgotten: false },
    ];
    render(<ScoreSheet idPrefix="c" items={items} scale={scale} initial={initial} saving={false} corrected onSave={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Save correction' })).toBeInTheDocument();
    expect(screen.getByText("Judge's total:").querySelector('output')?.textContent).toBe('23');
  });

  it('Grand Prix: ±½ per item (no +½ on a clean mark), the flow mark after the closing; IJF shows neither', async () => {
    const onSave = vi.fn();
    const rules = { preset: 'grand-prix' as const, flow: true };
    const withFlow = [...items, { key: 'flow', kind: 'flow' as const, name: 'Flow' }];
    const { unmount } = render(<ScoreSheet idPrefix="g" items={withFlow} scale={scale} rules={rules} saving={false} corrected={false} onSave={onSave} />);
    const total = () => screen.getByText("Judge's total:").querySelector('output')?.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Opening' }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Uki-otoshi' }));
    await userEvent.click(screen.getByRole('button', { name: 'No mistake – Closing' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Flow: fluidity, course, rhythm' })).getByLabelText('10'));
    // 3 × 10 + flow 10.
    expect(total()).toBe('40');
    const half = within(screen.getByRole('group', { name: 'Half point – Uki-otoshi' }));
    expect(half.queryByLabelText('+½')).toBeNull();
    await userEvent.click(half.getByLabelText('−½'));
    expect(total()).toBe('39.5');
    await userEvent.click(within(screen.getByRole('group', { name: 'Small mistakes – Uki-otoshi' })).getByLabelText('1'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Half point – Uki-otoshi' })).getByLabelText('+½'));
    // 10 + 9.5 + 10 + flow 10.
    expect(total()).toBe('39.5');
    await userEvent.click(within(screen.getByRole('group', { name: 'Flow: fluidity, course, rhythm' })).getByLabelText('7'));
    expect(total()).toBe('36.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      { small: 0, medium: 0, big: 0, forgotten: false },
      { small: 1, medium: 0, big: 0, forgotten: false, half: 1 },
      { small: 0, medium: 0, big: 0, forgotten: false },
      { points: 7 },
    ]);
    unmount();
    render(<ScoreSheet idPrefix="i" items={items} scale={scale} rules={{ preset: 'ijf' }} saving={false} corrected={false} onSave={() => undefined} />);
    expect(screen.queryByRole('group', { name: /Half point/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /Flow/ })).toBeNull();
  });
});
