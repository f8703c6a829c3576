// Video review clips against a real PocketBase: who records a couple (the competition's officials:
// organizers, commissioners, admins), who watches (its officials; the public only once the couple is
// validated, where the competition opens its clips, and never in a youth category), and the
// uploads refused with a field error (another competition's draw, a wrong type, a chunk too big or
// out of range, the same chunk twice).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { anonymous, errorOf, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks } from './helpers/results';
import { day, post, tablet, type Day } from './helpers/judges';

const stage = stageWith(['admin', 'organizer', 'commissioner', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, organizer2: PocketBase, commissioner2: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, commissioner, organizer2, commissioner2, athlete] = stage.actors;
});

/** The start of a WebM stream (an EBML header whose DocType is "webm"), as MediaRecorder's first chunk begins. */
const WEBM_HEAD = new Uint8Array([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87,
  0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);
/** A later chunk: the stream's continuation, bytes without a header. */
const BODY = new Uint8Array(2048).map((_, i) => (i * 37 + 11) % 251);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function chunk(clip: string, index: number, bytes: Uint8Array<ArrayBuffer>, name = `${index}.webm`, type = 'video/webm'): FormData {
  const form = new FormData();
  form.append('clip', clip);
  form.append('index', String(index));
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

const clipOf = (draw: string) => ({ draw, mimeType: 'video/webm;codecs=vp8', startedAt: new Date().toISOString(), sentAt: new Date().toISOString() });

describe('video review clips', () => {
  let one: Day;
  let two: Day;
  let clip: RecordModel;
  let first: RecordModel;

  beforeAll(async () => {
    one = await day({ su, organizer, commissioner, athlete }, 2);
    two = await day({ su, organizer: organizer2, commissioner: commissioner2, athlete }, 1);
  }, 120_000);

  it("the competition's organizers, commissioners and admins record a couple; nobody else, refused on the draw", async () => {
    const draw = one.draws[0]!.id;
    for (const pb of [organizer, commissioner, admin]) {
      const made = await pb.collection('clips').create({ ...clipOf(draw), recordedBy: athlete.authStore.record!.id });
      // Recorded by whoever sent it, never the body's say.
      expect(made.recordedBy).toBe(pb.authStore.record!.id);
    }
    for (const pb of [organizer2, commissioner2, athlete]) {
      const err = await errorOf(pb.collection('clips').create(clipOf(draw)));
      expect(err.status).toBe(400);
      expect(err.data.draw?.code).toBe('clip_not_official');
    }
    // Without an account (the public, a judge's tablet): refused by the collection's rule.
    const seat = await tablet(server.url, one.seats[0]!.id, organizer);
    for (const pb of [anonymous(server.url), seat]) expect(await statusOf(pb.collection('clips').create(clipOf(draw)))).toBe(400);
    expect(await su.collection('clips').getFullList({ filter: `draw = "${draw}"` })).toHaveLength(3);
    // An official of one competition puts no clip on another competition's draw.
    expect((await errorOf(organizer.collection('clips').create(clipOf(two.draws[0]!.id)))).data.draw?.code).toBe('clip_not_official');
    expect((await errorOf(organizer.collection('clips').create(clipOf('nosuchdraw12345')))).data.draw?.code).toBe('clip_not_official');
    // Nobody moves a clip to another couple; nobody else finishes one.
    clip = await organizer.collection('clips').create(clipOf(draw));
    expect(await statusOf(organizer.collection('clips').update(clip.id, { draw: one.draws[1]!.id }))).toBe(404);
    for (const pb of [organizer2, athlete]) expect(await statusOf(pb.collection('clips').update(clip.id, { finished: true }))).toBe(404);
    expect(await statusOf(commissioner.collection('clips').update(clip.id, { finished: true, chunks: 2, durationMs: 4000 }))).toBe(200);
  });

  it("a recording at the piece bound ends, though the browser's 2 s pieces ran long; a longer one is refused", async () => {
    const long = await organizer.collection('clips').create(clipOf(one.draws[0]!.id));
    // 240 pieces of 2.03 s, as Chromium hands them over.
    expect(await statusOf(organizer.collection('clips').update(long.id, { finished: true, chunks: 240, durationMs: 487_200 }))).toBe(200);
    expect((await errorOf(organizer.collection('clips').update(long.id, { durationMs: 600_001 }))).data.durationMs?.code).toBe('validation_max_number_constraint');
  });

  it('the chunks: uploaded by the officials, the first a video stream, each at most 4 MB and 240 of them, once each', async () => {
    first = await organizer.collection('clip_chunks').create(chunk(clip.id, 0, WEBM_HEAD));
    expect(await statusOf(commissioner.collection('clip_chunks').create(chunk(clip.id, 1, BODY, '1.bin', 'application/octet-stream')))).toBe(200);
    // The same chunk twice (a retry after a lost answer) is refused: the first one stands.
    expect((await errorOf(organizer.collection('clip_chunks').create(chunk(clip.id, 1, BODY)))).status).toBe(400);
    for (const pb of [organizer2, commissioner2, athlete]) {
      const err = await errorOf(pb.collection('clip_chunks').create(chunk(clip.id, 2, BODY)));
      expect(err.status).toBe(400);
      expect(err.data.clip?.code).toBe('clip_not_official');
    }
    expect(await statusOf(anonymous(server.url).collection('clip_chunks').create(chunk(clip.id, 2, BODY)))).toBe(400);
    // A PDF is no video, whatever its name and declared type.
    expect((await errorOf(organizer.collection('clip_chunks').create(chunk(clip.id, 2, PDF, 'kata.webm')))).data.file?.code).toBe('validation_invalid_mime_type');
    // A chunk over 4 MB.
    const huge = new Uint8Array(4 * 1024 * 1024 + 1);
    huge.set(WEBM_HEAD);
    const big = await errorOf(organizer.collection('clip_chunks').create(chunk(clip.id, 2, huge)));
    expect(big.status).toBe(400);
    expect(big.data.file?.code).toBe('validation_file_size_limit');
    // Past 8 minutes of 2 s chunks.
    expect((await errorOf(organizer.collection('clip_chunks').create(chunk(clip.id, 240, BODY)))).data.index?.code).toBe('validation_max_number_constraint');
    // Chunks are never rewritten nor deleted.
    expect(await statusOf(organizer.collection('clip_chunks').update(first.id, { index: 5 }))).toBe(403);
    expect(await statusOf(organizer.collection('clip_chunks').delete(first.id))).toBe(403);
  });

  /** Whether `pb` lists the clip and its chunks and downloads the first chunk's bytes. */
  async function watches(pb: PocketBase): Promise<boolean> {
    const clips = await pb.collection('clips').getFullList({ filter: `id = "${clip.id}"` });
    const chunks = await pb.collection('clip_chunks').getFullList({ filter: `clip = "${clip.id}"`, sort: 'index' });
    const token = pb.authStore.isValid ? await pb.files.getToken() : '';
    const res = await fetch(pb.files.getURL(first, first.file, token ? { token } : {}));
    const body = new Uint8Array(await res.arrayBuffer());
    const downloaded = res.status === 200 && body.length === WEBM_HEAD.length && body[0] === 0x1a;
    expect(clips.length === 1).toBe(downloaded);
    expect(chunks.length === (downloaded ? 2 : 0)).toBe(true);
    return downloaded;
  }

  it("the competition's officials watch; the public only once validated, where the competition opens clips, never in a youth category", async () => {
    const seat = await tablet(server.url, one.seats[1]!.id, organizer);
    for (const pb of [admin, organizer, commissioner]) expect(await watches(pb)).toBe(true);
    for (const pb of [organizer2, commissioner2, athlete, anonymous(server.url), seat]) expect(await watches(pb)).toBe(false);

    // Opened by the competition, the couple not yet validated: still the officials only.
    await organizer.collection('competitions').update(one.comp.id, { publicClips: true });
    expect(await watches(anonymous(server.url))).toBe(false);
    const draw = one.draws[0]!.id;
    for (let n = 1; n <= 5; n++) await organizer.collection('evaluations').create({ draw, judge: n, marks: cleanMarks(17) });
    await post(commissioner, `/api/custom/draws/${draw}/validate`);
    for (const pb of [anonymous(server.url), athlete, organizer2]) expect(await watches(pb)).toBe(true);

    // A youth category (under 18) is never public.
    await su.collection('circuits').update(one.poule.circuit, { maxAge: 17 });
    for (const pb of [anonymous(server.url), athlete]) expect(await watches(pb)).toBe(false);
    expect(await watches(organizer)).toBe(true);
    await su.collection('circuits').update(one.poule.circuit, { maxAge: 0 });
    expect(await watches(anonymous(server.url))).toBe(true);

    // Closed again by the competition (the default).
    await organizer.collection('competitions').update(one.comp.id, { publicClips: false });
    expect(await watches(anonymous(server.url))).toBe(false);
  });
});
