// Leaderboard budget: an evaluation saved → the public snapshot (leaderboards) of the competition
// reaches 1,000 subscribed browsers. Prepares the big competition as on the day: every couple that is
// verified and paid is marked present, the organizer draws the poules, the competition goes
// ongoing, the poules are published; then the organizer scores one couple per round.
import { api, batch } from '../api.mjs';
import { measureFanOut } from './realtime.mjs';

async function ids(url, token, collection, filter) {
  const out = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ page: String(page), perPage: '1000', filter, fields: 'id', sort: 'id', skipTotal: '1' });
    const r = await api(url, `/api/collections/${collection}/records?${q}`, { token });
    out.push(...r.items.map((i) => i.id));
    if (r.items.length < 1000) return out;
  }
}

/** Sets up the day of competition; returns what the measure needs. */
export async function prepareLeaderboard({ url, superuserToken: su, organizerToken: org, competitionId }) {
  const ready = await ids(url, su, 'enrolments', `competition = "${competitionId}" && status = "waiting_accreditation"`);
  await batch(url, su, ready.map((id) => ({ method: 'PATCH', url: `/api/collections/enrolments/records/${id}`, body: { present: true } })));
  await api(url, `/api/custom/competitions/${competitionId}/draw`, { token: org, method: 'POST', body: { seed: 'BENCH' } });
  await api(url, `/api/collections/competitions/records/${competitionId}`, { token: su, method: 'PATCH', body: { status: 'ongoing' } });
  const poules = await ids(url, su, 'poules', `competition = "${competitionId}"`);
  for (const p of poules) await api(url, `/api/collections/poules/records/${p}`, { token: org, method: 'PATCH', body: { published: true } });
  const draws = (await api(url, `/api/collections/draws/records?perPage=1000&skipTotal=1&filter=${encodeURIComponent(`poule.competition = "${competitionId}"`)}&expand=poule&fields=id,expand.poule.kata`, { token: su })).items;
  const sheets = (await api(url, '/api/collections/kata_sheets/records?perPage=50', { token: su })).items;
  const itemsOf = Object.fromEntries(sheets.map((s) => [s.kata, s.items.length]));
  const rows = (await api(url, `/api/collections/leaderboards/records?perPage=500&filter=${encodeURIComponent(`competition = "${competitionId}"`)}`, { token: su })).items;
  const sizes = rows.map((r) => JSON.stringify(r).length);
  return { competitionId, inCompetition: ready.length, poules: poules.length, draws, itemsOf, rows: rows.length, snapshotBytes: Math.max(0, ...sizes), totalBytes: sizes.reduce((a, b) => a + b, 0) };
}

/** One evaluation per round (judge 1 of another couple) by the organizer; 1,000 guests on the board. */
export async function measureLeaderboard({ url, streamUrl, organizerToken: org, prepared, subscribers = 1000, rounds = 30, offset = 0, cpu, rss, lastSent }) {
  const { draws, itemsOf, competitionId } = prepared;
  // Subscribed like the public leaderboard page (src/features/results/api.ts): the custom topic
  // board/{id}, sent by pb_hooks/board.pb.js without per-subscriber rule queries; on the board relay
  // (`streamUrl`) when the server has one.
  return measureFanOut({
    url,
    streamUrl,
    topicName: `board/${competitionId}`,
    subscribers,
    rounds,
    cpu,
    rss,
    lastSent,
    update: (round) => {
      const i = round + offset;
      const d = draws[i % draws.length];
      const marks = Array.from({ length: itemsOf[d.expand.poule.kata] }, (_, k) => ({ small: k === 1 ? i % 3 : 0, medium: 0, big: 0, forgotten: false }));
      return api(url, '/api/collections/evaluations/records', { token: org, method: 'POST', body: { draw: d.id, judge: 1 + Math.floor(i / draws.length), marks } });
    },
  });
}
