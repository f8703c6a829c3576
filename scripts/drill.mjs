#!/usr/bin/env node
// The disaster drill: the machine dies in the middle of a competition and a new one takes over.
//
//   1. a PocketBase with its data dir on "the machine", Litestream replicating data.db and
//      auxiliary.db to a replica folder ("another disk"), uploaded files in S3-compatible storage
//      (a local stand-in, scripts/lib/s3-local.mjs), the data set seeded, every record and file
//      hash snapshotted (scripts/backup-cycle.mjs);
//   2. judges save evaluations continuously; at the chosen moment PocketBase and Litestream are
//      killed together (SIGKILL: no shutdown, no last sync) and the data dir is deleted;
//   3. a new data dir on another directory is restored from the replica (`restoreDataDir`, what
//      `npm run restore` runs) and a new PocketBase starts on it;
//   4. measured: the acknowledged saves missing from the new server and how long before the kill
//      they were acknowledged (at most Litestream's sync interval is the goal), the restore time and
//      the time to a serving PocketBase, and the snapshot of step 1 compared with the new server.
//
// `npm run drill` runs it on the bench's data set (scripts/bench/seed.mjs) plus the demo data's
// files; tests/drill.test.ts runs a short form on the demo data in `npm test`.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPocketBase, superuserToken, patchSettings, TEST_SUPERUSER, sleep } from './lib/index.mjs';
import { startS3Local } from './lib/s3-local.mjs';
import { startLitestream, restoreDataDir, durationMs, DEFAULT_SYNC_INTERVAL } from './litestream.mjs';
import { snapshot, compare, countOf } from './backup-cycle.mjs';

const now = () => performance.timeOrigin + performance.now();

/**
 * The differences that matter after the drill: every record of the snapshot must still be there
 * and every file identical; the collections the judges' saves write (`touched`) may have changed
 * and grown, since the snapshot was taken before those saves.
 */
export function drillDifferences(before, after, touched) {
  const grewOrChanged = (line) =>
    touched.some((c) => line.startsWith(`${c}/`) && line.endsWith(' changed')) ||
    touched.some((c) => {
      const m = new RegExp(`^${c}: (\\d+) → (\\d+) records$`).exec(line);
      return m && Number(m[2]) >= Number(m[1]);
    });
  return compare(before, after).filter((line) => !grewOrChanged(line));
}

/**
 * Acknowledged saves missing after the restore, and the window they fell in: how long before the
 * kill the earliest of them was acknowledged.
 */
export function lostSaves(acks, restoredIds, killedAt) {
  const lost = acks.filter((a) => !restoredIds.has(a.id));
  return { lost, windowMs: lost.length ? killedAt - Math.min(...lost.map((a) => a.at)) : 0 };
}

/** The last refused requests in PocketBase's log: it keeps the cause out of the answer. */
async function failures(url, token) {
  const res = await fetch(`${url}/api/logs?perPage=3&sort=-created&filter=${encodeURIComponent('data.status >= 400')}`, { headers: { Authorization: token } });
  return JSON.stringify(((await res.json()).items ?? []).map((l) => l.data));
}

/**
 * Whether Litestream wrote to the replica folder `dir` after `since` (ms since the epoch): a file
 * changed then holds every write committed before its sync began.
 * @param {string} dir
 * @param {number} since
 */
function shippedAfter(dir, since) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((e) => (e.isDirectory() ? shippedAfter(join(dir, e.name), since) : statSync(join(dir, e.name)).mtimeMs > since));
}

/**
 * Runs the drill. `prepare(server)` seeds the data set on the running, replicated server and
 * returns `{ save(writer, n), touched }`: `save` makes writer `writer`'s n-th save and resolves
 * with the stored record (or null when that writer has nothing left to save), `touched` names the
 * collections the saves write. The machine dies after `killAfter.acks` acknowledged saves or
 * `killAfter.ms` of saving, whichever comes first.
 *
 * @param {import('./drill.d.mts').DrillOptions} opts
 * @returns {Promise<import('./drill.d.mts').DrillResult>}
 */
export async function runDrill({ prepare, writers = 5, killAfter = { ms: 3000 }, syncInterval = DEFAULT_SYNC_INTERVAL, replicate = true, creds = TEST_SUPERUSER, log = () => {}, serverOptions = {} }) {
  const root = mkdtempSync(join(tmpdir(), 'kata-drill-'));
  const dataDir = join(root, 'machine', 'pb_data');
  const replicaDir = join(root, 'replica');
  const newDataDir = join(root, 'new-machine', 'pb_data');
  mkdirSync(join(root, 'bucket'), { recursive: true });
  let server, replica, restored, s3;
  try {
    s3 = await startS3Local({ root: join(root, 'bucket') });
    server = await startPocketBase({ ...serverOptions, dataDir, removeDataDir: false, superuser: creds, rateLimits: false });
    if (replicate) replica = await startLitestream({ dataDir, replicaUrl: replicaDir, syncInterval });
    let token = await server.superuserToken();
    await patchSettings(server.url, token, { s3: { enabled: true, bucket: 'kata', region: 'local', endpoint: s3.url, accessKey: 'drill', secret: 'drill-secret', forcePathStyle: true } });
    log(`server ${server.url}, ${replicate ? `replicating every ${syncInterval} to ${replicaDir}` : 'NOT replicating'}, files in S3 at ${s3.url}`);

    const { save, touched } = await prepare(server).catch(async (err) => {
      throw new Error(`${err}\n${await failures(server.url, token)}`, { cause: err });
    });
    token = await superuserToken(server.url, creds.email, creds.password);
    const before = await snapshot(server.url, token);
    const snapshotAt = Date.now();
    log(`snapshot: ${countOf(before).records} records, ${countOf(before).files} files`);

    // The judges save until the machine dies; only the saves the server answered count.
    const acks = [];
    let dead = false;
    let failedAfterKill = 0;
    const errors = [];
    const judge = async (w) => {
      for (let n = 0; !dead; n++) {
        try {
          const record = await save(w, n);
          if (!record) return;
          if (!dead) acks.push({ id: record.id, at: now() });
        } catch (err) {
          if (dead) failedAfterKill++;
          else errors.push(err);
          return;
        }
      }
    };
    const savingFrom = now();
    const judges = Array.from({ length: writers }, (_, w) => judge(w));
    const deadline = now() + (killAfter.ms ?? Infinity);
    // The snapshot is the promise: every record in it was shipped when the machine dies. On a fast
    // machine the saves are done within a second of it, before Litestream's next sync, so the kill
    // also waits for a sync written after the snapshot was read (it began after every write the
    // snapshot saw: the snapshot's reads take far longer than a sync's write).
    let shipped = !replica;
    let polls = 0;
    // Litestream promises writes older than its sync interval: the snapshot is that old (twice over) at the kill.
    const promisedAt = snapshotAt + 2 * durationMs(syncInterval);
    while (now() < deadline && (acks.length < (killAfter.acks ?? Infinity) || !shipped) && !errors.length) {
      await sleep(5);
      if (!shipped && ++polls % 20 === 0) shipped = Date.now() > promisedAt && shippedAfter(join(replicaDir, 'data.db'), snapshotAt);
    }
    if (errors.length) {
      // The server's log of the refused save says why (PocketBase keeps the cause out of the answer).
      throw new Error(`a save failed before the kill: ${errors[0]}\n${await failures(server.url, token)}`, { cause: errors[0] });
    }
    if (!acks.length) throw new Error('no save was acknowledged before the kill');

    // The machine dies: both processes at once, no shutdown, then its disk is gone.
    const killedAt = now();
    dead = true;
    const exits = [server.process, replica?.process].filter(Boolean).map((p) => new Promise((ok) => (p.exitCode !== null || p.signalCode !== null ? ok() : p.once('exit', ok))));
    server.process.kill('SIGKILL');
    replica?.process.kill('SIGKILL');
    await Promise.all(exits);
    await Promise.all(judges);
    rmSync(join(root, 'machine'), { recursive: true, force: true });
    const lastAckBeforeKill = killedAt - acks[acks.length - 1].at;
    log(`killed after ${acks.length} acknowledged saves (the first ${((acks[0].at - savingFrom) / 1000).toFixed(2)} s after the start) in ${((killedAt - savingFrom) / 1000).toFixed(1)} s (${failedAfterKill} in flight failed); data dir deleted`);

    const restoreMs = await restoreDataDir({ dataDir: newDataDir, replicaUrl: replicaDir });
    const startFrom = now();
    restored = await startPocketBase({ ...serverOptions, dataDir: newDataDir, removeDataDir: false, superuser: false });
    const startMs = now() - startFrom;
    log(`restored in ${restoreMs.toFixed(0)} ms, serving after ${startMs.toFixed(0)} ms more at ${restored.url}`);

    token = await superuserToken(restored.url, creds.email, creds.password);
    const after = await snapshot(restored.url, token);
    const restoredIds = new Set(after.records.evaluations?.map((r) => r.id) ?? []);
    const { lost, windowMs } = lostSaves(acks, restoredIds, killedAt);
    const differences = drillDifferences(before, after, touched);
    const grown = [...new Set(compare(before, after).map((line) => line.split(/[/:]/)[0]))];
    log(`collections the saves changed: ${grown.join(', ') || 'none'}`);
    log(`acknowledged saves lost: ${lost.length} of ${acks.length}${lost.length ? `, acknowledged in the last ${windowMs.toFixed(0)} ms before the kill` : ''}`);
    log(`records and files compared: ${differences.length ? differences.join('; ') : 'nothing lost'}`);
    return {
      syncIntervalMs: durationMs(syncInterval),
      counts: countOf(before),
      acknowledged: acks.length,
      failedAfterKill,
      lost: lost.length,
      lostWindowMs: windowMs,
      lastAckBeforeKillMs: lastAckBeforeKill,
      restoreMs,
      startMs,
      differences,
      load: loadavg()[0],
    };
  } finally {
    await restored?.stop();
    await server?.stop();
    await replica?.stop({ signal: 'SIGKILL' });
    await s3?.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

// `npm run drill`: the bench's data set, its organizer saving evaluations on the big competition.
async function main() {
  // Seeding writes hundreds of MB in minutes: with Litestream's usual checkpoint thresholds a
  // checkpoint would land amid the seed's batches and could refuse one (see CHECKPOINTS in
  // scripts/litestream.mjs). The drill measures the day's saves, so it defers them.
  process.env.LITESTREAM_MIN_CHECKPOINT_PAGES ||= '1000000';
  process.env.LITESTREAM_MAX_CHECKPOINT_PAGES ||= '2000000';
  const { seed } = await import('./seed.mjs');
  const { seedLarge, IDS, emailOf, BENCH_PASSWORD, COUNTS } = await import('./bench/seed.mjs');
  const { prepareLeaderboard } = await import('./bench/measures/leaderboard.mjs');
  const { api } = await import('./bench/api.mjs');
  const log = (s) => console.log(`  ${s}`);
  const saveSeconds = Number(process.env.DRILL_SAVE_SECONDS || 20);
  console.log(`Drill: the bench's data set (${COUNTS.users} users, ${COUNTS.athletes} athletes, ${COUNTS.bigEnrolments} + ${COUNTS.otherEnrolments} enrolments, ${COUNTS.messages} messages) and the demo data's files; judges save for ${saveSeconds} s, then the machine dies.`);
  const WRITERS = 5;
  const result = await runDrill({
    writers: WRITERS,
    killAfter: { ms: saveSeconds * 1000 },
    serverOptions: { args: ['--automigrate=false'] },
    log,
    prepare: async (server) => {
      // The demo data first (it seeds an empty data dir only): its documents, logos and emblems are the files.
      await seed(server.url, TEST_SUPERUSER.email, TEST_SUPERUSER.password);
      await seedLarge(server, log, { messages: true });
      const suToken = await server.superuserToken();
      const orgToken = (await api(server.url, '/api/collections/users/auth-with-password', { method: 'POST', body: { identity: emailOf(1), password: BENCH_PASSWORD } })).token;
      const prepared = await prepareLeaderboard({ url: server.url, superuserToken: suToken, organizerToken: orgToken, competitionId: IDS.bigCompetition });
      log(`${prepared.inCompetition} couples present, ${prepared.poules} poules, ${prepared.draws.length} draws`);
      const { draws, itemsOf } = prepared;
      return {
        touched: ['evaluations', 'leaderboards', 'draws', 'poules', 'audit'],
        // The writers share out the sheets of judges 1–3 (every kata has at least three) draw after
        // draw, sent by the organizer as the bench's leaderboard measure does.
        save: (w, n) => {
          const k = n * WRITERS + w;
          const d = draws[Math.floor(k / 3)];
          if (!d) return null;
          const marks = Array.from({ length: itemsOf[d.expand.poule.kata] }, (_, i) => ({ small: i === 1 ? k % 3 : 0, medium: 0, big: 0, forgotten: false }));
          return api(server.url, '/api/collections/evaluations/records', { token: orgToken, method: 'POST', body: { draw: d.id, judge: 1 + (k % 3), marks } });
        },
      };
    },
  });
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    [
      '',
      `  data set                   ${result.counts.records} records, ${result.counts.files} files`,
      `  acknowledged saves         ${result.acknowledged} (${result.failedAfterKill} in flight at the kill, never acknowledged)`,
      `  acknowledged saves lost    ${result.lost}${result.lost ? `, all acknowledged in the last ${s(result.lostWindowMs)} before the kill` : ''} (sync interval ${s(result.syncIntervalMs)}; last ack ${s(result.lastAckBeforeKillMs)} before the kill)`,
      `  restore (litestream)       ${s(result.restoreMs)}`,
      `  new server serving after   ${s(result.startMs)} more (RTO ≈ ${s(result.restoreMs + result.startMs)} plus the operator's reaction)`,
      `  records and files compared ${result.differences.length ? result.differences.join('; ') : 'nothing lost'}`,
      `  load average               ${result.load.toFixed(1)}`,
      '',
    ].join('\n'),
  );
  const ok = !result.differences.length && result.lostWindowMs <= result.syncIntervalMs + 1000;
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
