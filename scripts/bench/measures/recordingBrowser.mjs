// Video review with a real browser: the supervisor's screen in Chromium with its fake camera at
// 1280×720 records one couple for `seconds` (BENCH_RECORDING_BROWSER_SECONDS, default 360 = a
// 6-minute kata), driven through the screen's buttons ("Record this tatami" starts the couple on the
// mat at once, "Stop recording" ends it), with the real MediaRecorder, the device's IndexedDB outbox
// and its uploads (officiating/components/TatamiRecorder.tsx, clips/clipUpload.ts).
//
// Measured on the server's records, by a superuser beside the browser:
// - the lag at the end: from the click on "Stop recording" until the server holds every chunk and
//   the clip's end (`finished`, and as many clip_chunks as the device's `chunks`);
// - each chunk's upload lag: its `created` minus the instant the browser handed the chunk over
//   (MediaRecorder's dataavailable, seen by a listener the page gets beside the recorder's own; the
//   timeslices run a little longer than 2 s, 2.02 s here, so `index × 2 s` drifts by seconds over a
//   kata), put on the server's clock as the replay does (`created − sentAt` of the clip,
//   clipStartOnServer in src/lib/rules/clipBookmarks.ts);
// - the bytes, the chunk count and the largest chunk, against the server's limits (240 chunks per
//   clip, 4 MB per chunk: pb_migrations/1764836000_clips.js).
// Loopback only: no network or phone radio; Chromium encodes the fake camera's frames on this
// machine's CPU, beside PocketBase.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { api, percentile } from '../api.mjs';

const CHUNK_MS = 2000;
export const LIMITS = { chunks: 240, chunkBytes: 4 * 1024 * 1024 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const time = (pbDate) => Date.parse(pbDate.replace(' ', 'T'));

/** Chromium with its fake camera and microphone, granted without a prompt (the e2e's cameraBrowser). */
function cameraBrowser() {
  const executablePath = process.env.PLAYWRIGHT_CAMERA_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ executablePath, args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
}

/**
 * @param {{ url: string, superuserToken: string, dataDir: string, prepared: { competition: string, draws: string[], organizerToken: string }, seconds?: number, log?: (s: string) => void }} o
 */
export async function measureRecordingBrowser({ url, superuserToken: su, dataDir, prepared, seconds = Number(process.env.BENCH_RECORDING_BROWSER_SECONDS || 360), log = () => {} }) {
  const draw = prepared.draws[0];
  const clipOf = async () => (await api(url, `/api/collections/clips/records?filter=${encodeURIComponent(`draw = "${draw}"`)}`, { token: su })).items[0] ?? null;
  const countOf = async (clip) => (await api(url, `/api/collections/clip_chunks/records?perPage=1&filter=${encodeURIComponent(`clip = "${clip}"`)}`, { token: su })).totalItems;
  const loads = [loadavg()[0]];
  const browser = await cameraBrowser();
  try {
    const ctx = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    // The organizer's session where the SDK keeps it, as the e2e's loginViaApi does.
    const { token, record } = await api(url, '/api/collections/users/auth-refresh', { token: prepared.organizerToken, method: 'POST' });
    await ctx.addInitScript(([t, r]) => globalThis.localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r })), [token, record]);
    // Observes when each non-empty chunk is handed over; the recorder itself is untouched.
    await ctx.addInitScript(() => {
      const Base = globalThis.MediaRecorder;
      if (!Base) return;
      const handed = (globalThis.__chunksHandedOver = []);
      globalThis.MediaRecorder = class extends Base {
        constructor(...args) {
          super(...args);
          this.addEventListener('dataavailable', (e) => {
            if (e.data.size) handed.push(Date.now());
          });
        }
      };
    });
    const page = await ctx.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`/competitions/${prepared.competition}/officials/supervise`);
    const recorder = page.locator('section.tatami-recorder');
    await recorder.getByRole('button', { name: 'Record this tatami' }).click({ timeout: 60_000 });
    // Armed with the couple on the mat: it records at once.
    const stopButton = recorder.getByRole('button', { name: 'Stop recording' });
    await stopButton.waitFor({ timeout: 30_000 });
    const startAt = Date.now();
    const track = await page.locator('video.tatami-recorder-preview').evaluate((v) => {
      const t = /** @type {MediaStream} */ (v.srcObject).getVideoTracks()[0];
      return { label: t.label, ...t.getSettings() };
    });
    log(`  camera track: ${track.label}, ${track.width}×${track.height} at ${track.frameRate} fps`);
    const endAt = startAt + seconds * 1000;
    while (Date.now() < endAt) {
      await sleep(Math.min(30_000, endAt - Date.now()));
      loads.push(loadavg()[0]);
      const clip = await clipOf();
      const done = Math.round((Date.now() - startAt) / 1000);
      log(`  ${done} s recorded, ${clip ? await countOf(clip.id) : 0} chunk(s) on the server, load ${loadavg()[0].toFixed(1)}`);
    }
    // Stop by hand, then wait until the server holds the whole clip.
    const stopAt = Date.now();
    await stopButton.click();
    let clip = null;
    let chunksOnServer = 0;
    for (;;) {
      clip = await clipOf();
      if (clip?.finished) {
        chunksOnServer = await countOf(clip.id);
        if (chunksOnServer === clip.chunks) break;
      }
      if (Date.now() - stopAt > 120_000) throw new Error(`the clip was not complete on the server 120 s after the stop: ${JSON.stringify(clip)}, ${chunksOnServer} chunk(s)`);
      await sleep(50);
    }
    const seenAt = Date.now();
    // The device's own view: nothing left waiting.
    await recorder.getByTestId('recorder-waiting').filter({ hasText: 'Every recording made on this device is on the server.' }).waitFor({ timeout: 30_000 });
    const allSentAt = Date.now();
    loads.push(loadavg()[0]);

    const chunks = [];
    for (let p = 1; ; p++) {
      const r = await api(url, `/api/collections/clip_chunks/records?perPage=500&page=${p}&sort=index&filter=${encodeURIComponent(`clip = "${clip.id}"`)}`, { token: su });
      chunks.push(...r.items);
      if (p >= r.totalPages) break;
    }
    const sizes = chunks.map((c) => statSync(join(dataDir, 'storage', c.collectionId, c.id, c.file)).size);
    // Each chunk's hand-over on the server's clock: the device's offset as the replay computes it.
    const handed = await page.evaluate(() => globalThis.__chunksHandedOver);
    if (handed.length !== chunks.length) throw new Error(`${handed.length} chunks handed over, ${chunks.length} on the server`);
    const offset = time(clip.created) - time(clip.sentAt);
    const lags = chunks.map((c) => time(c.created) - (handed[c.index] + offset));
    // Here the device and the server share one clock: the lags without the correction, whose offset
    // also holds the clip's create request's transit (so the corrected lags read a little short).
    const rawLags = chunks.map((c) => time(c.created) - handed[c.index]);
    const lastOnServer = Math.max(time(clip.updated), ...chunks.map((c) => time(c.created)));
    return {
      seconds,
      track,
      mimeType: clip.mimeType,
      chunks: clip.chunks,
      durationMs: clip.durationMs,
      timesliceMs: clip.durationMs / clip.chunks,
      bytes: sizes.reduce((a, b) => a + b, 0),
      largestChunk: Math.max(...sizes),
      firstChunk: sizes[0],
      // What the server holds after the stop: measured on its own timestamps and by polling it.
      endLag: lastOnServer - stopAt,
      endLagPolled: seenAt - stopAt,
      allSentOnScreen: allSentAt - stopAt,
      lagP50: percentile(lags, 50),
      lagP95: percentile(lags, 95),
      lagMax: Math.max(...lags),
      lagLast: lags[lags.length - 1],
      offset,
      rawLagP50: percentile(rawLags, 50),
      rawLagP95: percentile(rawLags, 95),
      rawLagMax: Math.max(...rawLags),
      withinLimits: clip.chunks <= LIMITS.chunks && Math.max(...sizes) <= LIMITS.chunkBytes,
      // Over a whole 6-minute kata at this rate (the measured bytes per second).
      sixMinutes: { chunks: Math.ceil(360_000 / CHUNK_MS), bytesPerChunk: Math.round((sizes.reduce((a, b) => a + b, 0) / clip.durationMs) * CHUNK_MS) },
      load: { min: Math.min(...loads), max: Math.max(...loads), samples: loads.map((l) => Math.round(l * 10) / 10) },
      pageErrors,
    };
  } finally {
    await browser.close();
  }
}
