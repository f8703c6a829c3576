#!/usr/bin/env node
// Backup → wipe → restore, with PocketBase's backup API, proving that nothing is lost:
//
//   1. snapshot every record of every collection and a SHA-256 of every stored file;
//   2. POST /api/backups, then download the archive (as an operator would, to another machine);
//   3. in place: write more data and wipe the product collections, restore the backup, compare;
//   4. off the box: a brand-new, empty PocketBase receives the downloaded archive
//      (POST /api/backups/upload), restores it and is compared too.
//
// `node scripts/backup-cycle.mjs` runs the whole cycle on a throw-away PocketBase with the demo
// data and prints what it compared; tests/backups.test.ts runs the same code. Restoring makes
// PocketBase restart itself (same process id, same arguments), so we wait until it answers again
// with the restored data.
import { createHash } from 'node:crypto';
import { startPocketBase, superuserToken, TEST_SUPERUSER, sleep } from './lib/index.mjs';
import { seed } from './seed.mjs';

async function api(url, token, path, init = {}) {
  const res = await fetch(url + path, { ...init, headers: { Authorization: token, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** Every record of every collection (system auth data included) and a hash of every stored file. */
export async function snapshot(url, token) {
  const collections = (await (await api(url, token, '/api/collections?perPage=500')).json()).items;
  const fileToken = (await (await api(url, token, '/api/files/token', { method: 'POST' })).json()).token;
  const records = {};
  const files = {};
  for (const c of collections) {
    if (c.type === 'view') continue;
    const rows = [];
    for (let page = 1; ; page++) {
      const res = await (await api(url, token, `/api/collections/${c.name}/records?perPage=500&page=${page}&sort=id`)).json();
      rows.push(...res.items);
      if (page >= res.totalPages) break;
    }
    records[c.name] = rows;
    const fileFields = c.fields.filter((f) => f.type === 'file').map((f) => f.name);
    for (const r of rows) {
      for (const field of fileFields) {
        for (const name of [r[field]].flat().filter(Boolean)) {
          const res = await api(url, token, `/api/files/${c.name}/${r.id}/${encodeURIComponent(name)}?token=${fileToken}`);
          files[`${c.name}/${r.id}/${name}`] = createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex');
        }
      }
    }
  }
  return { records, files };
}

// Bookkeeping PocketBase itself refreshes on every login (the superuser's last-seen device).
const VOLATILE = { _authOrigins: ['updated'] };
const comparable = (name, r) => JSON.stringify({ ...r, ...Object.fromEntries((VOLATILE[name] ?? []).map((f) => [f, null])) });

/** Differences between two snapshots (empty when nothing was lost or changed). */
export function compare(before, after) {
  const out = [];
  for (const [name, rows] of Object.entries(before.records)) {
    const now = new Map((after.records[name] ?? []).map((r) => [r.id, r]));
    for (const r of rows) {
      const other = now.get(r.id);
      if (!other) out.push(`${name}/${r.id} missing`);
      else if (comparable(name, other) !== comparable(name, r)) out.push(`${name}/${r.id} changed`);
    }
    if ((after.records[name] ?? []).length !== rows.length) out.push(`${name}: ${rows.length} → ${(after.records[name] ?? []).length} records`);
  }
  for (const [key, hash] of Object.entries(before.files)) {
    if (after.files[key] !== hash) out.push(`file ${key} ${after.files[key] ? 'differs' : 'missing'}`);
  }
  return out;
}

export function countOf(snap) {
  return { records: Object.values(snap.records).reduce((n, rows) => n + rows.length, 0), files: Object.keys(snap.files).length };
}

/** Waits until PocketBase is back after a restore and `ready(token)` holds. */
async function waitRestored(url, creds, ready, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  await sleep(300);
  while (Date.now() < until) {
    try {
      const token = await superuserToken(url, creds.email, creds.password);
      if (await ready(token)) return token;
    } catch {
      // restarting
    }
    await sleep(250);
  }
  throw new Error(`PocketBase at ${url} did not come back restored within ${timeoutMs} ms`);
}

/** Truncates the collections, in as many passes as their references need (users last). */
async function wipe(url, token, names) {
  let pending = [...names.filter((n) => n !== 'users'), 'users'];
  for (let pass = 0; pending.length && pass < 10; pass++) {
    const left = [];
    for (const c of pending) {
      const res = await fetch(`${url}/api/collections/${c}/truncate`, { method: 'DELETE', headers: { Authorization: token } });
      if (res.status !== 204) left.push(c);
    }
    pending = left;
  }
  if (pending.length) throw new Error(`could not wipe ${pending.join(', ')}`);
}

async function listBackups(url, token) {
  return (await api(url, token, '/api/backups')).json();
}

/**
 * The whole cycle on a running PocketBase (`server` from scripts/lib startPocketBase, with the
 * superuser `creds`). Returns the counts and the differences found (none expected).
 */
export async function backupCycle(server, creds = TEST_SUPERUSER, { log = () => {} } = {}) {
  const url = server.url;
  let token = await superuserToken(url, creds.email, creds.password);
  const before = await snapshot(url, token);
  log(`snapshot: ${countOf(before).records} records, ${countOf(before).files} files`);

  const name = `cycle_${Date.now()}.zip`;
  await api(url, token, '/api/backups', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
  const backup = (await listBackups(url, token)).find((b) => b.key === name);
  if (!backup) throw new Error(`backup ${name} not listed`);
  const fileToken = (await (await api(url, token, '/api/files/token', { method: 'POST' })).json()).token;
  const archive = Buffer.from(await (await api(url, token, `/api/backups/${name}?token=${fileToken}`)).arrayBuffer());
  log(`backup ${name}: ${backup.size} bytes, downloaded ${archive.length} bytes`);

  // In place: more data after the backup, then the product collections wiped.
  const marker = await (
    await api(url, token, '/api/collections/partners/records', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'written after the backup' }) })
  ).json();
  await wipe(url, token, Object.keys(before.records).filter((n) => !n.startsWith('_')));
  const wiped = countOf(await snapshot(url, token));
  log(`wiped: ${wiped.records} records, ${wiped.files} files left`);
  await api(url, token, `/api/backups/${name}/restore`, { method: 'POST' });
  token = await waitRestored(url, creds, async (t) => {
    const res = await fetch(`${url}/api/collections/partners/records/${marker.id}`, { headers: { Authorization: t } });
    return res.status === 404 && (await fetch(`${url}/api/collections/competitions/records?perPage=1`, { headers: { Authorization: t } }).then((r) => r.json())).totalItems > 0;
  });
  const inPlace = compare(before, await snapshot(url, token));
  log(`restored in place: ${inPlace.length ? inPlace.join('; ') : 'nothing lost'}`);

  // Off the box: a fresh, empty PocketBase gets the downloaded archive.
  const fresh = await startPocketBase({ superuser: creds, rateLimits: false });
  try {
    let freshToken = await fresh.superuserToken();
    const form = new FormData();
    form.append('file', new File([archive], name, { type: 'application/zip' }));
    await api(fresh.url, freshToken, '/api/backups/upload', { method: 'POST', body: form });
    await api(fresh.url, freshToken, `/api/backups/${name}/restore`, { method: 'POST' });
    freshToken = await waitRestored(fresh.url, creds, async (t) =>
      (await fetch(`${fresh.url}/api/collections/competitions/records?perPage=1`, { headers: { Authorization: t } }).then((r) => r.json())).totalItems > 0,
    );
    const offBox = compare(before, await snapshot(fresh.url, freshToken));
    log(`restored on a new server: ${offBox.length ? offBox.join('; ') : 'nothing lost'}`);
    return { counts: countOf(before), backupBytes: backup.size, wiped, inPlace, offBox };
  } finally {
    await fresh.stop();
  }
}

/** The scheduled backups of the settings (migration 1763800100_app_settings.js). */
export async function backupSchedule(url, token) {
  const settings = await (await api(url, token, '/api/settings')).json();
  return { cron: settings.backups?.cron ?? '', cronMaxKeep: settings.backups?.cronMaxKeep ?? 0 };
}

// `node scripts/backup-cycle.mjs`: the cycle on a throw-away PocketBase with the demo data.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPocketBase({ superuser: TEST_SUPERUSER, rateLimits: false });
  let failed;
  try {
    await seed(server.url, TEST_SUPERUSER.email, TEST_SUPERUSER.password);
    const started = Date.now();
    const result = await backupCycle(server, TEST_SUPERUSER, { log: (s) => console.log(`  ${s}`) });
    const schedule = await backupSchedule(server.url, await server.superuserToken());
    console.log(`  scheduled backups: cron "${schedule.cron}", keeping ${schedule.cronMaxKeep}`);
    console.log(`backup cycle: ${result.counts.records} records and ${result.counts.files} files, ${Date.now() - started} ms`);
    failed = result.inPlace.length > 0 || result.offBox.length > 0 || !schedule.cron;
  } finally {
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}
