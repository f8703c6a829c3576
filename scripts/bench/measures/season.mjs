// Season budgets: a season of 8 events × 700 couples (issue "The season"; docs/season.md).
// - the recompute of the season's rankings after a confirmation: the organizer's confirm route
//   (POST /api/custom/season-events/{id}/confirm), which recomputes the whole season in its
//   transaction, timed end to end; an admin's reopen (the same recompute) in between;
// - the public ranking page's reads (the ranking route for its rows), anonymous, against a superuser's.
//
// The events are competitions and enrolments of the bench's own generators (seed.mjs) over the free
// couples of the data set (a pool of 960, so pairs meet across events); their final poules and
// places are written directly as a superuser (the scoring path is the leaderboard measure's): one final
// poule per category with every couple placed, places shuffled per event.
import { performance } from 'node:perf_hooks';
import { api, batch, percentile, rid } from '../api.mjs';
import { COUNTS, DAY, IDS, KATAS, competitionPosts, enrolPost, post } from '../seed.mjs';

export const SEASON = Object.freeze({ events: 8, couplesPerEvent: 700, pool: 960, firstCouple: COUNTS.bigEnrolments + COUNTS.otherEnrolments, firstCompetition: 100 });
export const SEASON_ID = rid('s', 0);
const eventId = (e) => rid('v', e);
const competitionOf = (e) => IDS.competition(SEASON.firstCompetition + e);
/** The couples of event e: a window of the pool that moves with the event. */
const coupleOf = (e, i) => SEASON.firstCouple + ((e * 120 + i) % SEASON.pool);
/** A place order that differs from event to event (a multiplicative hash of couple and event). */
const strength = (e, k) => (k * 7919 + e * 104729) % 1009;

async function all(url, token, collection, filter, fields) {
  const out = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ page: String(page), perPage: '1000', filter, fields, sort: 'id', skipTotal: '1' });
    const r = await api(url, `/api/collections/${collection}/records?${q}`, { token });
    out.push(...r.items);
    if (r.items.length < 1000) return out;
  }
}

/**
 * Seeds the season on the bench's data set (after seedLarge): 8 past competitions of 700 enrolments
 * each with their final places, the final event to come, the season (two classes, two levels, best 5,
 * top 8 qualify) and its events, all but the last confirmed. Returns the time in ms.
 */
export async function seedSeason({ url, superuserToken: su, log = () => {} }) {
  const t0 = performance.now();
  // A data dir kept between runs (BENCH_DATA_DIR) already holds it.
  if ((await api(url, `/api/collections/seasons/records?${new URLSearchParams({ filter: `id = "${SEASON_ID}"`, fields: 'id' })}`, { token: su })).items.length) return 0;
  const competitions = [];
  const circuits = [];
  for (let e = 0; e <= SEASON.events; e++) {
    const final = e === SEASON.events;
    // The 8 events every other week until a week ago (7 archived, the last one still ongoing); the final in a month.
    const made = competitionPosts(SEASON.firstCompetition + e, {
      name: final ? 'Bench Grand Prix Final' : `Bench Grand Prix ${e + 1}`,
      date: new Date(Date.now() + (final ? 30 : -7 - (SEASON.events - 1 - e) * 14) * DAY),
      status: final ? 'enrolment' : e === SEASON.events - 1 ? 'ongoing' : 'archived',
      organizers: [IDS.organizer],
    });
    competitions.push(made.competition);
    circuits.push(...made.circuits);
  }
  await batch(url, su, competitions);
  await batch(url, su, circuits);
  const enrolments = [];
  for (let e = 0; e < SEASON.events; e++) {
    for (let i = 0; i < SEASON.couplesPerEvent; i++) enrolments.push(enrolPost(10000 + e * SEASON.couplesPerEvent + i, competitionOf(e), coupleOf(e, i)));
  }
  await batch(url, su, enrolments);
  log(`  season: ${SEASON.events} events × ${SEASON.couplesPerEvent} enrolments in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Final poules with every couple placed, as the enrolment hooks derived names, clubs and circuit.
  const poules = [];
  const draws = [];
  for (let e = 0; e < SEASON.events; e++) {
    const rows = await all(url, su, 'enrolments', `competition = "${competitionOf(e)}"`, 'id,couple,circuit,toriName,ukeName,clubs');
    /** @type {Map<string, typeof rows>} */
    const categories = new Map();
    for (const r of rows) {
      const k = Number(r.couple.slice(1));
      const key = `${r.circuit}|${KATAS[k % KATAS.length]}`;
      if (!categories.has(key)) categories.set(key, []);
      categories.get(key).push({ ...r, k });
    }
    let n = 0;
    for (const [key, list] of categories) {
      const [circuit, kata] = key.split('|');
      const poule = rid('p', e * 100 + n++);
      poules.push(post('poules', { id: poule, competition: competitionOf(e), circuit, kata, name: `Final ${kata}`, phase: 'final', seed: 'BENCH', judges: 5, published: true }));
      list.sort((a, b) => strength(e, a.k) - strength(e, b.k) || a.k - b.k);
      list.forEach((r, i) =>
        draws.push(post('draws', { poule, enrolment: r.id, order: list.length - i, rank: i + 1, points: 300 - i, scored: true, validated: true, toriName: r.toriName, ukeName: r.ukeName, clubs: r.clubs })),
      );
    }
  }
  await batch(url, su, poules);
  await batch(url, su, draws);

  // Circuits 1–2 (nage, katame; kime, ju, goshin) rank as Senior, circuit 3 as Master.
  const classesOf = (e) => Object.fromEntries([0, 1, 2].map((n) => [rid('r', (SEASON.firstCompetition + e) * 3 + n), n < 2 ? 'Senior' : 'Master']));
  await api(url, '/api/collections/seasons/records', {
    token: su,
    method: 'POST',
    body: { id: SEASON_ID, name: 'Bench Grand Prix', public: true, startDate: competitions[0].body.date, endDate: competitions[SEASON.events].body.date, classes: ['Senior', 'Master'], levels: [{ name: 'A1', weight: 1 }, { name: 'A2', weight: 0.5 }], bestN: 5 },
  });
  const events = [];
  for (let e = 0; e <= SEASON.events; e++) {
    events.push(post('season_events', { id: eventId(e), season: SEASON_ID, competition: competitionOf(e), level: e % 3 ? 'A2' : 'A1', classes: classesOf(e), confirmed: e < SEASON.events - 1 }));
  }
  // One by one: each event recomputes the season as it joins.
  for (const ev of events) await batch(url, su, [ev]);
  // The final event and its qualification (top 8 at the cut-off) recompute it once more.
  await api(url, `/api/collections/seasons/records/${SEASON_ID}`, { token: su, method: 'PATCH', body: { finalEvent: competitionOf(SEASON.events), qualifyTop: 8, qualifyCutoff: competitions[SEASON.events - 1].body.date } });
  const ms = performance.now() - t0;
  log(`  season seeded in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

async function timedFetch(url, path, { token, method = 'GET' } = {}) {
  const t0 = performance.now();
  const res = await fetch(`${url}${path}`, { method, headers: token ? { Authorization: token } : {} });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

/**
 * Confirms the last event of the season (its organizer) and reopens it (an admin), `rounds` times;
 * each recomputes every ranking row of the season. Returns the p95 and max of each, and the rows.
 */
export async function measureSeasonRecompute({ url, organizerToken, adminToken, rounds = 6, cpu = () => NaN }) {
  const last = eventId(SEASON.events - 1);
  const confirm = [];
  const reopen = [];
  const confirmCpu = [];
  let rows = 0;
  // A data dir kept between runs may hold the event confirmed: each timed confirmation starts reopened.
  if ((await api(url, `/api/collections/season_events/records/${last}`, { token: adminToken })).confirmed) {
    await api(url, `/api/custom/season-events/${last}/reopen`, { token: adminToken, method: 'POST' });
  }
  for (let i = 0; i < rounds; i++) {
    const c0 = cpu();
    const c = await timedFetch(url, `/api/custom/season-events/${last}/confirm`, { token: organizerToken, method: 'POST' });
    confirmCpu.push(cpu() - c0);
    const r = await timedFetch(url, `/api/custom/season-events/${last}/reopen`, { token: adminToken, method: 'POST' });
    if (!c.body.confirmed || r.body.confirmed) throw new Error('the confirm and reopen routes did not confirm and reopen');
    confirm.push(c.ms);
    reopen.push(r.ms);
    rows = c.body.rows;
  }
  // Server CPU per confirmation: what the recompute costs, hardly moved by the machine's load.
  return { rows, confirmP95: percentile(confirm, 95), confirmMax: Math.max(...confirm), reopenP95: percentile(reopen, 95), confirmCpuP50: percentile(confirmCpu, 50) };
}

/** SeasonPage's reads (src/features/seasons/publicApi.ts): the categories (two fields of each category's first rows,
 * the records API, the SDK's getFullList in pages of 1,000), then the rows of the one class × kata on
 * screen through the ranking route (pb_hooks/season_ranking.pb.js), which answers RANKING_FIELDS. */
const RANKING_FIELDS = 'id,class,kata,pair,toriName,ukeName,clubs,lines,total,rank,previousRank,movement,provisional,qualified';

function rankingPath(filter, fields, page) {
  const q = new URLSearchParams({ page: String(page), perPage: '1000', skipTotal: '1', filter, sort: 'class,kata,rank,pair' });
  if (fields) q.set('fields', fields);
  return `/api/collections/season_rankings/records?${q}`;
}

async function readAll(url, token, filter, fields) {
  let ms = 0;
  const items = [];
  for (let page = 1; ; page++) {
    const r = await timedFetch(url, rankingPath(filter, fields, page), { token });
    ms += r.ms;
    items.push(...r.body.items);
    if (r.body.items.length < 1000) return { ms, items };
  }
}

const routePath = (query) => `/api/custom/seasons/${SEASON_ID}/ranking?${new URLSearchParams(query)}`;

async function readRanking(url, token) {
  const categories = await readAll(url, token, `season = "${SEASON_ID}" && rank = 1`, 'class,kata');
  const first = categories.items[0] ?? { class: '', kata: '' };
  const rows = await timedFetch(url, routePath({ class: first.class, kata: first.kata }), { token });
  return { ms: categories.ms + rows.ms, items: rows.body.items, first, categoriesMs: categories.ms, rowsMs: rows.ms };
}

/** JSON with every object's keys sorted: PocketBase lists the picked fields (`fields=`) in no set order. */
const canonical = (v) => JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([k1], [k2]) => (k1 < k2 ? -1 : 1))) : x));

/**
 * The ranking page's reads as a guest against the same reads as a superuser (alternating); p95 of
 * each. Every round checks the route's rows against a superuser's records-API read of the same rows
 * (`fields=` RANKING_FIELDS, the page's read before the route), which is timed too (info).
 */
export async function measureSeasonRanking({ url, superuserToken, rounds = 100, warmup = 10 }) {
  const guest = [];
  const su = [];
  const guestRows = [];
  const records = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < warmup + rounds; i++) {
    const a = await readRanking(url, undefined);
    const b = await readRanking(url, superuserToken);
    const filter = `season = "${SEASON_ID}" && class = "${a.first.class}" && kata = "${a.first.kata}"`;
    const r = await readAll(url, superuserToken, filter, RANKING_FIELDS);
    if (!a.items.length || canonical(a.items) !== canonical(b.items) || canonical(a.items) !== canonical(r.items)) throw new Error('the guest and the superuser read different ranking rows');
    rows = a.items.length;
    bytes = JSON.stringify(a.items).length;
    if (i >= warmup) {
      guest.push(a.ms);
      su.push(b.ms);
      guestRows.push(a.rowsMs);
      records.push(r.ms);
    }
  }
  return {
    rows,
    bytes,
    guestP95: percentile(guest, 95),
    superuserP95: percentile(su, 95),
    guestP50: percentile(guest, 50),
    superuserP50: percentile(su, 50),
    routeP50: percentile(guestRows, 50),
    routeP95: percentile(guestRows, 95),
    recordsP50: percentile(records, 50),
  };
}
