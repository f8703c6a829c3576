// Decisions taken from the replay of a couple's recording, against a real PocketBase: validating,
// sending a sheet back and reopening name the clip watched, the time viewed and the technique, and
// their audit entries keep them; a clip of another couple or another competition, a time outside the
// recording or a technique that is no number is refused with a field error and nothing is written;
// nobody but the competition's officials decides.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { anonymous, errorOf, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { marksWith } from './helpers/results';
import { day, post, tablet, type Day } from './helpers/judges';

const ITEMS = 17;
const stage = stageWith(['admin', 'organizer', 'commissioner', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, organizer2: PocketBase, commissioner2: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, commissioner, organizer2, commissioner2, athlete] = stage.actors;
});

const clipOf = (draw: string) => ({ draw, mimeType: 'video/webm', startedAt: new Date().toISOString(), sentAt: new Date().toISOString() });

describe('decisions from the replay', () => {
  let one: Day;
  let two: Day;
  let clip: string;
  let otherDrawClip: string;
  let otherCompetitionClip: string;
  let sheets: { id: string }[];

  beforeAll(async () => {
    one = await day({ su, organizer, commissioner, athlete }, 2, 3);
    two = await day({ su, organizer: organizer2, commissioner: commissioner2, athlete }, 1, 3);
    const draw = one.draws[0]!.id;
    clip = (await organizer.collection('clips').create(clipOf(draw))).id;
    await organizer.collection('clips').update(clip, { finished: true, chunks: 30, durationMs: 60_000 });
    otherDrawClip = (await organizer.collection('clips').create(clipOf(one.draws[1]!.id))).id;
    otherCompetitionClip = (await organizer2.collection('clips').create(clipOf(two.draws[0]!.id))).id;
    const tablets = await Promise.all(one.seats.map((s) => tablet(server.url, s.id, organizer)));
    sheets = await Promise.all(tablets.map((t, i) => t.collection('evaluations').create({ draw, judge: i + 1, marks: marksWith(ITEMS, { small: 1 }) })));
  }, 120_000);

  const audits = (event: string, record: string) => admin.collection('audit').getFullList({ filter: `event = "${event}" && record = "${record}"`, sort: 'created' });

  it('refuses a clip not of this couple, a time outside it, a technique that is no number; nothing written', async () => {
    const draw = one.draws[0]!.id;
    const validate = `/api/custom/draws/${draw}/validate`;
    const returnOf = `/api/custom/evaluations/${sheets[0]!.id}/return`;
    for (const path of [validate, returnOf]) {
      for (const other of [otherDrawClip, otherCompetitionClip, 'nosuchclip12345', 7]) expect((await errorOf(post(commissioner, path, { clip: other, clipAt: 1000 }))).data.clip?.code).toBe('review_clip_other');
      expect((await errorOf(post(commissioner, path, { clipAt: 1000, technique: 3 }))).data.clip?.code).toBe('review_clip_required');
      for (const at of [-1, 60_001, '1000', null, Number.MAX_SAFE_INTEGER]) expect((await errorOf(post(commissioner, path, { clip, clipAt: at }))).data.clipAt?.code).toBe('review_clip_at');
      for (const technique of [0, 1.5, 'seven', 101]) expect((await errorOf(post(commissioner, path, { clip, clipAt: 1000, technique }))).data.technique?.code).toBe('review_technique');
    }
    expect((await su.collection('draws').getOne(draw)).validated).toBe(false);
    expect((await su.collection('evaluations').getOne(sheets[0]!.id)).returned).toBe(false);
    expect(await audits('validate', draw)).toHaveLength(0);
    expect(await audits('send_back', sheets[0]!.id)).toHaveLength(0);
  });

  it('only the officials of the competition decide, replay or not', async () => {
    const draw = one.draws[0]!.id;
    for (const pb of [organizer2, commissioner2, athlete, anonymous(server.url)]) {
      expect(await statusOf(post(pb, `/api/custom/draws/${draw}/validate`, { clip, clipAt: 1000, technique: 7 }))).toBe(403);
      expect(await statusOf(post(pb, `/api/custom/evaluations/${sheets[0]!.id}/return`, { clip, clipAt: 1000, technique: 7 }))).toBe(403);
    }
    expect(await audits('validate', draw)).toHaveLength(0);
  });

  it('sends back, validates and reopens naming the clip, the time viewed and the technique in the audit entry', async () => {
    const draw = one.draws[0]!.id;
    await post(commissioner, `/api/custom/evaluations/${sheets[1]!.id}/return`, { note: 'Video review: check technique 7', clip, clipAt: 41_500, technique: 7 });
    const [sent] = await audits('send_back', sheets[1]!.id);
    expect(sent!.data).toEqual({ draw, judge: 2, note: 'Video review: check technique 7', clip, clipAt: 41_500, technique: 7, competition: one.comp.id, poule: one.poule.id });
    // The judge corrects and sends again.
    await su.collection('evaluations').update(sheets[1]!.id, { returned: false });

    await post(commissioner, `/api/custom/draws/${draw}/validate`, { clip, clipAt: 41_500.4, technique: 7 });
    const [validated] = await audits('validate', draw);
    expect(validated!.data).toEqual({ validated: [false, true], clip, clipAt: 41_500, technique: 7, competition: one.comp.id, poule: one.poule.id });

    // The reopening's reason as the replay prefilled it; the clip and the time kept beside it.
    expect((await errorOf(post(organizer, `/api/custom/draws/${draw}/reopen`, { reason: 'video review, technique 7', clip: otherDrawClip, clipAt: 0 }))).data.clip?.code).toBe('review_clip_other');
    expect((await su.collection('draws').getOne(draw)).validated).toBe(true);
    await post(organizer, `/api/custom/draws/${draw}/reopen`, { reason: 'video review, technique 7', clip, clipAt: 0, technique: 7 });
    const [reopened] = await audits('reopen', draw);
    expect(reopened!.data).toEqual({ validated: [true, false], reason: 'video review, technique 7', clip, clipAt: 0, technique: 7, competition: one.comp.id, poule: one.poule.id });
    expect(reopened!.user).toBe(organizer.authStore.record!.id);

    // Without the replay: the entries name no clip, as before.
    await post(commissioner, `/api/custom/draws/${draw}/validate`);
    const again = await audits('validate', draw);
    expect(again[1]!.data).toEqual({ validated: [false, true] });
  });
});
