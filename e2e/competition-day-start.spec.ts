// Competition day: the organizer starts the competition from what the screens show. The supervisor's
// screen says the competition is not ongoing yet (judges cannot send marks) and offers the start; the
// organizer's dashboard card offers it too, asks with the target state named, and the competition is
// ongoing; the officials' bar on the public tabs then offers the next move. An archived competition
// shows no live indicator (leaderboard, venue screen). Data through the API; axe on each new screen.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { superuserApi, demoUserIds, pbDate } from './helpers/api';
import { deviceContext, shot } from './helpers/devices';
import { exact, LANGS, t, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';

for (const lang of LANGS) {
  test(`the organizer starts the competition from the dashboard card (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    const tag = `${lang}${info.project.name.slice(0, 2)}${Date.now().toString(36).slice(-4)}`;
    const api = await superuserApi(request);
    const name = `Day Start ${tag}`;
    const comp = await api.create('competitions', {
      name,
      date: pbDate(Date.now() + 45 * 60_000),
      location: 'Roma',
      organizers: [demoUserIds().organizer],
      status: 'accreditation',
    });
    const status = (s: string) => tr(lang, `common:competitionStatus.${s}`);
    const ctx = await deviceContext(browser, lang, info);
    const page = await ctx.newPage();

    // The supervisor's screen: the competition is not ongoing, judges cannot send marks; the start is offered.
    await loginAs(page, 'organizer', `/competitions/${comp.id}/officials/supervise`);
    const notice = page.getByTestId('not-ongoing');
    await expect(notice).toContainText(t(lang, 'results:supervise.notOngoing', { status: status('accreditation') }));
    await expect(notice.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('ongoing'), name }) })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `supervisor-not-ongoing-${lang}`, { fullPage: false });

    // The dashboard (where the login lands): the competition's card offers the start.
    await page.goto('/reserved');
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('ongoing'), name }) }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'competitions:status.confirmTitleTo', { to: status('ongoing') }) });
    await expect(dialog).toContainText(t(lang, 'competitions:status.ongoingHint'));
    await expectNoA11yViolations(page);
    await shot(page, info, `dashboard-start-confirm-${lang}`, { fullPage: false });
    await dialog.getByRole('button', { name: exact(t(lang, 'competitions:status.move', { to: status('ongoing') })) }).click();
    await expect(card.locator('.dash-card-meta')).toContainText(status('ongoing'));
    await expect(card.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('archived'), name }) })).toBeVisible();
    const stored = await api.call<{ status: string }>('get', `/api/collections/competitions/records/${comp.id}`);
    expect(stored.status).toBe('ongoing');
    await shot(page, info, `dashboard-started-${lang}`, { fullPage: false });

    // The officials' bar on the public tabs offers the next move; the supervisor's notice is gone.
    await page.goto(`/competitions/${comp.id}/results`);
    const bar = page.getByRole('group', { name: tr(lang, 'results:officials.label') });
    await expect(bar.getByRole('button', { name: t(lang, 'competitions:status.forwardNamed', { to: status('archived'), name }) })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, info, `officials-bar-${lang}`, { fullPage: false });
    await page.goto(`/competitions/${comp.id}/officials/supervise`);
    await expect(page.getByRole('heading', { name: tr(lang, 'results:supervise.title') })).toBeVisible();
    await expect(page.getByTestId('not-ongoing')).toHaveCount(0);

    // An archived competition is not live: no badge, no "just scored", the board is its final standing.
    const archived = (e2eState().seed?.competitions as Record<string, string>).archived as string;
    await page.goto(`/competitions/${archived}/leaderboard`);
    await expect(page.getByRole('heading', { level: 2, name: exact(tr(lang, 'results:leaderboard.titleClosed')) })).toBeVisible();
    await expect(page.locator('.results-table').first()).toBeVisible();
    await expect(page.getByText(tr(lang, 'results:leaderboard.disclaimerClosed'))).toBeVisible();
    await expect(page.locator('.live-badge')).toHaveCount(0);
    await expect(page.locator('.last-scored')).toHaveCount(0);
    await shot(page, info, `archived-leaderboard-${lang}`, { fullPage: false });
    await page.goto(`/competitions/${archived}/screen?view=results`);
    await expect(page.locator('.venue-title')).not.toBeEmpty();
    await expect(page.locator('.venue-live')).toHaveCount(0);
    await ctx.close();
  });
}
