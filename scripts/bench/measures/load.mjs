// Public pages under load (autocannon on loopback) vs GET /api/health of the same server, one after
// the other with the same settings. The pages are what a visitor's browser asks for: the SPA's HTML
// on the public routes (PocketBase's static handler with index fallback) and the public API reads
// those pages make (competition list and one competition, read as a guest).
import autocannon from 'autocannon';

async function cannon(url, { connections, durationS }) {
  const r = await autocannon({ url, connections, duration: durationS, pipelining: 1 });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers under load`);
  return r.requests.average;
}

/**
 * @param {{ url: string, targets: { name: string, path: string }[], connections?: number, durationS?: number }} o
 * @returns {Promise<{ health: number, pages: { name: string, path: string, rps: number }[] }>}
 */
export async function measureLoad({ url, targets, connections = 10, durationS = 5 }) {
  // Warm up (goja VM pools, SQLite page cache).
  await cannon(`${url}/api/health`, { connections, durationS: 1 });
  for (const t of targets) await cannon(`${url}${t.path}`, { connections, durationS: 1 });
  const health = await cannon(`${url}/api/health`, { connections, durationS });
  const pages = [];
  for (const t of targets) pages.push({ ...t, rps: await cannon(`${url}${t.path}`, { connections, durationS }) });
  return { health, pages };
}
