#!/usr/bin/env node
// THE permission policy of the portal, as data: for every collection and operation, which actors
// may do it. tests/permission-matrix.test.ts asserts every cell against a real PocketBase (by the
// effect: a listed record, a stored value, a deleted row — not just the status code), and
// `npm run docs:permissions` renders the same data into docs/permission-matrix.md (a test fails
// when the document is stale). Change a rule → change this file → the test and the doc follow.

/** The actors of every cell, in column order. */
export const ACTORS = ['anonymous', 'owner', 'athlete', 'organizer', 'organizer2', 'commissioner', 'admin'];

export const ACTOR_LABELS = {
  anonymous: 'anonymous',
  owner: 'athlete owner',
  athlete: 'another athlete',
  organizer: 'organizer of the competition',
  organizer2: 'another organizer',
  commissioner: 'commissioner of the competition',
  admin: 'admin',
};

const ALL = ACTORS;
const SIGNED_IN = ACTORS.filter((a) => a !== 'anonymous');
const NOBODY = [];

/**
 * One entry per collection: `target` says which record the operations act on, `ops` lists each
 * operation with the actors allowed (everybody else is denied). "create" means creating a record
 * *for the owner* (owner/author relation = the athlete owner), so that "another athlete" tests
 * writing into somebody else's data. A field write is allowed when the value sent is what gets
 * stored; a write the server ignores or recomputes counts as denied.
 */
export const MATRIX = [
  {
    collection: 'users',
    target: "the athlete owner's own account",
    ops: [
      { op: 'list', allow: ['owner', 'admin'] },
      { op: 'view', allow: ['owner', 'admin'] },
      { op: 'view organizer', label: 'view an organizer (public name)', allow: ALL },
      { op: 'create', label: 'create (registration, always an athlete)', allow: ALL },
      { op: 'update', label: 'update name', allow: ['owner', 'admin'] },
      { op: 'role', label: 'write role', allow: ['admin'] },
      { op: 'email', label: 'write email directly', allow: NOBODY, note: 'only through the confirmed e-mail change' },
      { op: 'password', label: 'write password without the old one', allow: NOBODY, note: 'superusers only; users give their old password' },
      { op: 'verified', label: 'write verified', allow: NOBODY, note: 'superusers only (dashboard)' },
      { op: 'delete', allow: ['admin'] },
    ],
  },
  {
    collection: 'athletes',
    target: "an athlete in the owner's registry",
    ops: [
      { op: 'list', allow: ['owner', 'admin'] },
      { op: 'view', allow: ['owner', 'admin'] },
      { op: 'create', allow: ['owner', 'admin'] },
      { op: 'update', label: 'update data', allow: ['owner', 'admin'] },
      { op: 'verified', label: 'write verified', allow: ['admin'] },
      { op: 'owner', label: 'write owner', allow: ['admin'] },
      { op: 'delete', allow: ['owner', 'admin'] },
    ],
  },
  {
    collection: 'couples',
    target: "a couple in the owner's registry",
    ops: [
      { op: 'list', allow: ['owner', 'admin'] },
      { op: 'view', allow: ['owner', 'admin'] },
      { op: 'create', allow: ['owner', 'admin'] },
      { op: 'update', label: 'update kata', allow: ['owner', 'admin'] },
      { op: 'verified', label: 'write verified', allow: ['admin'] },
      { op: 'owner', label: 'write owner', allow: NOBODY, note: "a couple is two athletes of its owner: moving it alone is refused" },
      { op: 'delete', allow: ['owner', 'admin'] },
    ],
  },
  {
    collection: 'competitions',
    target: 'a competition open for enrolment (and a draft one)',
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'list draft', allow: ['organizer', 'admin'] },
      { op: 'view draft', allow: ['organizer', 'admin'] },
      { op: 'create', allow: ['admin'] },
      { op: 'update', label: 'update location', allow: ['organizer', 'admin'] },
      { op: 'status', label: 'write status (one step forward)', allow: ['organizer', 'admin'] },
      { op: 'status back', label: 'write status (one step back)', allow: ['admin'] },
      { op: 'organizers', label: 'write organizers', allow: ['admin'] },
      { op: 'commissioners', label: 'write commissioners', allow: ['admin'] },
      { op: 'delete', allow: ['admin'] },
    ],
  },
  {
    collection: 'circuits',
    target: 'a circuit of the competition',
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'create', allow: ['organizer', 'admin'] },
      { op: 'update', label: 'update name', allow: ['organizer', 'admin'] },
      { op: 'competition', label: 'write competition (move)', allow: NOBODY },
      { op: 'delete', allow: ['organizer', 'admin'] },
    ],
  },
  {
    collection: 'enrolments',
    target: "the owner's enrolment in the competition",
    ops: [
      { op: 'list', allow: ['owner', 'organizer', 'admin'] },
      { op: 'view', allow: ['owner', 'organizer', 'admin'] },
      { op: 'create', allow: ['owner', 'admin'] },
      { op: 'view couple', label: 'view the couple through expand', allow: ['owner', 'admin'] },
      { op: 'update', label: 'update notes', allow: ['owner', 'admin'] },
      { op: 'paymentReceived', label: 'write paymentReceived', allow: ['organizer', 'admin'] },
      { op: 'couple', label: 'write couple (move to another couple)', allow: NOBODY },
      { op: 'owner', label: 'write owner', allow: NOBODY },
      {
        op: 'present',
        label: 'write present',
        allow: ['owner', 'organizer', 'admin'],
        note: 'owner: self-accreditation inside the window, once verified and paid',
      },
      { op: 'circuit', label: 'write circuit', allow: NOBODY, note: 'assigned by the server' },
      { op: 'status', label: 'write status', allow: NOBODY, note: 'derived by the server' },
      { op: 'delete', allow: ['owner', 'admin'], note: 'owner: while the competition is in enrolment' },
    ],
  },
  {
    collection: 'issues',
    target: "the owner's support issue",
    ops: [
      { op: 'list', allow: ['owner', 'admin'] },
      { op: 'view', allow: ['owner', 'admin'] },
      { op: 'create', allow: ['owner'], note: 'nobody opens an issue for somebody else' },
      { op: 'update', label: 'update title', allow: ['owner', 'admin'] },
      { op: 'status', label: 'write status (open → solved)', allow: ['owner', 'admin'] },
      { op: 'subscribers', label: 'write subscribers', allow: ['admin'] },
      { op: 'delete', allow: ['admin'] },
    ],
  },
  {
    collection: 'messages',
    target: "a message in the owner's issue",
    ops: [
      { op: 'list', allow: ['owner', 'admin'] },
      { op: 'view', allow: ['owner', 'admin'] },
      { op: 'create', label: 'create (write in the thread)', allow: ['owner', 'admin'] },
      { op: 'create as another', label: 'create with somebody else as author', allow: NOBODY },
      { op: 'update', allow: NOBODY },
      { op: 'delete', allow: NOBODY },
    ],
  },
  {
    collection: 'message_notifications',
    target: "the owner's notification of an admin's message",
    ops: [
      { op: 'list', allow: ['owner'] },
      { op: 'view', allow: ['owner'] },
      { op: 'create', allow: NOBODY },
      { op: 'read', label: 'write read', allow: ['owner'] },
      { op: 'user', label: 'write user', allow: NOBODY },
      { op: 'delete', allow: NOBODY },
    ],
  },
  {
    collection: 'documents',
    target: 'documents of the competition: public, for registered users, for staff',
    ops: [
      { op: 'list public', allow: ALL },
      { op: 'view public', allow: ALL },
      { op: 'list registered', allow: SIGNED_IN },
      { op: 'view registered', allow: SIGNED_IN },
      { op: 'list staff', allow: ['organizer', 'admin'] },
      { op: 'view staff', allow: ['organizer', 'admin'] },
      { op: 'download staff', label: 'download a staff file (file token)', allow: ['organizer', 'admin'] },
      { op: 'create', allow: ['organizer', 'admin'] },
      { op: 'create elsewhere', label: "create for a competition organized by organizer2", allow: ['organizer2', 'admin'] },
      { op: 'update', label: 'update name', allow: ['organizer', 'admin'] },
      { op: 'competition', label: "write competition (to another organizer's)", allow: ['admin'] },
      { op: 'delete', allow: ['organizer', 'admin'] },
    ],
  },
  {
    collection: 'audit',
    target: 'an audit row',
    ops: [
      { op: 'list', allow: ['admin'] },
      { op: 'view', allow: ['admin'] },
      { op: 'create', allow: NOBODY },
      { op: 'update', allow: NOBODY },
      { op: 'delete', allow: NOBODY },
    ],
  },
  {
    collection: 'partners',
    target: 'a partner (managed in the dashboard)',
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'create', allow: NOBODY },
      { op: 'update', allow: NOBODY },
      { op: 'delete', allow: NOBODY },
    ],
  },
  {
    collection: 'poules',
    target: 'a published and an unpublished poule of the competition (created only by the draw route)',
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'list unpublished', allow: ['organizer', 'commissioner', 'admin'] },
      { op: 'view unpublished', allow: ['organizer', 'commissioner', 'admin'] },
      { op: 'create', allow: NOBODY, note: 'POST /api/custom/competitions/{id}/draw' },
      { op: 'update', label: 'publish (write published)', allow: ['organizer', 'admin'] },
      { op: 'name', label: 'write name (set by the draw)', allow: NOBODY },
      { op: 'delete', label: 'delete an unpublished poule', allow: ['organizer', 'admin'] },
      { op: 'delete published', label: 'delete a published poule', allow: NOBODY },
    ],
  },
  {
    collection: 'draws',
    target: 'a draw of a published poule (written only by the draw and move routes)',
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'create', allow: NOBODY, note: 'draw route' },
      { op: 'update', label: 'write order', allow: NOBODY, note: 'POST /api/custom/draws/{id}/move before publication' },
      { op: 'tieBreak', label: "write tieBreak (the officials' decision on a tie)", allow: ['organizer', 'commissioner', 'admin'] },
      { op: 'delete', allow: NOBODY },
    ],
  },
  {
    collection: 'evaluations',
    target: 'a judge evaluation of a draw of a published poule of an ongoing competition',
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'create', allow: ['organizer', 'commissioner', 'admin'] },
      { op: 'update', label: 'update marks (a correction, audited)', allow: ['organizer', 'commissioner', 'admin'] },
      { op: 'delete', allow: ['organizer', 'admin'] },
    ],
  },
  {
    collection: 'kata_sheets',
    target: "a kata's marked items and mark scale (data, edited in the dashboard)",
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'create', allow: NOBODY },
      { op: 'update', allow: NOBODY },
      { op: 'delete', allow: NOBODY },
    ],
  },
  {
    collection: 'leaderboards',
    target: "a competition's public results snapshot (written by the hooks) and a draft competition's",
    ops: [
      { op: 'list', allow: ALL },
      { op: 'view', allow: ALL },
      { op: 'list draft', allow: ['organizer', 'admin'] },
      { op: 'create', allow: NOBODY },
      { op: 'update', label: 'write frozen', allow: NOBODY, note: 'POST /api/custom/competitions/{id}/leaderboard (officials)' },
      { op: 'delete', allow: NOBODY },
    ],
  },
];

/** The Markdown document (docs/permission-matrix.md). */
export function renderMarkdown(matrix = MATRIX) {
  const out = [];
  out.push('# Permission matrix');
  out.push('');
  out.push('<!-- Generated by `npm run docs:permissions` from scripts/permission-matrix.mjs: do not edit by hand. -->');
  out.push('');
  out.push('Who may do what, collection by collection. Every cell is asserted against a real PocketBase by');
  out.push('`tests/permission-matrix.test.ts`, by its effect (the record is listed, the value is stored, the');
  out.push('row is gone), so a write the server silently ignores or recomputes is a **—**. "create" creates a');
  out.push("record *for the athlete owner* (owner or author = the owner), so the other actors' columns show");
  out.push("whether they can write into somebody else's data. Superusers (the PocketBase dashboard) may do");
  out.push('everything and are not shown.');
  out.push('');
  out.push('Actors: ' + ACTORS.map((a) => `**${a}** = ${ACTOR_LABELS[a]}`).join(', ') + '.');
  for (const entry of matrix) {
    out.push('');
    out.push(`## ${entry.collection}`);
    out.push('');
    out.push(`Target: ${entry.target}.`);
    out.push('');
    out.push('| operation | ' + ACTORS.join(' | ') + ' |');
    out.push('|---|' + ACTORS.map(() => ':-:').join('|') + '|');
    for (const op of entry.ops) {
      const label = op.label ?? op.op;
      const cells = ACTORS.map((a) => (op.allow.includes(a) ? '✅' : '—'));
      out.push(`| ${label}${op.note ? ` (${op.note})` : ''} | ${cells.join(' | ')} |`);
    }
  }
  out.push('');
  return out.join('\n');
}

export const DOC_PATH = 'docs/permission-matrix.md';

// `node scripts/permission-matrix.mjs` writes the document.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { ROOT } = await import('./pocketbase.mjs');
  writeFileSync(join(ROOT, DOC_PATH), renderMarkdown());
  console.log(`wrote ${DOC_PATH}`);
}
