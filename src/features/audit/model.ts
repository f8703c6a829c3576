// The audit trail as the SPA reads it: filters from the URL, the PocketBase filter they make,
// where a row's record has a page of its own, and the changed fields without secrets.
//
// Rows are written by pb_hooks (audit.pb.js, impersonate.pb.js, results_draws.pb.js, results_scoring.pb.js, judges.pb.js): `user` is who
// acted (the impersonated user while impersonating), `impersonator` the admin behind an impersonation,
// `seat` and `judge` the judge's tablet behind a write (a seat is no user) and who sat on it, `data` is
// { field: [before, after] } for an update, the record for a create or delete, { identityField } for a
// login, { reason } for the start of an impersonation and {} for its stop.
import { formatDateTime } from '@/lib/core/format';
import { i18n } from '@/lib/core/i18n';
import { paths } from '@/lib/core/paths';
import { pb } from '@/lib/core/pocketbase';

export const AUDIT_EVENTS = [
  'create', 'update', 'delete', 'login', 'impersonate_start', 'impersonate_stop', 'email_change_request', 'email_change', 'draw', 'move', 'final',
  'panel', 'seat_code', 'seat_revoke', 'validate', 'reopen', 'clone', 'import', 'late_entry', 'season_ranking', 'season_confirm', 'season_reopen',
  'inquiry_decide',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** The audited collections (pb_hooks/lib/audit.js AUDITED), and the seats whose panel, codes and revocations the judges' routes record. */
export const AUDIT_TABLES = [
  'users', 'athletes', 'couples', 'competitions', 'circuits', 'enrolments', 'issues', 'messages',
  'documents', 'partners', 'poules', 'draws', 'evaluations', 'clubs', 'seasons', 'season_events', 'season_wildcards', 'seats',
  'inquiries',
] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];

export interface AuditUser {
  id: string;
  name: string;
  username: string;
}

/** A judge's tablet: seat n of a tatami's panel. */
export interface AuditSeat {
  id: string;
  seat: number;
}
/** A judge of the judges' list. */
export interface AuditJudge {
  id: string;
  name: string;
}

export interface AuditEntry {
  id: string;
  created: string;
  user: string;
  impersonator: string;
  /** The judge's tablet that made the write ('' for users and the system; absent in rows read before). */
  seat?: string;
  /** The named judge on that seat at the time. */
  judge?: string;
  event: string;
  table: string;
  record: string;
  /** The record's name when the row was written (pb_hooks/lib/audit.js labelOf; absent in older rows). */
  label?: string;
  /** Only in the details (loaded on demand). */
  data?: unknown;
  expand?: { user?: AuditUser; impersonator?: AuditUser; seat?: AuditSeat; judge?: AuditJudge };
}

export interface AuditParams {
  user: string;
  event: string;
  table: string;
  /** YYYY-MM-DD, local days, both included. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[a-z0-9]{1,40}$/i;

/** Reads the filters from the URL's search params; anything unknown is ignored. */
export function paramsFromSearch(search: URLSearchParams): AuditParams {
  const get = (k: string) => search.get(k) ?? '';
  const event = get('event');
  const table = get('table');
  const page = Number.parseInt(get('page'), 10);
  return {
    user: ID.test(get('user')) ? get('user') : '',
    event: (AUDIT_EVENTS as readonly string[]).includes(event) ? event : '',
    table: (AUDIT_TABLES as readonly string[]).includes(table) ? table : '',
    from: DAY.test(get('from')) ? get('from') : '',
    to: DAY.test(get('to')) ? get('to') : '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The search params for the filters (empty ones and page 1 left out). */
export function searchFromParams(p: AuditParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of ['user', 'event', 'table', 'from', 'to'] as const) if (p[k]) out.set(k, p[k]);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

export function hasFilters(p: AuditParams): boolean {
  return !!(p.user || p.event || p.table || p.from || p.to);
}

/** PocketBase's date format ("2026-05-01 22:00:00.000Z") for the local midnight of a YYYY-MM-DD day, `plusDays` later. */
export function localMidnight(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString().replace('T', ' ');
}

/**
 * The PocketBase filter of the audit list. A user matches what they did (as the actor, or as the admin
 * behind an impersonation) and what was done to their account (a role change by an admin, say).
 */
export function auditFilter(p: AuditParams): string {
  const parts: string[] = [];
  if (p.user) parts.push(pb.filter('(user = {:u} || impersonator = {:u} || (table = "users" && record = {:u}))', { u: p.user }));
  if (p.event) parts.push(pb.filter('event = {:e}', { e: p.event }));
  if (p.table) parts.push(pb.filter('table = {:t}', { t: p.table }));
  if (p.from) parts.push(pb.filter('created >= {:from}', { from: localMidnight(p.from) }));
  if (p.to) parts.push(pb.filter('created < {:to}', { to: localMidnight(p.to, 1) }));
  return parts.join(' && ');
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** What a decision taken from a couple's recording names: the clip, the time viewed, the technique. */
export interface ReviewLink {
  clip: string;
  clipAt: number;
  technique: number | null;
  /** The supervisor's screen of the couple's poule, where the replay is. */
  href: string | null;
}

/**
 * The recording watched for a validation, reopening or send-back taken from the replay (the server
 * stores `clip`, `clipAt`, `technique`, `competition`, `poule` in the row's data), or null.
 */
export function reviewLink(entry: AuditEntry): ReviewLink | null {
  const d = entry.data;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return null;
  const r = d as Record<string, unknown>;
  if (!str(r.clip) || typeof r.clipAt !== 'number') return null;
  const competition = str(r.competition);
  return {
    clip: str(r.clip),
    clipAt: r.clipAt,
    technique: typeof r.technique === 'number' ? r.technique : null,
    href: competition ? paths.supervisor(competition, str(r.poule) || undefined) : null,
  };
}

/** The record as stored in a create/delete snapshot (null for updates and other events). */
function snapshot(entry: AuditEntry): Record<string, unknown> | null {
  if (entry.event !== 'create' && entry.event !== 'delete') return null;
  const d = entry.data;
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : null;
}

/**
 * The SPA page of a row's record, or null when the SPA has none (or the row does not say enough to
 * find it). Deleted records have no page.
 */
export function recordLink(entry: AuditEntry): string | null {
  const id = entry.record;
  if (!id || entry.event === 'delete') return null;
  const snap = snapshot(entry);
  switch (entry.table) {
    case 'competitions':
      return paths.competition(id);
    case 'issues':
      return paths.issue(id);
    case 'messages':
      return snap && str(snap.issue) ? paths.issue(str(snap.issue)) : null;
    case 'athletes':
    case 'couples':
      return paths.registry;
    case 'documents':
      return snap && str(snap.competition) ? paths.competitionTab(str(snap.competition), 'documents') : paths.reservedDocuments;
    case 'enrolments':
      return snap && str(snap.competition) ? paths.desk(str(snap.competition)) : null;
    case 'circuits':
      return snap && str(snap.competition) ? paths.competition(str(snap.competition)) : null;
    case 'poules':
      // A draw names the competition as its record.
      if (entry.event === 'draw') return paths.competitionTab(id, 'draws');
      return snap && str(snap.competition) ? paths.competitionTab(str(snap.competition), 'draws') : null;
    case 'partners':
      return paths.partners;
    case 'users': {
      const person = [entry.expand?.user, entry.expand?.impersonator].find((u) => u?.id === id);
      const username = person?.username || (snap ? str(snap.username) : '');
      return username ? paths.users(username) : null;
    }
    default:
      return null;
  }
}

/** A readable name for a row's record when the row carries one (create/delete snapshots, users). */
export function recordName(entry: AuditEntry): string {
  if (entry.label) return entry.label;
  for (const u of [entry.expand?.user, entry.expand?.impersonator]) if (u && u.id === entry.record && entry.table === 'users') return u.name || u.username;
  const snap = snapshot(entry);
  if (!snap) return '';
  const person = [str(snap.surname), str(snap.name)].filter(Boolean).join(' ');
  return str(snap.title) || (entry.table === 'athletes' ? person : str(snap.name)) || str(snap.username) || str(snap.filename) || '';
}

export function userName(u: AuditUser | undefined): string {
  return u ? u.name || u.username || u.id : '';
}

/** Whether a judge's tablet made the write (the row names a seat or a judge). */
export function bySeat(entry: AuditEntry): boolean {
  return !!(entry.seat || entry.judge);
}

const SECRET = /pass(word)?|token|secret|otp/i;
const NOISE = new Set(['collectionId', 'collectionName', 'created', 'updated', 'expand']);
const MAX_TEXT = 300;

export interface ChangeRow {
  field: string;
  /** The field's label in the user's language. */
  label: string;
  /** For updates: the value before; otherwise unused. */
  before?: string;
  value: string;
}

/** "verifiedAt" → "Verified at": a field no catalogue labels still reads as words. */
export function humanize(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

/** A field's label in the user's language: the collection's own (audit:fields.<table>.<field>), the shared one (fields.any), else humanized. */
export function fieldLabel(table: string, field: string): string {
  if (!field) return '';
  for (const key of [`audit:fields.${table}.${field}`, `audit:fields.any.${field}`]) if (i18n.exists(key)) return i18n.t(key);
  return humanize(field);
}

/** A stored date-time (PocketBase "2026-03-04 09:05:06.000Z" or ISO). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value as text for the changes table: secrets masked, date-times local, yes/no, long texts cut. */
export function showValue(field: string, v: unknown): string {
  if (SECRET.test(field)) return '***';
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return i18n.t(v ? 'common:actions.yes' : 'common:actions.no');
  if (typeof v === 'string' && DATE_TIME.test(v)) return formatDateTime(v);
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s;
}

/** The changed fields of a row (update: before/after; otherwise the stored values), secrets masked, sorted by name. */
export function changes(entry: AuditEntry): ChangeRow[] {
  const d = entry.data;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return d === null || d === undefined ? [] : [{ field: '', label: '', value: showValue('', d) }];
  const rows: ChangeRow[] = [];
  // The server's field order is a Go map's (random): sorted by name, the id first.
  const entries = Object.entries(d as Record<string, unknown>).sort(([a], [b]) => (a === 'id' ? -1 : b === 'id' ? 1 : a.localeCompare(b)));
  for (const [field, v] of entries) {
    if (NOISE.has(field)) continue;
    const label = fieldLabel(entry.table, field);
    if (entry.event === 'update' && Array.isArray(v) && v.length === 2) rows.push({ field, label, before: showValue(field, v[0]), value: showValue(field, v[1]) });
    else rows.push({ field, label, value: showValue(field, v) });
  }
  return rows;
}
