// Small HTTP helpers for the benchmark: JSON requests with a token, the batch API, and a timer.
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';

/** fetch + JSON with an Authorization header; throws with the body on a non-2xx answer. */
export async function api(url, path, { token, method = 'GET', body } = {}) {
  const headers = {};
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 800)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Sends `requests` through POST /api/batch in chunks of `size` (one transaction per chunk, so every
 * hook runs as for a normal create). Returns the number of requests sent.
 */
export async function batch(url, token, requests, size = 500) {
  for (let i = 0; i < requests.length; i += size) {
    await api(url, '/api/batch', { token, method: 'POST', body: { requests: requests.slice(i, i + size) } });
  }
  return requests.length;
}

/** Runs `fn` and returns [result, elapsed ms]. */
export async function timed(fn) {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}

/** PocketBase record id (15 chars of [a-z0-9]) made from a prefix and a number, so the seed needs no round trips. */
export function rid(prefix, n) {
  return `${prefix}${String(n).padStart(15 - prefix.length, '0')}`;
}

/** PocketBase date string. */
export function pbDate(d) {
  return d.toISOString().replace('T', ' ');
}

/** The p-th percentile (0..100) of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; NaN elsewhere). Unlike
 * latencies it hardly moves with the load of a shared machine: what a save costs the server.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms (CLK_TCK 100)
  } catch {
    return NaN;
  }
}

/** Resident memory (kB) of a process, from /proc (Linux; NaN elsewhere). */
export function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}
