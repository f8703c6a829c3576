#!/usr/bin/env node
// `npm run bench`: builds the SPA and a bare Vite React page, starts its own
// PocketBase (free port, fresh temp data dir, this repo's migrations and hooks, serving the build),
// seeds the large data set, measures every budget against a baseline taken in the same run, prints
// the table and exits 1 when a budget is missed. Results also go to bench-results/bench.json.
//
// Rate limits are off on this private server (the load test would hit them otherwise).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { ROOT, startPocketBase, startRelay } from '../lib/index.mjs';
import { api, cpuMs, rssKb, timed } from './api.mjs';
import { seedLarge, IDS, emailOf, BENCH_PASSWORD, COUNTS } from './seed.mjs';
import { buildApp, buildBare, measureBundle } from './measures/bundle.mjs';
import { measureList } from './measures/list.mjs';
import { measureDeskToggle } from './measures/realtime.mjs';
import { measureCheckin } from './measures/checkin.mjs';
import { measureLeaderboard, prepareLeaderboard } from './measures/leaderboard.mjs';
import { measureLoad } from './measures/load.mjs';
import { measureBoard } from './measures/board.mjs';
import { measureSeasonRanking, measureSeasonRecompute, seedSeason, SEASON } from './measures/season.mjs';
import { measureLongRecording, measureRecording, prepareRecording } from './measures/recording.mjs';
import { measureRecordingBrowser } from './measures/recordingBrowser.mjs';
import { fmt, row, table } from './report.mjs';

const log = (s) => console.log(s);
// BENCH_ONLY=leaderboard (comma-separated: bundle, list, toggle, checkin, leaderboard, board, load, season, recording) runs only those
// measures: no build unless bundle or load runs, no issue messages in the seed, no large seed at
// all when only `recording` runs (it makes its own tatami).
// `recording-browser` (npm run bench:recording) runs only when named: a real Chromium recording for
// BENCH_RECORDING_BROWSER_SECONDS (default 360) on its own tatami; it needs the SPA's build, not the
// large seed. BENCH_REUSE_BUILD=1 serves the build an earlier run left in .tmp/bench/dist.
const ONLY = (process.env.BENCH_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean);
const OPT_IN = ['recording-browser'];
const runs = (name) => (!ONLY.length && !OPT_IN.includes(name)) || ONLY.includes(name);
const OWN_TATAMI = ['recording', 'recording-browser'];
const needsSeed = !ONLY.length || ONLY.some((m) => !OWN_TATAMI.includes(m));
const needsBuild = runs('bundle') || runs('load') || runs('recording-browser');
const reuseBuild = process.env.BENCH_REUSE_BUILD === '1' && !runs('bundle');
const WORK = join(ROOT, '.tmp', 'bench');
// The leaderboard's crowd: BENCH_SUBSCRIBERS (default 1,000). Above 1,000 the spectators hold their
// streams on a board relay (pb_hooks/lib/relay.js), as the deploy for a large public does;
// BENCH_RELAY=1 or 0 forces it either way.
const MANY = Number(process.env.BENCH_SUBSCRIBERS || 1000);
const RELAY = runs('leaderboard') && (process.env.BENCH_RELAY ? process.env.BENCH_RELAY === '1' : MANY > 1000);
// BENCH_BUSY=2: two busy loops run beside the measures (a machine doing other work); the load
// average is printed with the table either way.
const BUSY = Number(process.env.BENCH_BUSY || 0);
const APP_DIST = join(WORK, 'dist');
const BARE_DIST = join(WORK, 'bare-dist');

// The public "upcoming and current" filter of the home and the competitions page (src/features/home/api.ts).
const CURRENT = 'status != "draft" && (status = "accreditation" || status = "ongoing" || (status != "archived" && (date >= @todayStart || endDate >= @todayStart)))';

async function login(url, identity, password) {
  const r = await api(url, '/api/collections/users/auth-with-password', { method: 'POST', body: { identity, password } });
  return r.token;
}

async function main() {
  if (ONLY.length) log(`Only: ${ONLY.join(', ')}`);
  if (needsBuild && !reuseBuild) {
    log(runs('bundle') ? 'Building the SPA and a bare Vite React page…' : 'Building the SPA…');
    const [, buildMs] = await timed(async () => {
      await buildApp(APP_DIST);
      if (runs('bundle')) await buildBare(join(WORK, 'bare'), BARE_DIST);
    });
    log(`  built in ${(buildMs / 1000).toFixed(1)} s`);
  }

  log('Starting PocketBase (temp data dir, rate limits off)…');
  // BENCH_DATA_DIR keeps the seeded data dir between runs (for working on the bench itself).
  const dataDir = process.env.BENCH_DATA_DIR;
  const relay = RELAY ? await startRelay() : null;
  const server = await startPocketBase({ rateLimits: false, raiseFdLimit: true, publicDir: needsBuild ? APP_DIST : undefined, args: ['--automigrate=false'], dataDir, removeDataDir: !dataDir, env: relay?.env });
  const rows = [];
  const busy = [];
  // The machine's load matters for the absolute budgets (ms): it is printed with the table.
  const raw = { loadBefore: loadavg()[0], cpus: cpus().length, busyLoops: BUSY, relay: RELAY };
  try {
    log(`  ${server.url}`);
    if (needsSeed) log(`Seeding ${COUNTS.users} users, ${COUNTS.athletes} athletes, ${COUNTS.couples} couples, ${COUNTS.competitions} competitions, ${COUNTS.bigEnrolments} + ${COUNTS.otherEnrolments} enrolments, ${COUNTS.messages} messages (batch API, every hook runs)…`);
    const seeded = dataDir && (await api(server.url, '/api/collections/users/records?perPage=1', { token: await server.superuserToken() })).totalItems > 0;
    raw.seed = !needsSeed ? { total: 0, skipped: true } : seeded ? { total: 0, reused: dataDir } : await seedLarge(server, log, { messages: !ONLY.length });
    if (needsSeed) log(`  seeded in ${(raw.seed.total / 1000).toFixed(1)} s`);
    const { url } = server;
    for (let i = 0; i < BUSY; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    if (BUSY) log(`${BUSY} busy loop(s) running beside the measures.`);
    const suToken = await server.superuserToken();
    const orgToken = needsSeed ? await login(url, emailOf(1), BENCH_PASSWORD) : '';

    if (runs('bundle')) {
      log('Measuring the initial bundle of the home…');
      const b = (raw.bundle = await measureBundle({ appUrl: url, appDist: APP_DIST, bareDist: BARE_DIST }));
      const bRatio = b.home.bytes / b.bare.bytes;
      rows.push(row('Home: initial JS+CSS, gzip', fmt.kb(b.home.bytes), `${fmt.kb(b.bare.bytes)} bare React page`, bRatio, '≤ 1.7×', bRatio <= 1.7));
    }

    if (runs('list')) {
      log('Measuring the desk list (organizer vs superuser)…');
      const l = (raw.list = await measureList({ url, organizerToken: orgToken, superuserToken: suToken, competitionId: IDS.bigCompetition }));
      const lRatio = l.organizerP95 / l.superuserP95;
      rows.push(
        row(`Desk list page, ${COUNTS.bigEnrolments} enrolments: p95`, fmt.ms(l.organizerP95), `${fmt.ms(l.superuserP95)} superuser`, lRatio, '≤ 1.3×, ≤ 50 ms', lRatio <= 1.3 && l.organizerP95 <= 50),
      );

      const lt = (raw.listWithTotal = await measureList({ url, organizerToken: orgToken, superuserToken: suToken, competitionId: IDS.bigCompetition, withTotal: true, rounds: 100 }));
      rows.push(row('  same page with totalItems (info)', fmt.ms(lt.organizerP95), `${fmt.ms(lt.superuserP95)} superuser`, lt.organizerP95 / lt.superuserP95, 'none', true));
    }

    if (runs('toggle')) {
      log('Measuring the desk toggle on a second device…');
      const enrolmentIds = Array.from({ length: 50 }, (_, i) => IDS.enrolment(i * 7));
      const t = (raw.toggle = await measureDeskToggle({ url, organizerToken: orgToken, competitionId: IDS.bigCompetition, enrolmentIds }));
      rows.push(row('Desk toggle → 2nd device: p95', fmt.ms(t.p95), '—', null, '≤ 250 ms', t.p95 <= 250));
    }

    if (runs('checkin')) {
      log('Measuring the QR check-in (code decoded → present on a second desk)…');
      const enrolmentIds = Array.from({ length: 60 }, (_, i) => IDS.enrolment(i * 11 + 3));
      const c = (raw.checkin = await measureCheckin({ url, organizerToken: orgToken, competitionId: IDS.bigCompetition, enrolmentIds }));
      rows.push(row('QR check-in → present on 2nd desk: p95', fmt.ms(c.p95), `${fmt.ms(c.p50)} p50`, null, '≤ 300 ms', c.p95 <= 300));
    }

    if (runs('leaderboard')) {
      for (const [key, competitionId, budget] of [
        ['leaderboard', IDS.bigCompetition, true],
        // The same at the scale of a national championship (300 enrolments), reported without a budget.
        ['leaderboardNational', IDS.nationalCompetition, false],
      ]) {
        log(`Preparing the day of competition ${competitionId} (presence, draw, ongoing, published poules)…`);
        const [prepared, prepMs] = await timed(() => prepareLeaderboard({ url, superuserToken: suToken, organizerToken: orgToken, competitionId }));
        const size = `${prepared.rows} row(s), largest ${fmt.kb(prepared.snapshotBytes)}, all ${fmt.kb(prepared.totalBytes)}`;
        log(`  ${prepared.inCompetition} couples in competition, ${prepared.poules} poules, snapshot ${size}, in ${(prepMs / 1000).toFixed(1)} s`);
        // Baseline of the same run: the raw realtime round trip of ONE subscriber (same save, same
        // rows; judge 2 of the same couples), then the budget: 1,000 subscribers (judge 1) on the big
        // competition; the national one (info) with 200.
        const many = budget ? MANY : 200;
        log(`Measuring an evaluation → leaderboard on 1 subscriber, then on ${many}${relay ? ' (streams on the board relay)' : ''}…`);
        // Both processes' CPU; the streams' memory where they are held.
        const cpu = () => cpuMs(server.process.pid) + (relay ? cpuMs(relay.process.pid) : 0);
        const rss = () => rssKb((relay ?? server).process.pid);
        // When the last fan-out left for its last stream: the relay's, or the dispatcher's (pb_hooks/lib/dispatch.js status).
        const lastSent = relay
          ? async () => ((await (await fetch(`${relay.url}/api/relay/status`, { headers: { 'X-Relay-Key': relay.key } })).json()).last?.at ?? NaN)
          : async () => (await api(url, '/api/custom/ops/realtime', { token: suToken })).dispatcher.last?.at ?? NaN;
        const streamUrl = relay?.url;
        const one = await measureLeaderboard({ url, streamUrl, organizerToken: orgToken, prepared, subscribers: 1, offset: prepared.draws.length, cpu, lastSent });
        const f = await measureLeaderboard({ url, streamUrl, organizerToken: orgToken, prepared, subscribers: many, cpu, rss, lastSent });
        raw[key] = { setup: { ms: prepMs, inCompetition: prepared.inCompetition, poules: prepared.poules, draws: prepared.draws.length, rows: prepared.rows, snapshotBytes: prepared.snapshotBytes, totalBytes: prepared.totalBytes }, one, fanOut: f };
        const label = `${prepared.inCompetition} couples, ${fmt.kb(prepared.snapshotBytes)} largest row${relay ? ', streams on the relay' : ''}`;
        const saveRatio = f.saveP95 / one.saveP95;
        rows.push(
          budget
            ? row(`Evaluation → leaderboard (${label}) on ${many} guests, last one: p95`, fmt.ms(f.p95), `${fmt.ms(one.p95)} one subscriber`, f.p95 / one.p95, many > 1000 ? '≤ 2 s' : '≤ 1 s', f.p95 <= (many > 1000 ? 2000 : 1000))
            : row(`  same, ${label}, ${many} guests (info)`, fmt.ms(f.p95), `${fmt.ms(one.p95)} one subscriber`, f.p95 / one.p95, 'none', true),
        );
        // The judge's save must not wait for the fan-out.
        rows.push(
          budget
            ? row(`  judge's save p95 with ${many} / with 1 subscriber`, fmt.ms(f.saveP95), `${fmt.ms(one.saveP95)} with 1`, saveRatio, '≤ 1.5×', saveRatio <= 1.5)
            : row(`  save p95 with ${many} / with 1 subscriber (info)`, fmt.ms(f.saveP95), `${fmt.ms(one.saveP95)} with 1`, saveRatio, 'none', true),
        );
        // Server CPU per evaluation: what the fan-out costs, hardly moved by the machine's load.
        rows.push(row(`  server CPU per evaluation, ${many} / 1 subscriber (info)`, fmt.ms(f.cpuPerRound), `${fmt.ms(one.cpuPerRound)} with 1`, f.cpuPerRound / one.cpuPerRound, 'none', true));
        // Where the last one's latency goes: the server done handing the event to every stream, and
        // the subscribers' own thread busy meanwhile (on this machine's cores, not on phones).
        rows.push(row(`  server done sending to all ${many}: p95 (info)`, fmt.ms(f.serverSentP95 ?? NaN), `${fmt.ms(one.serverSentP95 ?? NaN)} to 1`, null, 'none', true));
        rows.push(row(`  subscribers' own thread busy per round: p95 (info)`, fmt.ms(f.subscribersBusyP95), `${fmt.ms(one.subscribersBusyP95)} for 1`, null, 'none', true));
        // Settled readings before and after the streams connect (measures/realtime.mjs settledRss).
        if (budget) rows.push(row(`  ${relay ? 'relay' : 'PocketBase'} RSS per 1,000 streams, settled${f.rssSettled ? '' : ' (NOT settled)'} (info)`, `${(f.rssPer1000Kb / 1024).toFixed(1)} MB`, `${(f.rssBeforeKb / 1024).toFixed(0)} MB before`, null, 'none', true));
      }
    }

    if (runs('board')) {
      log('Board document: requests/s of 200 and 304 answers vs /api/health, then through nginx when present…');
      const bd = (raw.board = await measureBoard({ url, competitionId: IDS.bigCompetition, log }));
      rows.push(row(`Board document (${fmt.kb(bd.bytes)}): 200 throughput (info)`, fmt.rps(bd.rps200), `${fmt.rps(bd.health)} /api/health`, bd.rps200 / bd.health, 'none', true));
      rows.push(row('  board 304 (If-None-Match) throughput (info)', fmt.rps(bd.rps304), `${fmt.rps(bd.health)} /api/health`, bd.rps304 / bd.health, 'none', true));
      if (bd.nginx) {
        rows.push(row('  board through an nginx cache: 200 throughput (info)', fmt.rps(bd.nginx.rps200), `${fmt.rps(bd.rps200)} PocketBase`, bd.nginx.rps200 / bd.rps200, 'none', true));
        rows.push(row('  nginx cache: origin requests per 1,000 served (info)', String(bd.nginx.originPer1000), '—', null, 'none', true));
      }
    }

    if (runs('season')) {
      log(`Seeding a season of ${SEASON.events} events × ${SEASON.couplesPerEvent} couples (places written, each event recomputing the season as it joins)…`);
      const seasonSeedMs = await seedSeason({ url, superuserToken: suToken, log });
      log('Measuring the season: confirm and reopen an event (recompute), then the public ranking read (guest vs superuser)…');
      const adminToken = await login(url, emailOf(0), BENCH_PASSWORD);
      const rc = await measureSeasonRecompute({ url, organizerToken: orgToken, adminToken, rounds: Number(process.env.BENCH_SEASON_ROUNDS || 6), cpu: () => cpuMs(server.process.pid) });
      const rk = await measureSeasonRanking({ url, superuserToken: suToken });
      raw.season = { seedMs: seasonSeedMs, recompute: rc, ranking: rk };
      rows.push(row(`Season ${SEASON.events} events × ${SEASON.couplesPerEvent} couples (${rc.rows} ranking rows): confirm → recomputed, p95`, fmt.ms(rc.confirmP95), `${fmt.ms(rc.confirmMax)} max`, null, '≤ 1 s', rc.confirmP95 <= 1000 && rc.confirmMax <= 1000));
      rows.push(row('  server CPU per confirmation, p50 (info)', fmt.ms(rc.confirmCpuP50), '—', null, 'none', true));
      rows.push(row('  same, an admin reopens the event (info)', fmt.ms(rc.reopenP95), '—', null, 'none', true));
      const rkRatio = rk.guestP95 / rk.superuserP95;
      rows.push(row(`Season ranking page reads (its categories, then one class × kata: ${rk.rows} rows, ${fmt.kb(rk.bytes)}), guest: p95`, fmt.ms(rk.guestP95), `${fmt.ms(rk.superuserP95)} superuser`, rkRatio, '≤ 1.3×, ≤ 50 ms', rkRatio <= 1.3 && rk.guestP95 <= 50));
      rows.push(row('  the same reads, p50 (info)', fmt.ms(rk.guestP50), `${fmt.ms(rk.superuserP50)} superuser`, rk.guestP50 / rk.superuserP50, 'none', true));
      rows.push(row('  its rows alone (the ranking route), guest: p50 / p95 (info)', `${fmt.ms(rk.routeP50)} / ${fmt.ms(rk.routeP95)}`, `${fmt.ms(rk.recordsP50)} records API, fields=, p50`, null, 'none', true));
    }

    if (runs('recording')) {
      log('Preparing a tatami (one poule, five seats signed in) for the recording measure…');
      const prepared = await prepareRecording({ url, superuserToken: suToken });
      log("Measuring the tablets' saves without and with the tatami's recording uploading (0.6 MB every 2 s)…");
      const rc = await measureRecording({ url, superuserToken: suToken, prepared });
      log(`Measuring a long recording's upload lag (${process.env.BENCH_RECORDING_SECONDS || 60} s at real time)…`);
      const long = await measureLongRecording({ url, prepared });
      raw.recording = { ...rc, long };
      const ratio = rc.withP95 / rc.withoutP95;
      rows.push(row(`Judge's save with the tatami recording (${rc.savesPerCondition} saves each, ${rc.chunks} chunks of ${fmt.kb(rc.chunkBytes)}): p95`, fmt.ms(rc.withP95), `${fmt.ms(rc.withoutP95)} without`, ratio, '≤ 1.2×', ratio <= 1.2));
      rows.push(row('  same, p50 (info)', fmt.ms(rc.withP50), `${fmt.ms(rc.withoutP50)} without`, rc.withP50 / rc.withoutP50, 'none', true));
      rows.push(row(`  chunk upload lag behind real time, beside the saves: p95 (info)`, fmt.ms(rc.lagP95), `${fmt.ms(rc.lagMax)} max`, null, 'none', true));
      rows.push(row(`  long recording alone, ${long.seconds} s (${long.chunks} chunks), lag: p95 (info)`, fmt.ms(long.lagP95), `${fmt.ms(long.lagMax)} max, ${fmt.ms(long.lagLast)} last`, null, 'none', true));
    }

    if (runs('recording-browser')) {
      const seconds = Number(process.env.BENCH_RECORDING_BROWSER_SECONDS || 360);
      log('Preparing a tatami for the browser recording…');
      const prepared = await prepareRecording({ url, superuserToken: suToken, couples: 2, seats: 3 });
      log(`Recording ${seconds} s in Chromium (fake camera), driven through the supervisor's screen…`);
      const rb = (raw.recordingBrowser = await measureRecordingBrowser({ url, superuserToken: suToken, dataDir: server.dataDir, prepared, seconds, log }));
      const { track } = rb;
      const camera = `${track.width}×${track.height}`;
      const mb = (b) => `${(b / 1024 / 1024).toFixed(1)} MB`;
      rows.push(row(`Chromium recording (fake camera ${camera}, ${rb.mimeType}), ${seconds} s: stop → every chunk and the end on the server`, fmt.ms(rb.endLag), `${fmt.ms(rb.endLagPolled)} polled`, null, '< 5 s', rb.endLag < 5000 && track.width === 1280 && track.height === 720));
      rows.push(row(`  ${rb.chunks} chunks, ${mb(rb.bytes)}, largest ${mb(rb.largestChunk)}: within 240 × 4 MB`, rb.withinLimits ? 'yes' : 'NO', `${rb.sixMinutes.chunks} chunks of ${mb(rb.sixMinutes.bytesPerChunk)} per 6 min`, null, '≤ 240, ≤ 4 MB', rb.withinLimits));
      rows.push(row(`  chunk upload lag (server created − hand-over, device clock corrected by ${fmt.ms(rb.offset)}): p95 (info)`, fmt.ms(rb.lagP95), `${fmt.ms(rb.lagP50)} p50, ${fmt.ms(rb.lagMax)} max`, null, 'none', true));
      rows.push(row('  same on the one clock of this machine: p95 (info)', fmt.ms(rb.rawLagP95), `${fmt.ms(rb.rawLagP50)} p50, ${fmt.ms(rb.rawLagMax)} max`, null, 'none', true));
      rows.push(row('  "All sent" on the device after the stop (info)', fmt.ms(rb.allSentOnScreen), `load ${rb.load.min.toFixed(1)}–${rb.load.max.toFixed(1)}`, null, 'none', true));
    }

    if (runs('load')) {
      log('Load: public pages vs /api/health (autocannon, 10 connections, 5 s each)…');
      const ld = (raw.load = await measureLoad({
        url,
        targets: [
          { name: 'Home page /', path: '/' },
          { name: 'Competitions page', path: '/competitions' },
          { name: 'Competition page', path: `/competitions/${IDS.bigCompetition}` },
          { name: 'Login page', path: '/login' },
          { name: 'Home data: next competitions (API, guest)', path: `/api/collections/competitions/records?${new URLSearchParams({ perPage: '3', sort: 'date,name', filter: CURRENT, skipTotal: '1', fields: 'id,collectionId,name,date,endDate,location,logo,status' })}`, info: true },
          { name: 'Competitions list (API, guest)', path: `/api/collections/competitions/records?${new URLSearchParams({ perPage: '200', sort: 'date,name', filter: CURRENT })}`, info: true },
          { name: 'One competition (API, guest)', path: `/api/collections/competitions/records/${IDS.bigCompetition}?expand=organizers`, info: true },
        ],
      }));
      for (const p of ld.pages) {
        const ratio = p.rps / ld.health;
        rows.push(row(`${p.name}: throughput`, fmt.rps(p.rps), `${fmt.rps(ld.health)} /api/health`, ratio, p.info ? 'none' : '≥ 0.7×', p.info || ratio >= 0.7));
      }
    }
  } finally {
    for (const p of busy) p.kill('SIGKILL');
    await server.stop();
    await relay?.stop();
  }

  raw.loadAfter = loadavg()[0];
  console.log(
    `\nBenchmark (${new Date().toISOString()}), seed ${(raw.seed.total / 1000).toFixed(1)} s, ${raw.cpus} CPUs, ` +
      `load average ${raw.loadBefore.toFixed(1)} before / ${raw.loadAfter.toFixed(1)} after${BUSY ? `, ${BUSY} busy loop(s) beside` : ''}:\n`,
  );
  console.log(table(rows));
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', 'bench.json'), JSON.stringify({ at: new Date().toISOString(), rows, raw }, null, 2));
  const missed = rows.filter((r) => !r.pass);
  if (missed.length) {
    console.log(`\n${missed.length} budget(s) missed.`);
    process.exitCode = 1;
  } else console.log('\nEvery budget met.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
