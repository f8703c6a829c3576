// Youth and partial katas are kata sheets like any other: seeded with their technique lists, offered
// by circuits, refused by the enrolment where no circuit of the competition offers them, drawn and
// scored with their own number of items.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { anonymous, errorOf, userId } from './helpers/actors';
import { cleanMarks, coupleInCompetition } from './helpers/results';
import { daysFromNow } from './helpers/fixtures';

const stage = stageWith(['organizer', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
  [organizer, athlete] = stage.actors;
});

const VARIANTS: [kata: string, techniques: number, groups: string[]][] = [
  ['nage-no-kata-3', 9, ['Te-waza', 'Koshi-waza', 'Ashi-waza']],
  ['katame-no-kata-1', 5, ['Osaekomi-waza']],
  ['ju-no-kata-1', 5, ['Dai-ikkyo']],
  ['goshin-jutsu-unarmed', 12, ['Kumitsukareta baai', 'Hanareta baai']],
  ['nage-3-katame-1', 14, ['Te-waza', 'Koshi-waza', 'Ashi-waza', 'Osaekomi-waza']],
  ['nage-3-ju-1', 14, ['Te-waza', 'Koshi-waza', 'Ashi-waza', 'Dai-ikkyo']],
];

describe('youth and partial katas', () => {
  it.each(VARIANTS)('%s: opening, %d techniques of its groups, closing', async (kata, techniques, groups) => {
    const sheet = await anonymous(server.url).collection('kata_sheets').getFirstListItem(`kata = "${kata}"`);
    const items = sheet.items as { kind: string; group?: string }[];
    expect(items).toHaveLength(techniques + 2);
    expect(items[0]?.kind).toBe('opening');
    expect(items.at(-1)?.kind).toBe('closing');
    expect([...new Set(items.filter((i) => i.kind === 'technique').map((i) => i.group))]).toEqual(groups);
  });

  it('a circuit offering only a youth kata takes its couples and refuses the full kata; they are drawn and scored', async () => {
    const comp = await su.collection('competitions').create({ name: 'Youth Cup', date: daysFromNow(0), location: 'Roma', organizers: [userId(organizer)], status: 'ongoing', scoring: 'grand-prix', supervised: false });
    const circuit = await su.collection('circuits').create({ competition: comp.id, name: 'Youth', order: 1, katas: ['nage-no-kata-3'] });
    const youth = await coupleInCompetition(su, athlete, comp.id, '01IT0001', 'nage-no-kata-3');
    expect(youth.circuit).toBe(circuit.id);
    expect(youth.kata).toBe('nage-no-kata-3');
    expect((await errorOf(coupleInCompetition(su, athlete, comp.id, '02IT0002', 'nage-no-kata'))).data.couple?.code).toBe('no_circuit');
    await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'Y' } });
    const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
    expect(poule?.kata).toBe('nage-no-kata-3');
    await organizer.collection('poules').update(poule!.id, { published: true, judges: 3 });
    const [draw] = await organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"` });
    // 11 items (opening, 9 techniques, closing): a 17-item sheet is refused; three clean 11-item sheets
    // score 3 × 110 = 330.
    expect((await errorOf(organizer.collection('evaluations').create({ draw: draw!.id, judge: 1, marks: cleanMarks(17) }))).data.marks?.code).toBe('evaluation_marks');
    for (let j = 1; j <= 3; j++) await organizer.collection('evaluations').create({ draw: draw!.id, judge: j, marks: cleanMarks(11) });
    expect((await organizer.collection('draws').getOne(draw!.id)).points).toBe(330);
  });
});
