// Security beyond the permission matrix, against a real PocketBase: rate limits on write endpoints
// answer 429 (auth endpoints: tests/accounts.test.ts), the security headers of the SPA, the API and
// the dashboard, rich text sanitized on the way in (pb_hooks/lib/sanitize.js, also checked as a
// property: whatever goes in, only allowed tags and safe links come out), and no data oracle
// through filters on fields or relations an actor cannot read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
// jsdom ships no types (and @types/jsdom is not a dependency): only the constructor is needed.
// @ts-expect-error untyped module
import { JSDOM as JSDOMUntyped } from 'jsdom';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { loadHookLib } from './helpers/hookLib';
import { anonymous, statusOf, userId } from './helpers/actors';
import { createAthlete, createCompetition, createCouple } from './helpers/fixtures';

const JSDOM = JSDOMUntyped as new (html: string) => { window: Window };

const { sanitizeRichText, TAGS } = loadHookLib<{ sanitizeRichText: (html: string) => string; TAGS: string[] }>('pb_hooks/lib/sanitize.js');

let server: TestServer;
let publicDir: string;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, athlete: PocketBase, other: PocketBase;

beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'kata-public-'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>SPA</title>');
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
// Rate limits ON (the migration's values), the SPA served from publicDir like in production.
const stage = stageWith(['admin', 'organizer', 'athlete', 'athlete'], () => ({ rateLimits: true, publicDir }));
beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, athlete, other] = stage.actors;
});

describe('security headers', () => {
  const headersOf = async (path: string) => (await fetch(server.url + path)).headers;

  it.each(['/', '/competitions/abc', '/api/health', '/api/collections/competitions/records'])('%s: PocketBase defaults and ours', async (path) => {
    const h = await headersOf(path);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The camera for this origin only (the desk's QR scanner), never for an embedded other site.
    expect(h.get('permissions-policy')).toContain('camera=(self)');
    expect(h.get('permissions-policy')).toContain('microphone=()');
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    // The supervisor's replay plays a recording joined in the browser (a blob: URL).
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('the dashboard keeps PocketBase’s own policy', async () => {
    const csp = (await headersOf('/_/')).get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('uploaded files keep PocketBase’s own sandboxing policy, not the SPA’s', async () => {
    // An upload opened in a tab (an SVG, an HTML file posing as something else) runs no script and
    // loads nothing: PocketBase serves files with `default-src 'none'; … sandbox`.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const p = await su.collection('partners').create({ name: 'Sponsor', order: 1, logo: new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }) });
    const res = await fetch(`${server.url}/api/files/partners/${p.id}/${p.logo}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain("script-src 'self'");
  });
});

describe('rich text is sanitized on the way in', () => {
  const HOSTILE: [string, string][] = [
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)><p onclick="x()">Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ijf.org" onmouseover="x()">IJF</a>', '<a href="https://ijf.org" target="_blank" rel="noopener noreferrer">IJF</a>'],
    ['<a href="/competitions">in app</a>', '<a href="/competitions">in app</a>'],
    // Browsers read a backslash as a slash: these lead to another site, not to a path of the portal.
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="\\\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="/&#x09;\\evil.example">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil"></iframe><style>p{}</style><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg><b>b</b>', '<b>b</b>'],
    ['<p>1 < 2 && 3 > 2</p>', '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>'],
    ['<<script>script>alert(1)<</script>/script>', ''],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<!-- <script>x</script> --><p>c</p>', '<p>c</p>'],
    ['<p></p><br>', ''],
  ];

  it.each(HOSTILE)('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('the server stores only the sanitized value (create, update, organizer or admin)', async () => {
    const comp = await admin.collection('competitions').create({
      name: 'Rich',
      date: '2030-01-01 10:00:00.000Z',
      organizers: [userId(organizer)],
      details: HOSTILE[0]![0],
      rules: HOSTILE[1]![0],
    });
    expect(comp.details).toBe('<p>Hi</p>');
    expect(comp.rules).toBe('<p>Text</p>');
    await organizer.collection('competitions').update(comp.id, { details: HOSTILE[5]![0] });
    expect((await su.collection('competitions').getOne(comp.id)).details).toBe(HOSTILE[5]![1]);
    // The seed's markup goes through untouched.
    const clean = '<p>Kata for pairs.</p><ul><li>Five judges</li><li>Order of the draw</li></ul><h3>Venue</h3><p><strong>Roma</strong> &amp; <em>Lazio</em></p>';
    await organizer.collection('competitions').update(comp.id, { rules: clean });
    expect((await su.collection('competitions').getOne(comp.id)).rules).toBe(clean);
  });

  // Property: whatever soup of tags, attributes, entities and text goes in, a browser parsing the
  // output finds only allowed elements, no attribute but a safe href (plus target/rel), and the
  // sanitizer is idempotent.
  const pieces = fc.constantFrom(
    '<', '>', '/', '"', "'", '=', ' ', '&', ';', '#x09', 'javascript:', 'JaVaScRiPt:', 'data:text/html,', 'https://x.it', '/in-app',
    'href', 'src', 'onerror', 'onclick', 'style', 'script', 'SCRIPT', 'img', 'svg', 'iframe', 'a', 'p', 'b', 'li', 'ul', 'div',
    'math', 'style', 'template', '<!--', '-->', '<![CDATA[', ']]>', 'alert(1)', 'text', '\u0000', '\n', '\t', '&lt;', '&#60;',
  );
  const soup = fc.array(pieces, { maxLength: 60 }).map((a) => a.join(''));

  it('property: only allowed elements and safe links survive; idempotent', () => {
    const dom = new JSDOM('');
    const allowedHref = /^(https?:|mailto:|tel:|\/(?!\/))/i;
    fc.assert(
      fc.property(soup, (input) => {
        const out = sanitizeRichText(input);
        const box = dom.window.document.createElement('div');
        box.innerHTML = out;
        for (const el of Array.from(box.querySelectorAll('*'))) {
          if (!TAGS.includes(el.tagName.toLowerCase())) return false;
          for (const attr of Array.from(el.attributes)) {
            if (!['href', 'target', 'rel'].includes(attr.name)) return false;
            if (attr.name === 'href' && !allowedHref.test(attr.value)) return false;
          }
        }
        return sanitizeRichText(out) === out;
      }),
      { numRuns: 500 },
    );
  });

  it('a flood of unclosed tags is handled in linear time', () => {
    const started = Date.now();
    sanitizeRichText('<a '.repeat(60_000) + '<p>x</p>' + '<b'.repeat(60_000));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

async function errorOfCall(p: Promise<unknown>) {
  try {
    await p;
    return { status: 200, message: '' };
  } catch (err) {
    const e = err as { status: number; response?: { message?: string } };
    return { status: e.status, message: e.response?.message ?? '' };
  }
}

describe('no oracle through filters and expands', () => {
  let enrolmentNotes: string;
  let compId: string;

  beforeAll(async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    compId = comp.id;
    const couple = await createCouple(athlete);
    enrolmentNotes = `secret-${Date.now().toString(36)}`;
    await athlete.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(athlete), notes: enrolmentNotes });
  });

  it('a back-relation filter does not reveal enrolments the actor cannot read', async () => {
    for (const pb of [anonymous(server.url), other]) {
      const hit = await pb
        .collection('competitions')
        .getList(1, 1, { filter: `id = "${compId}" && enrolments_via_competition.notes ?~ "${enrolmentNotes}"` })
        .catch(() => ({ totalItems: 0 }));
      expect(hit.totalItems).toBe(0);
    }
    // The owner does see it: the filter itself works.
    const own = await athlete
      .collection('competitions')
      .getList(1, 1, { filter: `id = "${compId}" && enrolments_via_competition.notes ?~ "${enrolmentNotes}"` });
    expect(own.totalItems).toBe(1);
  });

  it('hidden e-mail addresses cannot be probed by filter', async () => {
    const pb = anonymous(server.url);
    const organizerEmail = (await su.collection('users').getOne(userId(organizer))).email as string;
    const res = await pb
      .collection('users')
      .getList(1, 1, { filter: `email = "${organizerEmail}"` })
      .catch(() => ({ totalItems: 0 }));
    expect(res.totalItems).toBe(0);
  });

  it("writing into somebody else's issue tells nothing about it (exists, closed), to users and guests alike", async () => {
    const open = await athlete.collection('issues').create({ title: 'Open one', owner: userId(athlete) });
    const closed = await athlete.collection('issues').create({ title: 'Closed one', owner: userId(athlete) });
    await athlete.collection('issues').update(closed.id, { status: 'closed' });
    const answers = [];
    for (const id of [open.id, closed.id, 'aaaaaaaaaaaaaaa']) {
      answers.push(await errorOfCall(other.collection('messages').create({ issue: id, author: userId(other), text: 'hello' })));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // PocketBase's own answer to a create its rule refuses: nothing more specific leaks.
    expect(answers[0]).toEqual({ status: 400, message: 'Failed to create record.' });
    const guest = await errorOfCall(anonymous(server.url).collection('messages').create({ issue: closed.id, text: 'hello' }));
    expect(guest, JSON.stringify(guest)).toEqual(answers[0]);
  });

  it('an organizer does not reach couples or athletes through an enrolment expand', async () => {
    const list = await organizer.collection('enrolments').getFullList({ filter: `competition = "${compId}"`, expand: 'couple,couple.tori,owner' });
    expect(list.length).toBe(1);
    expect(list[0]!.expand?.couple).toBeUndefined();
    expect(list[0]!.expand?.owner).toBeUndefined();
  });
});

// Last: the flood uses up this IP's create budget for the rest of the 10 s window.
describe('rate limits on writes (429)', () => {
  it('record creation: 60 per 10 s, then 429 and nothing stored', async () => {
    // All at once, so that the flood fits in one 10 s window even on a loaded machine.
    const statuses = await Promise.all(
      Array.from({ length: 70 }, (_, i) => statusOf(athlete.collection('issues').create({ title: `Flood ${i}`, owner: userId(athlete) }))),
    );
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBeLessThanOrEqual(60);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const stored = await su.collection('issues').getList(1, 1, { filter: `title ~ "Flood" && owner = "${userId(athlete)}"` });
    expect(stored.totalItems).toBe(ok);
  });

  it('the budget is per collection (and IP): another collection still accepts writes', async () => {
    const status = await statusOf(createAthlete(athlete));
    expect(status).toBe(200);
  });

  it('batch requests: 5 per second, then 429', async () => {
    const send = () =>
      fetch(`${server.url}/api/batch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: admin.authStore.token },
        body: JSON.stringify({ requests: [{ method: 'GET', url: '/api/health' }] }),
      }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 8 }, send));
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 429 || s < 500)).toBe(true);
  });
});
