// QR check-in: from a code decoded by the desk's camera to "present" saved and seen on a
// second desk. One round = what the desk page does after the decoder returns the text: resolve it
// (POST /api/custom/competitions/{id}/checkin), then mark the couple present (PATCH), while a second
// desk is subscribed like the desk page (enrolments/* of the competition). Latency = decoded → event
// with present = true received on the second desk.
import { performance } from 'node:perf_hooks';
import { api, percentile } from '../api.mjs';
import { subscribe, topic } from '../sse.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function measureCheckin({ url, organizerToken, competitionId, enrolmentIds, rounds = 60 }) {
  const seen = new Map(); // enrolment id → time the second desk received it present
  const b = await subscribe(url, {
    token: organizerToken,
    topics: [topic('enrolments', '*', { filter: `competition = "${competitionId}"` })],
    onEvent: (_t, text, at) => {
      const r = JSON.parse(text).record;
      if (r?.present) seen.set(r.id, at);
    },
  });
  const latencies = [];
  const before = new Map(); // presence as found, restored afterwards (later measures prepare their own day)
  try {
    for (let i = 0; i < rounds; i++) {
      const id = enrolmentIds[i % enrolmentIds.length];
      const rec = await api(url, `/api/collections/enrolments/records/${id}`, { token: organizerToken });
      if (!before.has(id)) before.set(id, rec.present);
      // Not measured: put the couple back to absent so that the round marks it present.
      if (rec.present) await api(url, `/api/collections/enrolments/records/${id}`, { token: organizerToken, method: 'PATCH', body: { present: false } });
      seen.delete(id);
      const code = `KP1.${rec.id}.${rec.checkinCode}`;
      const t0 = performance.now();
      const found = await api(url, `/api/custom/competitions/${competitionId}/checkin`, { token: organizerToken, method: 'POST', body: { code } });
      await api(url, `/api/collections/enrolments/records/${found.id}`, { token: organizerToken, method: 'PATCH', body: { present: true } });
      const deadline = t0 + 5000;
      while (!seen.has(id)) {
        if (performance.now() > deadline) throw new Error(`timed out waiting for the check-in of ${id} on the second desk`);
        await sleep(1);
      }
      latencies.push(seen.get(id) - t0);
    }
  } finally {
    await b.close();
    for (const [id, present] of before) if (!present) await api(url, `/api/collections/enrolments/records/${id}`, { token: organizerToken, method: 'PATCH', body: { present: false } });
  }
  return { p95: percentile(latencies, 95), p50: percentile(latencies, 50), rounds };
}
