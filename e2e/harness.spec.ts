// Self-checks of the e2e harness: the tests reach the PocketBase that serves the built SPA, the
// demo data is there, and the mails PocketBase sends land in the catcher with links to the SPA.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/pocketbase.mjs';
import { test, expect } from './fixtures';
import { linksOf } from './helpers/mail';

test.describe('harness', () => {
  // axe runs in every e2e journey. A new spec that never calls the helper fails here.
  // eslint-disable-next-line no-empty-pattern -- Playwright's way to get testInfo without fixtures
  test('every journey spec checks its screens with axe', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'runs once');
    const dir = join(ROOT, 'e2e');
    const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts') && f !== 'harness.spec.ts');
    expect(specs.length).toBeGreaterThan(0);
    const withoutAxe = specs.filter((f) => !readFileSync(join(dir, f), 'utf8').includes('expectNoA11yViolations('));
    expect(withoutAxe, 'journey specs without expectNoA11yViolations(page)').toEqual([]);
  });

  test('PocketBase serves the API and the demo data', async ({ request, state }) => {
    expect((await request.get('/api/health')).ok()).toBeTruthy();
    expect(state.seed?.competitions?.enrolment).toBeTruthy();
    const res = await request.get('/api/collections/competitions/records?perPage=50');
    expect(res.ok()).toBeTruthy();
    const { items } = (await res.json()) as { items: { status: string }[] };
    // Drafts are invisible to the public; the other demo competitions are listed (other specs running
    // in parallel may add competitions of their own, so this checks inclusion, not equality).
    const statuses = items.map((c) => c.status);
    expect(statuses).not.toContain('draft');
    expect(statuses).toEqual(expect.arrayContaining(['accreditation', 'archived', 'enrolment', 'ready']));
  });

  test('the archived demo competition is a complete day: its couples in competition have a draw and results', async ({ request, state }) => {
    const id = state.seed?.competitions?.archived ?? '';
    const { superuser } = state;
    const auth = await request.post('/api/collections/_superusers/auth-with-password', { data: { identity: superuser.email, password: superuser.password } });
    const headers = { Authorization: ((await auth.json()) as { token: string }).token };
    const enrolments = (await (await request.get(`/api/collections/enrolments/records?perPage=100&filter=${encodeURIComponent(`competition="${id}"`)}`, { headers })).json()) as { items: { id: string; status: string }[] };
    const inCompetition = enrolments.items.filter((e) => e.status === 'in_competition').map((e) => e.id);
    expect(inCompetition.length).toBeGreaterThan(0);
    // What the public reads: published poules and their scored draws.
    const draws = (await (await request.get(`/api/collections/draws/records?perPage=100&filter=${encodeURIComponent(`poule.competition="${id}" && poule.published=true`)}`)).json()) as {
      items: { enrolment: string; scored: boolean; points: number; rank: number }[];
    };
    expect(draws.items.map((d) => d.enrolment).sort()).toEqual([...inCompetition].sort());
    for (const d of draws.items) {
      expect(d.scored).toBe(true);
      expect(d.points).toBeGreaterThan(0);
      expect(d.rank).toBe(1);
    }
  });

  test('the demo competitions state their times once: the details never contradict the dates', async ({ request }) => {
    const res = await request.get('/api/collections/competitions/records?perPage=50&fields=name,details');
    const { items } = (await res.json()) as { items: { name: string; details: string }[] };
    // The start and the accreditation opening are fields the page and the card show; a clock time
    // written into the details ("from 08:00") disagreed with them.
    for (const c of items) expect(c.details, c.name).not.toMatch(/\b\d{1,2}[:.]\d{2}\b/);
  });

  test('mails reach the catcher with links to the SPA', async ({ request, mail, state }, testInfo) => {
    // One project only: both would read the same mailbox for the same account.
    test.skip(testInfo.project.name !== 'desktop', 'runs once');
    const since = Date.now() - 1000;
    const res = await request.post('/api/collections/users/request-password-reset', { data: { email: 'athlete2@demo.kata' } });
    expect(res.status()).toBe(204);
    const m = await mail.waitFor({ to: 'athlete2@demo.kata', after: since });
    const link = linksOf(m).find((l) => l.includes('/auth/password-reset/'));
    expect(link, `links: ${linksOf(m).join(', ')}`).toBeTruthy();
    expect(link!.startsWith(state.baseURL)).toBeTruthy();
  });
});
