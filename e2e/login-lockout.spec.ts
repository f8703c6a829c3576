// A stranger with many addresses spends an account's budget of failed logins: the owner, on a new
// device, is offered a code by mail on the login screen and signs in with it (typed in English on the
// desktop, through the mail's link in Italian on the phone). The stranger's guesses arrive as through
// the reverse proxy, each with its own X-Forwarded-For address.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { deviceContext, fitsWidth, shot } from './helpers/devices';
import { t, tr, trExact } from './helpers/i18n';
import { uniqueEmail, waitForMailLink } from './helpers/mail';
import { scaled } from './helpers/time';
import { createUser, TEST_PASSWORD } from './helpers/users';

for (const lang of ['en', 'it'] as const) {
  test(`a stranger's guesses do not lock the owner out: a mailed code signs in (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const email = uniqueEmail(`lockout-${lang}`);
    await createUser({ email, username: `lockout_${lang}_${Date.now().toString(36)}`, lang });
    // 100 wrong passwords from 100 addresses: the account's budget for the hour.
    for (let s = 0; s < 100; s += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request.post('/api/collections/users/auth-with-password', { headers: { 'X-Forwarded-For': `198.51.100.${s + i + 1}` }, data: { identity: email, password: `guess-${s + i}` } }),
        ),
      );
    }

    const context = await deviceContext(browser, lang, testInfo);
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.getByLabel(tr(lang, 'auth:fields.identity'), { exact: true }).fill(email);
      await page.getByLabel(tr(lang, 'auth:fields.password'), { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: tr(lang, 'auth:login.submit'), exact: true }).click();
      // The right password is refused on this unknown device, and the way in is offered.
      await expect(page.getByText(trExact(lang, 'common:errors.login_account_locked'))).toBeVisible();
      await expect(page.getByRole('heading', { name: tr(lang, 'auth:signInCode.title') })).toBeVisible();
      await expect(page.getByLabel(tr(lang, 'auth:signInCode.email'))).toHaveValue(email);
      await shot(page, testInfo, `login-locked-${lang}`);
      if (lang === 'en') await expectNoA11yViolations(page);

      const after = Date.now() - 1000;
      await page.getByRole('button', { name: tr(lang, 'auth:signInCode.send') }).click();
      await expect(page.getByText(t(lang, 'auth:signInCode.sent', { email }))).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, testInfo, `login-code-sent-${lang}`);
      const link = new URL((await waitForMailLink(email, '/auth/sign-in/', { after })).link);
      if (lang === 'en') {
        // A wrong code is said next to the field; the mailed one signs in.
        const code = page.getByLabel(tr(lang, 'auth:signInCode.code'));
        await code.fill('00000000');
        await page.getByRole('button', { name: tr(lang, 'auth:signInCode.submit'), exact: true }).click();
        await expect(page.getByText(trExact(lang, 'auth:signInCode.failed'))).toBeVisible();
        await code.fill(decodeURIComponent(link.pathname.split('/').at(-1) ?? ''));
        await page.getByRole('button', { name: tr(lang, 'auth:signInCode.submit'), exact: true }).click();
      } else {
        await page.goto(link.pathname);
      }
      await expect(page).toHaveURL(/\/reserved$/);
      // The link works once.
      if (lang === 'it') {
        await page.goto(link.pathname);
        await expect(page.getByText(trExact(lang, 'auth:signInWithCode.failed'))).toBeVisible();
        await shot(page, testInfo, `sign-in-link-used-${lang}`);
      }
    } finally {
      await context.close();
    }
  });
}
