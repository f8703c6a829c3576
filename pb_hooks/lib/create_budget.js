// @ts-check
/// <reference path="../env.d.ts" />
// One create budget per client IP and collection, whatever the way in (pb_hooks/create_budget.pb.js).
// PocketBase applies its `<collection>:create` / `*:create` rate limit rule to a direct create only:
// the creates inside a `/api/batch` request are not counted, so a client doubled its writes by
// sending half of them in batches. Here every create made through the API, direct or in a batch,
// counts against the same rule (the settings' rule, so the limit is written once), and a batch whose
// creates do not fit is refused whole before it runs.
// The counts are a window per IP and collection in the app's store (setFunc: atomic); a batch refused
// mid-way (one of its sub-requests failed) keeps what it counted, like a refused direct create.

/** @typedef {{ maxRequests: number, duration: number }} Rule */

/**
 * The settings' create rule of a collection for this request (the collection's own label first, then
 * `*:create`; an audience of `@guest` or `@auth` applies to those only), or null (no limit).
 * @param {core.RequestEvent} e
 * @param {string} collection
 * @returns {Rule | null}
 */
function ruleOf(e, collection) {
  const limits = e.app.settings().rateLimits;
  if (!limits.enabled) return null;
  const ip = e.realIP();
  if ((limits.excludedIPs || []).indexOf(ip) >= 0) return null;
  const audience = e.auth ? '@auth' : '@guest';
  for (const label of [collection + ':create', '*:create']) {
    for (const r of limits.rules) {
      if (r.label === label && (!r.audience || r.audience === audience)) return { maxRequests: r.maxRequests, duration: r.duration };
    }
  }
  return null;
}

/**
 * Takes `n` creates of `collection` from the budget of the request's IP; false (nothing taken) when
 * they do not fit. `dryRun` only checks.
 * @param {core.RequestEvent} e
 * @param {string} collection
 * @param {number} n
 * @param {boolean} [dryRun]
 */
function take(e, collection, n, dryRun) {
  if (e.hasSuperuserAuth()) return true;
  const rule = ruleOf(e, collection);
  if (!rule) return true;
  const key = 'create-budget:' + e.realIP() + ':' + collection;
  const now = Date.now();
  let ok = false;
  e.app.store().setFunc(key, (old) => {
    const parts = typeof old === 'string' ? old.split(':') : [];
    let start = Number(parts[0]) || 0;
    let used = Number(parts[1]) || 0;
    if (now - start >= rule.duration * 1000) {
      start = now;
      used = 0;
    }
    ok = used + n <= rule.maxRequests;
    if (ok && !dryRun) used += n;
    return start + ':' + used;
  });
  return ok;
}

/**
 * The collections a batch creates records in, with how many each (`POST /api/collections/{c}/records`).
 * @param {core.BatchRequestEvent} e
 */
function createsOf(e) {
  /** @type {{ [collection: string]: number }} */
  const out = {};
  for (const r of e.batch) {
    if (!r || String(r.method).toUpperCase() !== 'POST') continue;
    const m = /^\/api\/collections\/([^/?]+)\/records\/?(?:\?.*)?$/.exec(String(r.url));
    if (!m) continue;
    let name = decodeURIComponent(m[1] || '');
    try {
      name = e.app.findCollectionByNameOrId(name).name;
    } catch (_) {
      continue; // an unknown collection fails in the batch itself
    }
    out[name] = (out[name] || 0) + 1;
  }
  return out;
}

module.exports = { take, createsOf };
