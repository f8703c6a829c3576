// Enrolment list of the big competition (2,000 couples) as its organizer vs the same read as a
// superuser (PocketBase skips the API rules for superusers, and no hook runs on list requests).
import { performance } from 'node:perf_hooks';
import { percentile } from '../api.mjs';

/**
 * The desk's read: one competition, sorted by tori then uke name, a page of 100, without the total
 * (skipTotal: with the organizer's rule the total is a COUNT(DISTINCT) over every enrolment of the
 * competition, which alone costs more than the page; the desk's counts per status come from
 * elsewhere). `withTotal` measures the read with the total too (reported, no budget).
 */
export function deskQuery(competitionId, { withTotal = false } = {}) {
  const q = new URLSearchParams({ page: '1', perPage: '100', sort: 'toriName,ukeName', filter: `competition = "${competitionId}"` });
  if (!withTotal) q.set('skipTotal', '1');
  return `/api/collections/enrolments/records?${q}`;
}

async function timedGet(url, token) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { Authorization: token } });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

/**
 * Alternates organizer and superuser requests (so that both see the same machine load) and returns
 * the p95 of each.
 */
export async function measureList({ url, organizerToken, superuserToken, competitionId, withTotal = false, rounds = 300, warmup = 30 }) {
  const path = `${url}${deskQuery(competitionId, { withTotal })}`;
  const org = [];
  const su = [];
  for (let i = 0; i < warmup + rounds; i++) {
    const a = await timedGet(path, organizerToken);
    const b = await timedGet(path, superuserToken);
    if (a.body.items.length !== 100) throw new Error(`the desk page has ${a.body.items.length} enrolments, not 100`);
    if (JSON.stringify(a.body.items) !== JSON.stringify(b.body.items)) throw new Error('the organizer and the superuser read different pages');
    if (i >= warmup) {
      org.push(a.ms);
      su.push(b.ms);
    }
  }
  return { organizerP95: percentile(org, 95), superuserP95: percentile(su, 95), organizerP50: percentile(org, 50), superuserP50: percentile(su, 50) };
}
