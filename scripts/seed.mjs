#!/usr/bin/env node
// Demo data, created through the API as a superuser so that every hook runs (derived enrolment
// status, circuit assignment, audit…). Idempotent: it never touches a data dir that already has
// users. If anything fails half-way, what it created is deleted again.
//
//   node scripts/seed.mjs [http://127.0.0.1:8090]      (superuser from SUPERUSER_EMAIL/SUPERUSER_PASSWORD or .env)
//
// Field names follow pb_migrations/1763800000_init_schema.js and the later migrations.
import PocketBase from 'pocketbase';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEMO_PASSWORD = 'Password123!';

/** The demo logins (all verified, privacy policy accepted, password DEMO_PASSWORD). */
export const DEMO_ACCOUNTS = Object.freeze([
  { key: 'admin', role: 'admin', username: 'admin', email: 'admin@demo.kata', name: 'Alessandra Bianchi' },
  { key: 'organizer', role: 'organizer', username: 'organizer', email: 'organizer@demo.kata', name: 'Marco Rossi' },
  { key: 'athlete', role: 'athlete', username: 'athlete', email: 'athlete@demo.kata', name: 'Giulia Verdi' },
  { key: 'athlete2', role: 'athlete', username: 'athlete2', email: 'athlete2@demo.kata', name: 'Luca Neri' },
  { key: 'commissioner', role: 'commissioner', username: 'commissioner', email: 'commissioner@demo.kata', name: 'Paolo Conti' },
]);

/** Names of the demo competitions by status (the e2e tests look them up by these names). */
export const DEMO_COMPETITIONS = Object.freeze({
  archived: 'Trofeo d’Autunno',
  accreditation: 'Campionato Regionale Lazio',
  enrolment: 'Coppa Italia Kata',
  ready: 'Kata Open Milano',
  draft: 'Stage Nazionale Kata',
});

const DAY = 24 * 3600 * 1000;

/** PocketBase date string for a Date. */
function pbDate(d) {
  return d.toISOString().replace('T', ' ');
}

/** A date `days` from today at hh:mm UTC. */
function dayAt(days, hh = 9, mm = 0) {
  const d = new Date();
  d.setUTCHours(hh, mm, 0, 0);
  return new Date(d.getTime() + days * DAY);
}

/**
 * Draws, publishes and scores a competition as its organizer (the routes and rules a real day uses),
 * then archives it as the superuser. Every judge marks a few small mistakes, different per couple and
 * judge, with each item's times on the tablet, so that the results and the printed sheets read like a real day's.
 */
async function playArchivedDay(pbUrl, su, competitionId) {
  const org = new PocketBase(pbUrl);
  org.autoCancellation(false);
  const organizer = DEMO_ACCOUNTS.find((a) => a.key === 'organizer');
  await org.collection('users').authWithPassword(organizer.email, DEMO_PASSWORD);
  await org.send(`/api/custom/competitions/${competitionId}/draw`, { method: 'POST', body: { seed: 'AUTUNNO' } });
  const poules = await su.collection('poules').getFullList({ filter: su.filter('competition = {:c}', { c: competitionId }), sort: 'kata,name' });
  let n = 0;
  for (const poule of poules) {
    await org.collection('poules').update(poule.id, { published: true });
    const sheet = await su.collection('kata_sheets').getFirstListItem(su.filter('kata = {:k}', { k: poule.kata }));
    const draws = await su.collection('draws').getFullList({ filter: su.filter('poule = {:p}', { p: poule.id }), sort: 'order' });
    for (const draw of draws) {
      n++;
      for (let judge = 1; judge <= poule.judges; judge++) {
        const marks = sheet.items.map((item, i) =>
          item.kind === 'flow' ? { points: 8 } : { small: (i + judge + n) % 4 === 0 ? 1 : 0, medium: (i * judge + n) % 9 === 0 ? 1 : 0, big: 0, forgotten: false },
        );
        // Each item's times on the judge's tablet: a mark about every 25 s of the performance.
        const start = Date.now() - (draws.length - draw.order + 1) * 600_000 + judge * 1500;
        const trail = { items: marks.map((_, i) => ({ first: start + i * 25_000, last: start + i * 25_000 + (i % 5 === 0 ? 4000 : 0) })) };
        await org.collection('evaluations').create({ draw: draw.id, judge, marks, trail });
      }
    }
  }
  await su.collection('competitions').update(competitionId, { status: 'archived' });
}

/** A one-page PDF with the given lines (Helvetica), small enough to build by hand. */
export function tinyPdf(lines) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = ['BT', '/F1 18 Tf', '72 770 Td', `(${esc(lines[0] ?? '')}) Tj`, '/F1 11 Tf']
    .concat(lines.slice(1).flatMap((l) => ['0 -20 Td', `(${esc(l)}) Tj`]))
    .concat(['ET'])
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A simple square SVG logo with initials. */
function svgLogo(initials, bg, fg = '#ffffff') {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<rect width="200" height="200" rx="24" fill="${bg}"/>` +
      `<text x="100" y="124" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="${fg}" text-anchor="middle">${initials}</text>` +
      `</svg>`,
  );
}

function file(bytes, name, type) {
  return new File([bytes], name, { type });
}

/**
 * Seeds the demo data unless the data dir already has users.
 * @returns {Promise<{ seeded: boolean, reason?: string, demoPresent: boolean, ids?: Record<string, Record<string, string>> }>}
 */
export async function seed(pbUrl, superuserEmail, superuserPassword) {
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(superuserEmail, superuserPassword);

  const existing = await pb.collection('users').getList(1, 1, { fields: 'id' });
  if (existing.totalItems > 0) {
    const demo = await pb.collection('users').getList(1, 1, { filter: pb.filter('email = {:e}', { e: DEMO_ACCOUNTS[0].email }), fields: 'id' });
    return { seeded: false, reason: `the data dir already has ${existing.totalItems} user(s)`, demoPresent: demo.totalItems > 0 };
  }

  const created = [];
  const create = async (collection, data) => {
    const rec = await pb.collection(collection).create(data);
    created.push([collection, rec.id]);
    return rec;
  };
  const ids = { users: {}, athletes: {}, couples: {}, competitions: {}, circuits: {}, enrolments: {}, documents: {}, partners: {}, issues: {} };

  try {
    // ------------------------------------------------------------------ users
    const now = pbDate(new Date());
    for (const a of DEMO_ACCOUNTS) {
      const u = await create('users', {
        email: a.email,
        username: a.username,
        name: a.name,
        role: a.role,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
        verified: true,
        emailVisibility: false,
        privacyAcceptedAt: now,
      });
      ids.users[a.key] = u.id;
    }

    // ------------------------------------------------------------------ registry
    // The clubs of the demo athletes, so public pages show their names (the codes stay on athletes).
    for (const [code, name, city, region] of [
      ['01IT0001', 'ASD Judo Club Roma', 'Roma', 'Lazio'],
      ['02IT0042', 'Kodokan Milano', 'Milano', 'Lombardia'],
      ['03IT0107', 'Judo Kai Firenze', 'Firenze', 'Toscana'],
      ['04IT0200', 'CUS Torino Judo', 'Torino', 'Piemonte'],
      ['81JP0003', 'Tokyo Kata Dojo', 'Tokyo', 'Tokyo'],
    ]) {
      await create('clubs', { code, name, city, region });
    }
    const verifiedAt = pbDate(new Date(Date.now() - 30 * DAY));
    const athletesOf = {
      athlete: [
        { key: 'giulia', name: 'Giulia', surname: 'Verdi', birthday: '1995-03-12', country: 'IT', region: 'Lazio', belt: '1d', club: '01IT0001', verified: true },
        { key: 'sara', name: 'Sara', surname: 'Russo', birthday: '1993-07-21', country: 'IT', region: 'Lazio', belt: '2d', club: '01IT0001', verified: true },
        { key: 'marco', name: 'Marco', surname: 'Esposito', birthday: '1988-11-02', country: 'IT', region: 'Lombardia', belt: '1k', club: '02IT0042', verified: true },
        { key: 'andrea', name: 'Andrea', surname: 'Ferrari', birthday: '1990-01-15', country: 'IT', region: 'Lombardia', belt: '3d', club: '02IT0042', verified: true },
        { key: 'elena', name: 'Elena', surname: 'Romano', birthday: '2001-05-30', country: 'IT', region: 'Toscana', belt: '2k', club: '03IT0107', verified: false },
        { key: 'kenji', name: 'Kenji', surname: 'Tanaka', birthday: '1985-09-09', country: 'JP', region: 'Tokyo', belt: '4d', club: '81JP0003', verified: false, external: true },
      ],
      athlete2: [
        { key: 'luca', name: 'Luca', surname: 'Neri', birthday: '1992-04-18', country: 'IT', region: 'Piemonte', belt: '1d', club: '04IT0200', verified: false },
        { key: 'matteo', name: 'Matteo', surname: 'Gallo', birthday: '1994-12-03', country: 'IT', region: 'Piemonte', belt: '1k', club: '04IT0200', verified: false },
      ],
    };
    for (const [owner, list] of Object.entries(athletesOf)) {
      for (const { key, birthday, verified, external, ...rest } of list) {
        const rec = await create('athletes', {
          owner: ids.users[owner],
          ...rest,
          birthday: `${birthday} 00:00:00.000Z`,
          email: `${rest.name}.${rest.surname}@example.com`.toLowerCase(),
          telephone: '+39 06 5550 ' + String(1000 + Object.keys(ids.athletes).length),
          verified: !!verified,
          verifiedAt: verified ? verifiedAt : '',
          external: !!external,
        });
        ids.athletes[key] = rec.id;
      }
    }
    const couples = [
      { key: 'giuliaSara', owner: 'athlete', tori: 'giulia', uke: 'sara', kata: 'nage-no-kata', verified: true },
      { key: 'marcoAndrea', owner: 'athlete', tori: 'marco', uke: 'andrea', kata: 'katame-no-kata', verified: true },
      { key: 'elenaKenji', owner: 'athlete', tori: 'kenji', uke: 'elena', kata: 'ju-no-kata', verified: false, external: true },
      { key: 'lucaMatteo', owner: 'athlete2', tori: 'luca', uke: 'matteo', kata: 'kime-no-kata', verified: false },
    ];
    for (const c of couples) {
      const rec = await create('couples', {
        owner: ids.users[c.owner],
        tori: ids.athletes[c.tori],
        uke: ids.athletes[c.uke],
        kata: c.kata,
        verified: c.verified,
        verifiedAt: c.verified ? verifiedAt : '',
        external: !!c.external,
      });
      ids.couples[c.key] = rec.id;
    }

    // ------------------------------------------------------------------ competitions and circuits
    const organizers = [ids.users.organizer];
    const year = new Date().getUTCFullYear();
    // The text names the rules the competition is scored under (its `scoring`, Grand Prix when unset,
    // as on the server), so the demo never says IJF where Grand Prix applies.
    const judgedUnder = (scoring, flow) =>
      scoring === 'ijf'
        ? 'judged under the IJF rules (whole points; the total is halved when most judges mark a technique forgotten)'
        : `judged under the Grand Prix rules (half points${flow ? ', a flow mark' : ''}; any judge's zero halves the total)`;
    const details = (where, scoring, flow) =>
      `<p>Kata competition for pairs (tori and uke), ${judgedUnder(scoring, flow)}.</p><p>Venue: ${where}. Accreditation at the venue desk from the opening time shown above, with an identity document.</p>`;
    const rules = '<ul><li>Both athletes must hold a verified registration for the current season.</li><li>Couples perform in the order of the published draw.</li><li>With five judges, the highest and lowest marks of each technique are cancelled.</li></ul>';
    const competitions = [
      {
        key: 'archived',
        // Held as "ongoing" while the seed draws and scores its day, then archived (below).
        status: 'ongoing',
        // No supervisor validation: a couple counts once its panel is complete.
        supervised: false,
        date: dayAt(-60),
        endDate: dayAt(-60, 18),
        location: 'Firenze, Palazzetto dello Sport',
        exportId: `TA-${year - (dayAt(-60).getUTCFullYear() < year ? 1 : 0)}`,
        circuits: [{ name: 'Open', order: 1 }],
      },
      {
        key: 'accreditation',
        status: 'accreditation',
        date: dayAt(1),
        endDate: dayAt(1, 18),
        // Self-accreditation is open from the start of today until the competition starts.
        accreditationOpensAt: dayAt(0, 0),
        location: 'Roma, PalaPellicone',
        exportId: `CRL-${year}`,
        commissioners: [ids.users.commissioner],
        // The competition the demo commissioner scores: Grand Prix rules with the flow mark.
        scoring: 'grand-prix',
        flow: true,
        circuits: [{ name: 'Open', order: 1 }],
      },
      {
        key: 'enrolment',
        status: 'enrolment',
        date: dayAt(30),
        endDate: dayAt(31, 18),
        location: 'Milano, PalaLido',
        exportId: `CIK-${year}`,
        logo: file(svgLogo('CI', '#1d4ed8'), 'coppa-italia.svg', 'image/svg+xml'),
        circuits: [
          { name: 'Elite', order: 1, katas: ['nage-no-kata', 'katame-no-kata', 'kime-no-kata'], minBelt: '1d' },
          { name: 'Master', order: 2, minAge: 30 },
          { name: 'Open', order: 3 },
          { name: 'Youth', order: 4, katas: ['nage-no-kata-3', 'katame-no-kata-1', 'ju-no-kata-1', 'goshin-jutsu-unarmed', 'nage-3-katame-1', 'nage-3-ju-1'], maxAge: 17 },
        ],
        // Scored under the IJF rules, to show both presets.
        scoring: 'ijf',
      },
      { key: 'ready', status: 'ready', date: dayAt(60), location: 'Milano, Centro Sportivo', exportId: `KOM-${year}`, circuits: [{ name: 'Open', order: 1 }] },
      { key: 'draft', status: 'draft', date: dayAt(90), location: 'Torino', exportId: '', circuits: [] },
    ];
    // A judges' list for the regional championship (judges are people: no account needed), so that a
    // newcomer can seat a panel and open seats on tablets once the poules are drawn and published.
    const judges = [];
    for (const [name, club] of [['Maria Rossi', 'Judo Club Roma'], ['Luca Bianchi', 'Kodokan Napoli'], ['Giulia Esposito', 'Judo Milano'], ['Paolo Ricci', 'CUS Torino'], ['Anna Romano', 'Judo Firenze'], ['Marco Gallo', 'Judo Bari']]) {
      judges.push((await create('judges', { name, club })).id);
    }
    // Their qualifications (the competition warns about a judge without one for the poule's kata):
    // every judge holds the four katas of the demo until the end of next year; Marco Gallo's
    // Ju-no-kata lapsed last year, so the warning shows on the panel that seats him on Ju-no-kata.
    const until = pbDate(new Date(Date.UTC(year + 1, 11, 31)));
    const lapsed = pbDate(new Date(Date.UTC(year - 1, 11, 31)));
    for (const [i, judge] of judges.entries()) {
      for (const kata of ['nage-no-kata', 'katame-no-kata', 'ju-no-kata', 'kime-no-kata']) {
        const expired = i === judges.length - 1 && kata === 'ju-no-kata';
        await create('judge_qualifications', { judge, kata, level: i < 2 ? 'international' : 'national', validUntil: expired ? lapsed : until });
      }
    }
    competitions.find((c) => c.key === 'accreditation').judges = judges;
    for (const c of competitions) {
      const data = {
        name: `${DEMO_COMPETITIONS[c.key]} ${c.date.getUTCFullYear()}`,
        date: pbDate(c.date),
        location: c.location,
        organizers,
        details: details(c.location, c.scoring || 'grand-prix', !!c.flow),
        rules,
        exportId: c.exportId,
        status: c.status,
        leaderboardFrozen: false,
      };
      if (c.endDate) data.endDate = pbDate(c.endDate);
      if (c.accreditationOpensAt) data.accreditationOpensAt = pbDate(c.accreditationOpensAt);
      if (c.commissioners) data.commissioners = c.commissioners;
      if (c.logo) data.logo = c.logo;
      // Without a choice the server applies the Grand Prix rules (its default for new competitions).
      if (c.scoring) data.scoring = c.scoring;
      if (c.flow) data.flow = c.flow;
      if (c.supervised !== undefined) data.supervised = c.supervised;
      if (c.judges) data.judges = c.judges;
      const rec = await create('competitions', data);
      ids.competitions[c.key] = rec.id;
      for (const circuit of c.circuits) {
        const cr = await create('circuits', { competition: rec.id, ...circuit });
        ids.circuits[`${c.key}.${circuit.name}`] = cr.id;
      }
    }

    // ------------------------------------------------------------------ enrolments (circuit and status set by the hooks)
    const enrolments = [
      { key: 'archived.giuliaSara', competition: 'archived', couple: 'giuliaSara', owner: 'athlete', paymentReceived: true, present: true },
      { key: 'archived.marcoAndrea', competition: 'archived', couple: 'marcoAndrea', owner: 'athlete', paymentReceived: true, present: true },
      { key: 'accreditation.giuliaSara', competition: 'accreditation', couple: 'giuliaSara', owner: 'athlete', paymentReceived: true, notes: 'Bank transfer sent on Monday.' },
      { key: 'accreditation.marcoAndrea', competition: 'accreditation', couple: 'marcoAndrea', owner: 'athlete', paymentReceived: false },
      { key: 'enrolment.giuliaSara', competition: 'enrolment', couple: 'giuliaSara', owner: 'athlete' },
      { key: 'enrolment.elenaKenji', competition: 'enrolment', couple: 'elenaKenji', owner: 'athlete', notes: 'Kenji is a guest athlete from Japan.' },
      { key: 'enrolment.lucaMatteo', competition: 'enrolment', couple: 'lucaMatteo', owner: 'athlete2' },
    ];
    for (const e of enrolments) {
      const rec = await create('enrolments', {
        competition: ids.competitions[e.competition],
        couple: ids.couples[e.couple],
        owner: ids.users[e.owner],
        notes: e.notes ?? '',
        paymentReceived: !!e.paymentReceived,
        present: !!e.present,
      });
      ids.enrolments[e.key] = rec.id;
    }

    // ------------------------------------------------------------------ the archived competition's day
    // A finished competition has its draw and its results: the organizer draws, publishes the poules
    // and records the five judges' sheets of every couple "In competition", then it is archived.
    await playArchivedDay(pbUrl, pb, ids.competitions.archived);

    // ------------------------------------------------------------------ documents
    const docs = [
      {
        key: 'rules',
        name: 'Kata competition rules',
        file: file(tinyPdf(['Kata competition rules', 'Demo document of the Kata Portal.', 'Evaluation: IJF kata criteria, five judges.']), 'kata-rules.pdf', 'application/pdf'),
        public: true,
      },
      {
        key: 'programme',
        name: 'Coppa Italia Kata - programme',
        file: file(tinyPdf(['Coppa Italia Kata - programme', 'Accreditation: from the opening shown on the competition page', 'Morning: the poules in the order of the draw', 'Afternoon: the finals']), 'programme.pdf', 'application/pdf'),
        public: true,
        competition: 'enrolment',
      },
      {
        key: 'accreditationInfo',
        name: 'Accreditation instructions',
        file: file(Buffer.from('Bring an identity document and the payment receipt to the accreditation desk.\n'), 'accreditation.txt', 'text/plain'),
        public: false,
        visibility: 'registered',
        competition: 'accreditation',
      },
    ];
    for (const d of docs) {
      const rec = await create('documents', {
        name: d.name,
        file: d.file,
        size: d.file.size,
        public: d.public,
        visibility: d.visibility ?? '',
        competition: d.competition ? ids.competitions[d.competition] : '',
      });
      ids.documents[d.key] = rec.id;
    }

    // ------------------------------------------------------------------ partners
    const partners = [
      { key: 'federation', name: 'Federazione Italiana Kata (demo)', url: 'https://example.org/federation', order: 1, logo: svgLogo('FK', '#b91c1c') },
      { key: 'dojo', name: 'Dojo Roma Centro (demo)', url: 'https://example.org/dojo', order: 2, logo: svgLogo('DR', '#047857') },
      { key: 'sponsor', name: 'Tatami Sport (demo)', url: 'https://example.org/tatami', order: 3, logo: svgLogo('TS', '#7c3aed') },
    ];
    for (const p of partners) {
      const rec = await create('partners', { name: p.name, url: p.url, order: p.order, logo: file(p.logo, `${p.key}.svg`, 'image/svg+xml') });
      ids.partners[p.key] = rec.id;
    }

    // ------------------------------------------------------------------ one support issue
    const issue = await create('issues', { title: 'Payment receipt for the regional championship', owner: ids.users.athlete, status: 'open' });
    ids.issues.receipt = issue.id;
    await create('messages', {
      issue: issue.id,
      author: ids.users.athlete,
      text: 'Hello, I paid the fee for Giulia and Sara by bank transfer: where do I upload the receipt?',
    });
  } catch (err) {
    // Leave no half-seeded data dir behind: the next start would skip seeding it.
    for (const [collection, id] of created.reverse()) {
      try {
        await pb.collection(collection).delete(id);
      } catch {
        /* cascaded already */
      }
    }
    const detail = err?.response?.data ? ` ${JSON.stringify(err.response.data)}` : '';
    throw new Error(`seeding failed: ${err instanceof Error ? err.message : err}${detail}`, { cause: err });
  }
  return { seeded: true, demoPresent: true, ids };
}

async function main() {
  const { loadDotEnv } = await import('./lib/env.mjs');
  const { superuserFromEnv } = await import('./lib/config.mjs');
  loadDotEnv();
  const url = process.argv[2] || process.env.PB_URL || `http://127.0.0.1:${process.env.PORT || 8090}`;
  const su = superuserFromEnv();
  const result = await seed(url, su.email, su.password);
  console.log(result.seeded ? `Seeded demo data into ${url}.` : `Not seeded: ${result.reason}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
