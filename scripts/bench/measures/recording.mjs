// Video review beside the judges: a tablet's saves on a tatami, with and without that tatami's
// recording uploading its chunks at the same time, through the real PocketBase (hooks and rules).
//
// The recorder is simulated at its real rate (officiating/components/TatamiRecorder.tsx): one chunk
// of about 0.6 MB every 2 s (2.5 Mbit/s at 720p), each a multipart create of `clip_chunks` by the
// official who records, the first with a WebM header; a clip holds at most 240 chunks, so a long run
// starts the next clip as the recorder does for the next couple.
//
// The saves are the judges' tablets of one tatami: the seats' tokens each send their sheet of each
// couple of the poule (a create of `evaluations`, as src/features/tablet/useSeatSheet.ts sends it),
// one after another with a short pause. A sweep is every seat's sheet of every couple; between sweeps
// the sheets are deleted (untimed, the recorder stopped) so the next sweep saves the same sheets again. Sweeps alternate
// without and with the recording, so both see the same machine.
//
// Upload lag: each chunk is handed over at its real-time instant; its lag is when the server
// answered minus that instant (what the recording device waits before a chunk is safe on the server).
// On loopback this is the server's side of the upload only: no network, no phone radio.
import { performance } from 'node:perf_hooks';
import { api, batch, percentile, pbDate } from '../api.mjs';

const CHUNK_MS = 2000;
const CHUNK_BYTES = 600 * 1024;
const MAX_CHUNKS = 240;
/** The start of a WebM stream (EBML header, DocType "webm"), as MediaRecorder's first chunk begins. */
const WEBM_HEAD = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]);
const PASSWORD = 'Password123!';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A chunk's bytes: compressed video looks random, so the body is not a run of zeros. */
function chunkBytes(index) {
  const body = Buffer.alloc(CHUNK_BYTES);
  let x = 2463534242 ^ index;
  for (let i = 0; i < body.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    body[i] = x & 0xff;
  }
  if (index === 0) WEBM_HEAD.copy(body);
  return body;
}

/**
 * One competition on the day with a published poule of `couples` couples on tatami 1, `seats`
 * judges seated, each seat's tablet signed in; an organizer who records.
 */
export async function prepareRecording({ url, superuserToken: su, couples = 9, seats = 5 }) {
  const tag = Date.now().toString(36);
  const now = pbDate(new Date());
  const user = (role, n) => ({ email: `rec-${role}-${tag}@bench.kata`, username: `rec${role}${tag}`, name: `Recording ${role} ${n}`, role, password: PASSWORD, passwordConfirm: PASSWORD, verified: true, privacyAcceptedAt: now, lang: 'en' });
  const organizer = await api(url, '/api/collections/users/records', { token: su, method: 'POST', body: user('organizer', 1) });
  const owner = await api(url, '/api/collections/users/records', { token: su, method: 'POST', body: user('athlete', 2) });
  const org = (await api(url, '/api/collections/users/auth-with-password', { method: 'POST', body: { identity: organizer.email, password: PASSWORD } })).token;
  const comp = await api(url, '/api/collections/competitions/records', { token: su, method: 'POST', body: { name: `Recording Cup ${tag}`, date: now, location: 'Roma', organizers: [organizer.id], status: 'ongoing', scoring: 'ijf', supervised: false } });
  await api(url, '/api/collections/circuits/records', { token: su, method: 'POST', body: { competition: comp.id, name: 'Open', order: 1 } });
  for (let i = 0; i < couples; i++) {
    const athlete = (name) => ({ owner: owner.id, name, surname: `Rec ${tag} ${i}`, birthday: '1990-05-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001', verified: true });
    const tori = await api(url, '/api/collections/athletes/records', { token: su, method: 'POST', body: athlete('Tori') });
    const uke = await api(url, '/api/collections/athletes/records', { token: su, method: 'POST', body: athlete('Uke') });
    const couple = await api(url, '/api/collections/couples/records', { token: su, method: 'POST', body: { owner: owner.id, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true } });
    await api(url, '/api/collections/enrolments/records', { token: su, method: 'POST', body: { competition: comp.id, couple: couple.id, owner: owner.id, paymentReceived: true, present: true } });
  }
  await api(url, `/api/custom/competitions/${comp.id}/draw`, { token: su, method: 'POST', body: { seed: 'REC' } });
  const [poule] = (await api(url, `/api/collections/poules/records?filter=${encodeURIComponent(`competition = "${comp.id}"`)}`, { token: su })).items;
  await api(url, `/api/collections/poules/records/${poule.id}`, { token: su, method: 'PATCH', body: { published: true, judges: seats } });
  const judges = [];
  for (let j = 0; j < seats; j++) judges.push((await api(url, '/api/collections/judges/records', { token: org, method: 'POST', body: { name: `Recording judge ${j} ${tag}` } })).id);
  await api(url, `/api/collections/competitions/records/${comp.id}`, { token: org, method: 'PATCH', body: { judges } });
  const panel = await api(url, `/api/custom/poules/${poule.id}/panel`, { token: org, method: 'POST', body: { seats: Object.fromEntries(judges.map((id, i) => [String(i + 1), id])) } });
  const tablets = [];
  for (const s of panel.seats) {
    const { code } = await api(url, `/api/custom/seats/${s.id}/code`, { token: org, method: 'POST', body: { replace: true } });
    tablets.push({ seat: s.seat, token: (await api(url, '/api/custom/seats/auth', { method: 'POST', body: { code } })).token });
  }
  const draws = (await api(url, `/api/collections/draws/records?sort=order&filter=${encodeURIComponent(`poule = "${poule.id}"`)}`, { token: su })).items.map((d) => d.id);
  const items = (await api(url, `/api/collections/kata_sheets/records?filter=${encodeURIComponent('kata = "nage-no-kata"')}`, { token: su })).items[0].items.length;
  return { competition: comp.id, poule: poule.id, draws, tablets, items, organizerToken: org };
}

/**
 * The recorder: one chunk every 2 s, each handed over at its real-time instant, until stop() is
 * called. `lags` are each chunk's answer minus its instant (ms), `uploads` each request's duration.
 */
function startRecorder({ url, token, draw }) {
  const lags = [];
  const uploads = [];
  let stopped = false;
  let clip = null;
  let index = 0;
  const newClip = async () => {
    const at = pbDate(new Date());
    clip = (await api(url, '/api/collections/clips/records', { token, method: 'POST', body: { draw, mimeType: 'video/webm;codecs=vp8', startedAt: at, sentAt: at } })).id;
    index = 0;
  };
  const send = async (bytes) => {
    if (!clip || index >= MAX_CHUNKS) await newClip();
    const form = new FormData();
    form.append('clip', clip);
    form.append('index', String(index));
    form.append('file', new Blob([bytes], { type: index === 0 ? 'video/webm' : 'application/octet-stream' }), `${index}.webm`);
    index++;
    const res = await fetch(`${url}/api/collections/clip_chunks/records`, { method: 'POST', headers: { Authorization: token }, body: form });
    if (!res.ok) throw new Error(`chunk upload: HTTP ${res.status} ${(await res.text()).slice(0, 400)}`);
    await res.arrayBuffer();
  };
  const t0 = performance.now();
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      const due = t0 + n * CHUNK_MS;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      // The chunk MediaRecorder hands over at `due`; sent at once, as the recorder's outbox does.
      const bytes = chunkBytes(index);
      const start = performance.now();
      await send(bytes);
      const end = performance.now();
      uploads.push(end - start);
      lags.push(end - due);
    }
  })();
  return {
    lags,
    uploads,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/**
 * Sweeps of every seat's sheet of every couple, alternating without and with the recording. Returns
 * each condition's save p50/p95 and the chunks' upload lag.
 */
export async function measureRecording({ url, superuserToken: su, prepared, sweeps = Number(process.env.BENCH_RECORDING_SWEEPS || 4), pauseMs = 100 }) {
  const { draws, tablets, items, organizerToken } = prepared;
  const marks = Array.from({ length: items }, (_, k) => ({ small: k === 1 ? 1 : 0, medium: 0, big: 0, forgotten: false }));
  const saves = { without: [], with: [] };
  const sweep = async (into) => {
    const made = [];
    for (const draw of draws) {
      for (const t of tablets) {
        const now = Date.now();
        const trail = { items: marks.map(() => ({ first: now - 60_000, last: now - 1000 })) };
        const start = performance.now();
        const ev = await api(url, '/api/collections/evaluations/records', { token: t.token, method: 'POST', body: { draw, judge: t.seat, marks, trail } });
        into.push(performance.now() - start);
        made.push(ev.id);
        await sleep(pauseMs);
      }
    }
    return made;
  };
  // Untimed, with no recording running (a batch of deletes, each recomputing the poule, would hold
  // the database's writer for seconds and delay the chunks: nothing of the day does that): the
  // sheets go, so the next sweep saves the same ones again.
  const clear = (made) => batch(url, su, made.map((id) => ({ method: 'DELETE', url: `/api/collections/evaluations/records/${id}` })), 50);
  // A warm-up sweep, not counted.
  await clear(await sweep([]));
  const lags = [];
  const uploads = [];
  for (let s = 0; s < sweeps; s++) {
    await clear(await sweep(saves.without));
    const recorder = startRecorder({ url, token: organizerToken, draw: draws[0] });
    // The recording already running when the saves start, as when a couple is called.
    await sleep(CHUNK_MS);
    const made = await sweep(saves.with);
    await recorder.stop();
    await clear(made);
    lags.push(...recorder.lags);
    uploads.push(...recorder.uploads);
  }
  return {
    sweeps,
    savesPerCondition: saves.with.length,
    chunks: lags.length,
    chunkBytes: CHUNK_BYTES,
    withoutP50: percentile(saves.without, 50),
    withoutP95: percentile(saves.without, 95),
    withP50: percentile(saves.with, 50),
    withP95: percentile(saves.with, 95),
    uploadP95: percentile(uploads, 95),
    uploads: uploads.map((u) => Math.round(u)),
    lagP95: percentile(lags, 95),
    lagMax: Math.max(...lags),
  };
}

/**
 * A long recording alone, at real time: `seconds` of chunks (BENCH_RECORDING_SECONDS, default 60;
 * a 6-minute kata is 360), each chunk's lag behind its instant. Returns the lag p95 and max, and the
 * last chunk's (whether the uploads keep up or fall behind over the recording).
 */
export async function measureLongRecording({ url, prepared, seconds = Number(process.env.BENCH_RECORDING_SECONDS || 60) }) {
  const recorder = startRecorder({ url, token: prepared.organizerToken, draw: prepared.draws[1] ?? prepared.draws[0] });
  await sleep(seconds * 1000);
  await recorder.stop();
  const { lags } = recorder;
  return { seconds, chunks: lags.length, lagP50: percentile(lags, 50), lagP95: percentile(lags, 95), lagMax: Math.max(...lags), lagLast: lags[lags.length - 1] };
}
