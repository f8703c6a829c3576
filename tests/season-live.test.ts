// The public season pages follow the server live: an anonymous visitor subscribed to a public
// season's topic `season/{id}` and its events (with the filter the SPA uses) hears a confirmation
// once — one message for the whole recompute, sent once the rows are committed — and the event turn
// confirmed; nothing of a private season reaches it.
import { describe, expect, it } from 'vitest';
import { stageWith } from './helpers/stage';
import { subscribeRealtime, type RealtimeClient } from './helpers/realtime';
import { waitUntil } from './helpers/wait';

const stage = stageWith(['athlete'] as const);

/** The topic key the JS SDK posts for a record subscription with a filter. */
const topic = (collection: string, filter: string) => `${collection}/*?options=${encodeURIComponent(JSON.stringify({ query: { filter } }))}`;


describe('the season, live to the public', () => {
  it('a confirmation reaches an anonymous subscriber; a private season reaches nobody', async () => {
    const [athlete] = stage.actors;
    const su = stage.su;
    const owner = athlete.authStore.record!.id;
    const season = await su.collection('seasons').create({ name: 'Live season', public: true, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
    const hidden = await su.collection('seasons').create({ name: 'Private season', public: false, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });

    /** A competition of `seasonId` whose only group ranked two couples. */
    async function event(seasonId: string, n: number) {
      const comp = await su.collection('competitions').create({ name: `Live ${n}`, date: '2026-03-01 09:00:00.000Z', status: 'ongoing', scoring: 'ijf' });
      const circuit = await su.collection('circuits').create({ competition: comp.id, name: 'Senior', order: 1 });
      const poule = await su.collection('poules').create({ competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 5 });
      for (const place of [1, 2]) {
        const person = (role: string) =>
          su.collection('athletes').create({ owner, name: `${role}${n}${place}`, surname: 'Live', birthday: `199${place}-01-0${n} 00:00:00.000Z`, country: 'IT', belt: '1d', club: '01IT0001', verified: true });
        const [tori, uke] = await Promise.all([person('Tori'), person('Uke')]);
        const couple = await su.collection('couples').create({ owner, tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true });
        const en = await su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner, paymentReceived: true, present: true });
        await su.collection('draws').create({ poule: poule.id, enrolment: en.id, order: place, rank: place, scored: true, toriName: tori.name, ukeName: uke.name, clubs: '01IT0001' });
      }
      const seasonEvent = await su.collection('season_events').create({ season: seasonId, competition: comp.id, level: 'A1', classes: { [circuit.id]: 'Senior' } });
      return { comp: comp.id, seasonEvent: seasonEvent.id };
    }
    const shown = await event(season.id, 1);
    const secret = await event(hidden.id, 2);

    const streams: RealtimeClient[] = [];
    const listen = async (seasonId: string) => {
      const stream = await subscribeRealtime(stage.server.url, '', [`season/${seasonId}`, topic('season_events', `season = "${seasonId}"`)]);
      streams.push(stream);
      return stream;
    };
    try {
      const open = await listen(season.id);
      const closed = await listen(hidden.id);
      // Both competitions are archived: their results are confirmed.
      await su.collection('competitions').update(secret.comp, { status: 'archived' });
      await su.collection('competitions').update(shown.comp, { status: 'archived' });

      const announced = () => open.events.filter((e) => e.topic === `season/${season.id}`);
      await waitUntil(() => announced().length > 0 && open.events.some((e) => e.topic.startsWith('season_events/') && e.record.confirmed === true));
      // Read on the message: the recompute was committed before it went out.
      const rows = await stage.guest.collection('season_rankings').getFullList({ filter: `season = "${season.id}"`, sort: 'rank' });
      expect(rows.map((r) => [r.rank, r.total, r.provisional, r.toriName])).toEqual([
        [1, 10, false, 'Tori11'],
        [2, 8, false, 'Tori12'],
      ]);
      expect(open.events.find((e) => e.topic.startsWith('season_events/'))?.record.id).toBe(shown.seasonEvent);
      // The private season was recomputed first, and nothing of it reached the anonymous stream.
      expect((await su.collection('season_rankings').getFullList({ filter: `season = "${hidden.id}" && total > 0` })).length).toBe(2);
      expect(closed.events).toEqual([]);
      // One message for the whole recompute, naming the season only.
      expect(announced().map((e) => e.record ?? null)).toEqual([null]);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});
