// Fair panels against a real PocketBase: seating a judge on the panel of a poule with couples of the
// judge's own club (by the club's code or its name in the clubs' list) is refused with a field error
// naming the judge and the club, or taken with the warning kept on the panel's audit entry, per the
// competition's `panelConflicts`; only the organizers seat judges, and only they set the setting.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { day as judgeDay, post, tablet } from './helpers/judges';
import { cleanMarks } from './helpers/results';

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete'] as const);
let url: string;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ su } = stage);
  url = stage.server.url;
  [admin, organizer, commissioner, athlete] = stage.actors;
});

// Two couples: the first of club 01IT0001, the second of 02IT0002 (tori and uke of the same club).
const day = (over: Record<string, unknown> = {}) => judgeDay({ su, organizer, commissioner, athlete }, 2, 3, over);
const panelAudit = (poule: string) => su.collection('audit').getFullList({ filter: su.filter('event = "panel" && record = {:p}', { p: poule }), sort: '-created,-id' });
const seatsOf = async (comp: string) => (await su.collection('seats').getFullList({ filter: su.filter('competition = {:c}', { c: comp }), sort: 'seat' })).map((s) => s.judge);

describe('panel conflicts', () => {
  it('refuse: a judge of a couple’s club is refused on the panel, by code or by club name; nothing half-saved', async () => {
    const d = await day({ panelConflicts: 'refuse' });
    const path = `/api/custom/poules/${d.poule.id}/panel`;
    await su.collection('judges').update(d.judges[3]!, { name: 'Anna Club', club: '01it0001' });
    // The clubs' list names 02IT0002: a judge's club typed as its name matches it.
    const code = `02IT0002`;
    const known = await su.collection('clubs').getFullList({ filter: su.filter('code = {:c}', { c: code }) });
    if (!known.length) await su.collection('clubs').create({ code, name: 'Judo Roma Test' });
    const clubName = known[0]?.name ?? 'Judo Roma Test';
    await su.collection('judges').update(d.judges[4]!, { name: 'Bruno Club', club: ` ${clubName.toLowerCase()} ` });
    const before = await seatsOf(d.comp.id);
    for (const pb of [organizer, admin]) {
      const err = await errorOf(post(pb, path, { seats: { 2: d.judges[3] } }));
      expect([err.status, err.data.seat2?.code, (err.data.seat2 as { params?: unknown } | undefined)?.params]).toEqual([400, 'panel_conflict_club', { judge: 'Anna Club', club: '01it0001', couples: 1 }]);
      const byName = await errorOf(post(pb, path, { seats: { 1: '', 3: d.judges[4] } }));
      expect([byName.data.seat3?.code, (byName.data.seat3 as { params?: { judge?: string } } | undefined)?.params?.judge]).toEqual(['panel_conflict_club', 'Bruno Club']);
    }
    expect(await seatsOf(d.comp.id)).toEqual(before);
    // A judge without a couple of their club is taken; a shadow seat is no panel seat.
    expect((await post(organizer, path, { seats: { 2: d.judges[5] } })).conflicts).toEqual([]);
    expect(await statusOf(post(organizer, path, { seats: { 6: d.judges[3] } }))).toBe(200);
    // Commissioners see the panel; they do not seat judges.
    expect(await statusOf(post(commissioner, path, { seats: { 2: d.judges[0] } }))).toBe(403);
  });

  it('warn (the default): the seat is taken, the response and the panel’s audit entry keep the warning', async () => {
    const d = await day({ judgeQualification: 'off' });
    const path = `/api/custom/poules/${d.poule.id}/panel`;
    await su.collection('judges').update(d.judges[3]!, { name: 'Anna Club', club: '01IT0001' });
    const res = await post(organizer, path, { seats: { 2: d.judges[3] } });
    expect(res.seats.find((s: { seat: number }) => s.seat === 2).judge).toBe(d.judges[3]);
    const warning = { seat: 2, judge: d.judges[3], code: 'panel_conflict_club', club: '01IT0001', couples: 1 };
    expect(res.conflicts).toEqual([warning]);
    const [entry] = await panelAudit(d.poule.id);
    expect(entry!.data.warnings).toEqual([warning]);
    // A panel without conflicts writes none.
    await post(organizer, path, { seats: { 2: d.judges[5] } });
    expect((await panelAudit(d.poule.id))[0]!.data.warnings).toBeUndefined();
    // Judges not qualified for the kata, under the qualifications' `warn`, are kept beside the conflicts.
    await organizer.collection('competitions').update(d.comp.id, { judgeQualification: 'warn' });
    await post(organizer, path, { seats: { 2: d.judges[3] } });
    const codes = (await panelAudit(d.poule.id))[0]!.data.warnings.map((w: { seat: number; code: string }) => `${w.seat}:${w.code}`);
    expect(codes).toEqual(['2:panel_conflict_club', '1:judge_unqualified', '2:judge_unqualified', '3:judge_unqualified']);
  });

  it('the setting is the organizers’ and admins’, nobody else’s', async () => {
    const d = await day();
    for (const pb of [organizer, admin]) expect((await pb.collection('competitions').update(d.comp.id, { panelConflicts: 'refuse' })).panelConflicts).toBe('refuse');
    expect(await statusOf(commissioner.collection('competitions').update(d.comp.id, { panelConflicts: 'warn' }))).toBe(404);
    expect(await statusOf(athlete.collection('competitions').update(d.comp.id, { panelConflicts: 'warn' }))).toBe(404);
    expect((await su.collection('competitions').getOne(d.comp.id)).panelConflicts).toBe('refuse');
  });

  it("the assistant's loads: the officials read who sent each panel sheet of the competition, nobody else", async () => {
    const d = await day({ supervised: false });
    const seat1 = d.seats.find((x: { seat: number }) => x.seat === 1)!;
    const pad = await tablet(url, seat1.id, organizer);
    await pad.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 1, marks: cleanMarks(17) });
    const filter = su.filter('draw.poule.competition = {:c} && shadow = false', { c: d.comp.id });
    for (const pb of [organizer, commissioner, admin]) expect((await pb.collection('evaluations').getFullList({ filter, fields: 'namedJudge' })).map((r) => r.namedJudge)).toEqual([d.judges[0]]);
    expect((await athlete.collection('evaluations').getFullList({ filter, fields: 'namedJudge' })).map((r) => r.namedJudge ?? '')).not.toContain(d.judges[0]);
  });
});
