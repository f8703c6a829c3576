// The data behind the Lighthouse run's pages beyond the demo's public ones: a judge's tablet on a
// seated panel, and the bench's season of 8 events × 700 couples with one of its pairs.
import { api } from '../bench/api.mjs';
import { seedSeasonPool } from '../bench/seed.mjs';
import { SEASON, SEASON_ID, seedSeason } from '../bench/measures/season.mjs';

const q = (filter, extra = {}) => new URLSearchParams({ filter, ...extra }).toString();

/**
 * An ongoing competition whose first poule (three nage-no-kata couples, five judges) is published on
 * tatami 1 with its panel seated, as the judges' journey sets it up (e2e/judges.spec.ts). Returns a
 * function that opens seat 1 with a fresh code (replacing the tablet of the previous run: each
 * Lighthouse run starts with empty storage, a new tablet).
 * @param {string} url
 * @param {string} token a superuser's
 * @param {Record<string, string>} users the demo's user ids (organizer, commissioner, athlete)
 */
export async function seedTablet(url, token, users) {
  const create = (collection, body) => api(url, `/api/collections/${collection}/records`, { token, method: 'POST', body });
  const comp = await create('competitions', {
    name: 'Tablet bench',
    date: new Date().toISOString().replace('T', ' '),
    location: 'Roma',
    organizers: [users.organizer],
    commissioners: [users.commissioner],
    status: 'ongoing',
    tatami: 1,
    supervised: true,
  });
  await create('circuits', { competition: comp.id, name: 'Open', order: 1 });
  for (const [i, [tori, uke]] of [['Aiko', 'Ugo'], ['Bruno', 'Vera'], ['Carla', 'Walter']].entries()) {
    const athlete = async (name) => (await create('athletes', { owner: users.athlete, name, surname: `Tablet${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true })).id;
    const couple = await create('couples', { owner: users.athlete, tori: await athlete(tori), uke: await athlete(uke), kata: 'nage-no-kata', verified: true });
    await create('enrolments', { competition: comp.id, couple: couple.id, owner: users.athlete, paymentReceived: true, present: true });
  }
  await api(url, `/api/custom/competitions/${comp.id}/draw`, { token, method: 'POST', body: { seed: 'TABLET' } });
  const [poule] = (await api(url, `/api/collections/poules/records?${q(`competition = "${comp.id}"`, { sort: 'name' })}`, { token })).items;
  await api(url, `/api/collections/poules/records/${poule.id}`, { token, method: 'PATCH', body: { published: true, judges: 5, tatami: 1, startsAt: `${new Date().toISOString().slice(0, 10)} 09:00:00.000Z` } });
  const judges = [];
  for (let j = 1; j <= 5; j++) judges.push((await create('judges', { name: `Judge ${j}` })).id);
  await api(url, `/api/collections/competitions/records/${comp.id}`, { token, method: 'PATCH', body: { judges } });
  const panel = await api(url, `/api/custom/poules/${poule.id}/panel`, { token, method: 'POST', body: { seats: Object.fromEntries(judges.map((j, i) => [String(i + 1), j])) } });
  const seat = panel.seats.find((s) => s.seat === 1);
  return async () => (await api(url, `/api/custom/seats/${seat.id}/code`, { token, method: 'POST', body: { replace: true } })).code;
}

/**
 * The bench's season (measures/season.mjs) on the couples it ranks only (seedSeasonPool). Returns the
 * season's id and the pair ranked first in its first category (a guest's read, as the page's link).
 * @param {{ url: string, superuserToken(): Promise<string> }} server
 */
export async function seedSeasonPages(server, log = () => {}) {
  const poolMs = await seedSeasonPool(server, SEASON.firstCouple, SEASON.pool);
  log(`  the season's ${SEASON.pool} couples in ${(poolMs / 1000).toFixed(1)} s`);
  await seedSeason({ url: server.url, superuserToken: await server.superuserToken(), log });
  const [first] = (await api(server.url, `/api/collections/season_rankings/records?${q(`season = "${SEASON_ID}" && rank = 1`, { sort: 'class,kata', perPage: '1', skipTotal: '1', fields: 'pair' })}`)).items;
  if (!first) throw new Error('the season has no ranking rows');
  return { season: SEASON_ID, pair: first.pair };
}
