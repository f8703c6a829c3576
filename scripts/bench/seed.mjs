// The large data set of `npm run bench`: 5,000 users, 10,000 athletes, 5,000
// couples, 20 competitions, 2,000 enrolments in one of them (plus 300 in another and 200 spread over
// four more, so that the competition filter has something to skip), 50 issues with 1,000 messages.
//
// Everything goes through the batch API as a superuser, so every hook runs as in production
// (derived enrolment fields, circuit assignment, audit rows, issue notifications). Two settings of
// the bench's private server make this fast: batches of 500 requests, and bcrypt cost 4 for the
// users' passwords (the default cost 10 costs ~150 ms per user on this machine, i.e. 12 minutes for
// 5,000 users). The server runs with --automigrate=false, so that schema change writes no migration.
import { api, batch, pbDate, rid, timed } from './api.mjs';

export const BENCH_PASSWORD = 'Password123!';
export const COUNTS = Object.freeze({ users: 5000, athletes: 10000, couples: 5000, competitions: 20, bigEnrolments: 2000, otherEnrolments: 500, issues: 50, messages: 1000 });

export const KATAS = ['nage-no-kata', 'katame-no-kata', 'kime-no-kata', 'ju-no-kata', 'kodokan-goshin-jutsu', 'itsutsu-no-kata', 'koshiki-no-kata'];
const BELTS = ['3k', '2k', '1k', '1d', '2d', '3d', '4d'];
const NAMES = ['Giulia', 'Marco', 'Luca', 'Sara', 'Paolo', 'Anna', 'Davide', 'Elena', 'Matteo', 'Chiara', 'Andrea', 'Francesca', 'Simone', 'Laura', 'Stefano', 'Marta'];
const SURNAMES = ['Rossi', 'Bianchi', 'Verdi', 'Neri', 'Conti', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Costa', 'Fontana', 'Moretti', 'Barbieri', 'Lombardi', 'Romano'];
export const DAY = 24 * 3600 * 1000;

/** Ids of the seeded records the measures need. */
export const IDS = Object.freeze({
  nationalCompetition: rid('c', 5),
  admin: rid('u', 0),
  organizer: rid('u', 1),
  organizer2: rid('u', 2),
  bigCompetition: rid('c', 0),
  user: (i) => rid('u', i),
  athlete: (i) => rid('a', i),
  couple: (i) => rid('k', i),
  competition: (i) => rid('c', i),
  enrolment: (i) => rid('e', i),
});

export const emailOf = (i) => `bench${i}@bench.kata`;

export const post = (collection, body) => ({ method: 'POST', url: `/api/collections/${collection}/records`, body });

function users(now) {
  const out = [];
  for (let i = 0; i < COUNTS.users; i++) {
    const role = i === 0 ? 'admin' : i <= 2 ? 'organizer' : 'athlete';
    out.push(
      post('users', {
        id: IDS.user(i),
        email: emailOf(i),
        username: `bench${i}`,
        name: `${NAMES[i % NAMES.length]} ${SURNAMES[(i >> 4) % SURNAMES.length]}`,
        role,
        password: BENCH_PASSWORD,
        passwordConfirm: BENCH_PASSWORD,
        verified: true,
        privacyAcceptedAt: now,
        lang: i % 3 ? 'it' : 'en',
      }),
    );
  }
  return out;
}

/** Athlete j belongs to user 3 + ⌊j/2⌋ (mod the athlete users); athletes 2k and 2k+1 form couple k. */
const ownerOfAthlete = (j) => IDS.user(3 + (Math.floor(j / 2) % (COUNTS.users - 3)));

function athletes(verifiedAt) {
  const out = [];
  for (let j = 0; j < COUNTS.athletes; j++) {
    const verified = j % 5 !== 0; // 80 % verified
    out.push(
      post('athletes', {
        id: IDS.athlete(j),
        owner: ownerOfAthlete(j),
        name: NAMES[j % NAMES.length],
        surname: `${SURNAMES[(j >> 3) % SURNAMES.length]} ${j}`,
        birthday: `${1970 + (j % 35)}-0${1 + (j % 9)}-1${j % 10} 00:00:00.000Z`,
        country: 'IT',
        region: 'Lazio',
        belt: BELTS[j % BELTS.length],
        club: `${String(10 + (j % 80))}IT${String(1000 + (j % 400))}`,
        verified,
        verifiedAt: verified ? verifiedAt : '',
      }),
    );
  }
  return out;
}

function couples(verifiedAt) {
  const out = [];
  for (let k = 0; k < COUNTS.couples; k++) {
    // Verified only with both athletes verified (the registry's rule), and not every seventh.
    const verified = k % 7 !== 0 && (2 * k) % 5 !== 0 && (2 * k + 1) % 5 !== 0;
    out.push(
      post('couples', {
        id: IDS.couple(k),
        owner: ownerOfAthlete(2 * k),
        tori: IDS.athlete(2 * k),
        uke: IDS.athlete(2 * k + 1),
        kata: KATAS[k % KATAS.length],
        verified,
        verifiedAt: verified ? verifiedAt : '',
      }),
    );
  }
  return out;
}

/**
 * One competition of the data set and its three circuits, which together accept every kata, any belt
 * and any age (the season's events are made by the same function).
 */
export function competitionPosts(c, { name, date, status, organizers }) {
  return {
    competition: post('competitions', {
      id: IDS.competition(c),
      name,
      date: pbDate(date),
      location: `Palazzetto ${c}`,
      organizers,
      details: `<p>Competition ${c} of the benchmark data set.</p>`,
      exportId: `BENCH-${c}`,
      status,
      supervised: false, // the leaderboard bench scores through the transcription flow
    }),
    circuits: [KATAS.slice(0, 2), KATAS.slice(2, 5), KATAS.slice(5)].map((katas, n) => post('circuits', { id: rid('r', c * 3 + n), competition: IDS.competition(c), name: `Circuit ${n + 1}`, order: n, katas })),
  };
}

/** Competition 0 is the big one (enrolment now, accreditation after the enrolments); the others vary. */
function competitions() {
  const statuses = ['enrolment', 'archived', 'ready', 'enrolment', 'draft', 'accreditation', 'archived', 'ready', 'enrolment', 'ongoing'];
  const out = [];
  const circuits = [];
  for (let c = 0; c < COUNTS.competitions; c++) {
    const made = competitionPosts(c, {
      name: c === 0 ? 'Bench Championship' : `Bench Trophy ${c}`,
      date: new Date(Date.now() + (c === 0 ? 1 : (c - 10) * 14) * DAY),
      status: statuses[c % statuses.length],
      organizers: c === 0 || c === 5 ? [IDS.organizer] : [c % 2 ? IDS.organizer2 : IDS.organizer],
    });
    out.push(made.competition);
    circuits.push(...made.circuits);
  }
  return { competitions: out, circuits };
}

/** The enrolment `i` of couple `k` in a competition (its owner enrols it). */
export const enrolPost = (i, competition, k, extra = {}) =>
  post('enrolments', { id: IDS.enrolment(i), competition, couple: IDS.couple(k), owner: ownerOfAthlete(2 * k), paymentReceived: k % 3 !== 0, notes: k % 10 ? '' : `Note ${k}`, ...extra });

function enrolments() {
  const out = [];
  const enrol = (i, competition, k) => out.push(enrolPost(i, competition, k));
  for (let k = 0; k < COUNTS.bigEnrolments; k++) enrol(k, IDS.bigCompetition, k);
  // 500 more, other couples: 300 in competition 5 (in accreditation: a national championship's size,
  // for the leaderboard at a typical scale), 50 in each of competitions 1–4.
  for (let n = 0; n < COUNTS.otherEnrolments; n++) {
    const c = n < 300 ? 5 : 1 + (n % 4);
    enrol(COUNTS.bigEnrolments + n, IDS.competition(c), COUNTS.bigEnrolments + n);
  }
  return out;
}

function issuesAndMessages() {
  const issues = [];
  const messages = [];
  const perIssue = COUNTS.messages / COUNTS.issues;
  for (let i = 0; i < COUNTS.issues; i++) {
    const owner = IDS.user(3 + i * 7);
    issues.push(post('issues', { id: rid('i', i), title: `Problem ${i} with my enrolment`, owner }));
    for (let m = 0; m < perIssue; m++) {
      messages.push(post('messages', { issue: rid('i', i), author: m % 2 ? IDS.admin : owner, text: `Message ${m} of issue ${i}: the receipt is attached, please check.` }));
    }
  }
  return { issues, messages };
}

/**
 * Seeds the data set into a fresh bench server (without the issues and their messages when
 * `messages` is false). Returns the time of each phase in ms.
 * @param {{ url: string, superuserToken(): Promise<string> }} server
 */
export async function seedLarge(server, log = () => {}, { messages = true } = {}) {
  const token = await server.superuserToken();
  const { url } = server;
  const timings = {};
  const phase = async (name, fn) => {
    const [out, ms] = await timed(fn);
    timings[name] = ms;
    log(`  seeded ${name} in ${(ms / 1000).toFixed(1)} s`);
    return out;
  };

  await phase('settings', async () => {
    await api(url, '/api/settings', { token, method: 'PATCH', body: { batch: { enabled: true, maxRequests: 500, timeout: 300, maxBodySize: 64 * 1024 * 1024 } } });
    const col = await api(url, '/api/collections/users', { token });
    const fields = col.fields.map((f) => (f.name === 'password' ? { ...f, cost: 4 } : f));
    await api(url, '/api/collections/users', { token, method: 'PATCH', body: { fields } });
  });

  const now = pbDate(new Date());
  const verifiedAt = pbDate(new Date(Date.now() - 30 * DAY));
  await phase('users', () => batch(url, token, users(now)));
  await phase('athletes', () => batch(url, token, athletes(verifiedAt)));
  await phase('couples', () => batch(url, token, couples(verifiedAt)));
  const comp = competitions();
  await phase('competitions', async () => (await batch(url, token, comp.competitions)) + (await batch(url, token, comp.circuits)));
  await phase('enrolments', () => batch(url, token, enrolments()));
  if (messages) {
    const im = issuesAndMessages();
    await phase('issues', async () => (await batch(url, token, im.issues)) + (await batch(url, token, im.messages, 250)));
  }
  // The desk works while the competition is in accreditation: this re-derives its 2,000 statuses.
  await phase('accreditation', () => api(url, `/api/collections/competitions/records/${IDS.bigCompetition}`, { token, method: 'PATCH', body: { status: 'accreditation' } }));
  timings.total = Object.values(timings).reduce((a, b) => a + b, 0);
  return timings;
}

/**
 * Only what the bench's season (measures/season.mjs) stands on: the organizer, and the users,
 * athletes and couples of its pool of couples `[first, first + count)`, made by the same generators as
 * seedLarge's (same ids). The Lighthouse run seeds the season's pages on this, 5× less than the whole
 * data set. Returns the time in ms.
 * @param {{ url: string, superuserToken(): Promise<string> }} server
 */
export async function seedSeasonPool(server, first, count) {
  const token = await server.superuserToken();
  const { url } = server;
  const [, ms] = await timed(async () => {
    await api(url, '/api/settings', { token, method: 'PATCH', body: { batch: { enabled: true, maxRequests: 500, timeout: 300, maxBodySize: 64 * 1024 * 1024 } } });
    const col = await api(url, '/api/collections/users', { token });
    await api(url, '/api/collections/users', { token, method: 'PATCH', body: { fields: col.fields.map((f) => (f.name === 'password' ? { ...f, cost: 4 } : f)) } });
    const couplesWanted = new Set(Array.from({ length: count }, (_, i) => IDS.couple(first + i)));
    const athletesWanted = new Set(Array.from({ length: 2 * count }, (_, i) => IDS.athlete(2 * first + i)));
    const usersWanted = new Set([IDS.organizer, ...Array.from({ length: 2 * count }, (_, i) => ownerOfAthlete(2 * first + i))]);
    const verifiedAt = pbDate(new Date(Date.now() - 30 * DAY));
    await batch(url, token, users(pbDate(new Date())).filter((p) => usersWanted.has(p.body.id)));
    await batch(url, token, athletes(verifiedAt).filter((p) => athletesWanted.has(p.body.id)));
    await batch(url, token, couples(verifiedAt).filter((p) => couplesWanted.has(p.body.id)));
  });
  return ms;
}
