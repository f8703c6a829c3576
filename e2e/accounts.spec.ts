// Accounts, as a new user does it with only the browser and the mails caught by maildev:
// register → verify → log in → change email → confirm → log out → reset password → log in with the
// new password, in English and in Italian, on the desktop and the phone project. Along the way every
// failure text for these flows is shown at least once, and axe checks each screen.
//
// ACCOUNTS_SHOTS=1 also saves screenshots to .tmp/shots-accounts/.
import { settled } from './helpers/axe';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginViaForm, logoutViaMenu } from './helpers/auth';
import { expectNoA11yViolations } from './helpers/axe';
import { contextIn, expectLang, tr, trExact, type Lang } from './helpers/i18n';
import { uniqueEmail, waitForMailLink } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { scaled } from './helpers/time';

const PASSWORD = 'Judo-Kata-2026';
const NEW_PASSWORD = 'Nage-No-Kata-2027';
const MAIL_SUBJECT: Record<Lang, { verify: RegExp; change: RegExp; reset: RegExp }> = {
  en: { verify: /Verify your e-mail/, change: /Confirm your new e-mail/, reset: /Reset your password/ },
  it: { verify: /Verifica il tuo indirizzo/, change: /Conferma il nuovo indirizzo/, reset: /Reimposta la password/ },
};

/** The viewport/touch settings of the running project, for contexts a test creates itself. */
function projectDevice(use: TestInfo['project']['use']) {
  const out: Record<string, unknown> = {};
  for (const k of ['viewport', 'isMobile', 'hasTouch', 'deviceScaleFactor', 'userAgent'] as const) if (use[k] !== undefined) out[k] = use[k];
  return out;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.ACCOUNTS_SHOTS) return;
  await settled(page);
  await page.screenshot({ path: `.tmp/shots-accounts/${testInfo.project.name}-${name}.png`, fullPage: true });
}

const since = () => Date.now() - 1000;

/** A field label, with or without the required-field asterisk. */
function label(lang: Lang, key: string): RegExp {
  return new RegExp(`^${tr(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

function toast(page: Page, lang: Lang, key: string) {
  return page.locator('.p-toast').getByText(trExact(lang, key));
}

function heading(page: Page, lang: Lang, key: string) {
  return expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact(lang, key));
}


async function login(page: Page, lang: Lang, identity: string, password: string) {
  await page.getByLabel(tr(lang, 'auth:fields.identity'), { exact: true }).fill(identity);
  await page.getByLabel(tr(lang, 'auth:fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr(lang, 'auth:login.submit'), exact: true }).click();
}

for (const lang of ['en', 'it'] as const) {
  test(`a new user's whole account journey in ${lang}`, { tag: `@${lang}` }, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const phone = testInfo.project.name === 'phone';
    const context = await contextIn(browser, lang, { baseURL, ...projectDevice(testInfo.project.use) });
    const page = await context.newPage();
    const t = (key: string) => tr(lang, key);
    const field = (key: string) => page.getByLabel(label(lang, key));
    // Axe runs in the English journeys (both layouts), the failure texts in the English desktop one;
    // the others walk the happy path (the Italian ones with the Italian mails). This keeps the whole
    // file within its time budget; the failure states are the same code on both layouts.
    const full = lang === 'en' && !phone;
    const axe = async () => {
      if (lang === 'en') await expectNoA11yViolations(page);
    };
    const email = uniqueEmail(`acc-${lang}`);
    const username = `u_${lang}.${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
    try {
      // ---------------------------------------------------------------- registration
      await page.goto('/register');
      await expectLang(page, lang);
      await heading(page, lang, 'common:titles.register');
      await axe();
      if (full) {
        await page.getByRole('button', { name: t('auth:register.submit') }).click();
        await expect(page.getByText(trExact(lang, 'common:validation.required'))).toHaveCount(5);
        await expect(page.getByText(trExact(lang, 'common:validation.privacy'))).toBeVisible();
        await expect(page.getByRole('link', { name: t('common:titles.privacyPolicy') }).first()).toHaveAttribute('href', '/privacy-policy');

        await field('auth:fields.username').fill('anna rossi!');
        await field('auth:fields.email').fill('anna@');
        await field('auth:fields.password').fill('short');
        await field('auth:fields.passwordConfirm').fill('different');
        await page.getByRole('button', { name: t('auth:register.submit') }).click();
        await expect(page.getByText(trExact(lang, 'common:validation.usernameChars'))).toBeVisible();
        await expect(page.getByText(trExact(lang, 'common:validation.email'))).toBeVisible();
        await expect(page.getByText(t('common:validation.minLength').replace('{{min}}', '8'))).toBeVisible();
        await expect(page.getByText(trExact(lang, 'common:validation.passwordsMatch'))).toBeVisible();
        // The hint leads towards 14 characters with lower/upper case and digits.
        await expect(page.getByText(t('common:password.strength.tooShort'))).toBeVisible();
      }
      await field('auth:fields.name').fill(`Anna ${lang.toUpperCase()}`);
      await field('auth:fields.password').fill(PASSWORD);
      await expect(page.getByText(t('common:password.strength.strong'))).toBeVisible();

      // A username that is taken: the server's field error next to the field and 'Registration failed'.
      await field('auth:fields.username').fill('athlete');
      await field('auth:fields.email').fill(email);
      await field('auth:fields.passwordConfirm').fill(PASSWORD);
      await page.getByRole('checkbox', { name: t('auth:fields.privacyAccept').replace(/<\/?lnk>/g, '') }).check();
      if (full) {
        await page.getByRole('button', { name: t('auth:register.submit') }).click();
        await expect(toast(page, lang, 'common:toasts.registrationFailed')).toBeVisible();
        await expect(page.getByText(trExact(lang, 'common:errors.validation_not_unique'))).toBeVisible();
        await shot(page, testInfo, `${lang}-register-errors`);
      }

      await field('auth:fields.username').fill(username);
      let after = since();
      await page.getByRole('button', { name: t('auth:register.submit') }).click();
      await expect(page).toHaveURL(/\/auth\/verification-needed$/);
      await heading(page, lang, 'common:titles.verificationNeeded');
      await expect(page.getByText(email)).toBeVisible();
      await page.getByRole('button', { name: t('auth:verificationNeeded.check') }).click();
      await expect(page.getByText(trExact(lang, 'auth:messages.notVerifiedYet'))).toBeVisible();
      await axe();
      await shot(page, testInfo, `${lang}-verification-needed`);

      // ---------------------------------------------------------------- email verification
      const verification = await waitForMailLink(email, '/auth/email-verification/', { after, subject: MAIL_SUBJECT[lang].verify });
      expect(verification.mail.subject).toContain('Kata Portal');
      await page.goto(verification.link);
      await heading(page, lang, 'common:titles.emailVerification');
      const verified = page.getByRole('status').filter({ hasText: t('auth:messages.emailVerifiedContinue').replace(/<[^>]+>/g, '').slice(0, 30) });
      await expect(verified).toBeVisible();
      await axe();
      await verified.getByRole('link').click();
      await expect(page).toHaveURL(/\/reserved$/);

      // ---------------------------------------------------------------- log out, log in
      await logoutViaMenu(page, lang, phone);
      await page.goto('/login?next=%2Freserved%2Fprofile');
      if (full) {
        await login(page, lang, username, 'wrong-password');
        await expect(toast(page, lang, 'common:toasts.loginFailed')).toBeVisible();
        await shot(page, testInfo, `${lang}-login-failed`);
      }
      await login(page, lang, username, PASSWORD);
      await expect(page).toHaveURL(/\/reserved\/profile$/);

      // ---------------------------------------------------------------- change email
      await heading(page, lang, 'common:titles.profile');
      await axe();
      const newEmail = uniqueEmail(`new-${lang}`);
      await field('profile:email.newEmail').fill(newEmail);
      if (full) {
        await page.locator('#profile-emailPassword').fill('not-my-password');
        await page.getByRole('button', { name: t('profile:email.submit') }).click();
        await expect(page.getByText(trExact(lang, 'common:errors.validation_invalid_password'))).toBeVisible();
      }
      after = since();
      await page.locator('#profile-emailPassword').fill(PASSWORD);
      await page.getByRole('button', { name: t('profile:email.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();
      await shot(page, testInfo, `${lang}-profile`);

      const change = await waitForMailLink(newEmail, '/auth/email-change/', { after, subject: MAIL_SUBJECT[lang].change });
      await page.goto(change.link);
      await heading(page, lang, 'common:titles.emailChange');
      await expect(page.getByText(newEmail)).toBeVisible();
      await axe();
      if (full) {
        await field('auth:fields.password').fill('not-my-password');
        await page.getByRole('button', { name: t('auth:emailChange.submit') }).click();
        await expect(page.getByRole('alert').filter({ hasText: t('auth:messages.emailNotChanged') })).toBeVisible();
        await shot(page, testInfo, `${lang}-email-change-failed`);
      }
      await field('auth:fields.password').fill(PASSWORD);
      await page.getByRole('button', { name: t('auth:emailChange.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('auth:messages.emailChanged').replace(/<[^>]+>/g, '').slice(0, 30) })).toBeVisible();
      await shot(page, testInfo, `${lang}-email-changed`);

      // ---------------------------------------------------------------- log out (the confirmation ended this session)
      await page.goto('/reserved');
      await expect(page).toHaveURL(/\/login\?next=%2Freserved$/);

      // ---------------------------------------------------------------- password reset
      await page.getByRole('link', { name: t('auth:login.forgot').replace(/.*<lnk>|<\/lnk>.*/g, '') }).click();
      await expect(page).toHaveURL(/\/auth\/request-password-reset\/$/);
      await heading(page, lang, 'common:titles.requestPasswordReset');
      if (full) {
        await field('auth:fields.email').fill('not-an-address');
        await page.getByRole('button', { name: t('auth:requestReset.submit') }).click();
        await expect(page.getByText(trExact(lang, 'auth:messages.resetRequestFailed'))).toBeVisible();
        await shot(page, testInfo, `${lang}-reset-request-failed`);
      }
      await axe();
      after = since();
      await field('auth:fields.email').fill(newEmail);
      await page.getByRole('button', { name: t('auth:requestReset.submit') }).click();
      await expect(page.getByText(trExact(lang, 'auth:messages.resetRequested'))).toBeVisible();

      const reset = await waitForMailLink(newEmail, '/auth/password-reset/', { after, subject: MAIL_SUBJECT[lang].reset });
      await page.goto(reset.link);
      await heading(page, lang, 'common:titles.passwordReset');
      await axe();
      await field('auth:fields.newPassword').fill(NEW_PASSWORD);
      if (full) {
        await field('auth:fields.passwordConfirm').fill(`${NEW_PASSWORD}x`);
        await page.getByRole('button', { name: t('auth:passwordReset.submit') }).click();
        await expect(page.getByText(trExact(lang, 'common:validation.passwordsMatch'))).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: t('auth:messages.passwordNotReset') })).toBeVisible();
        await shot(page, testInfo, `${lang}-password-reset-failed`);
      }
      await field('auth:fields.passwordConfirm').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t('auth:passwordReset.submit') }).click();
      const done = page.getByRole('status').filter({ hasText: t('auth:messages.passwordResetDone').replace(/<[^>]+>/g, '').slice(0, 25) });
      await expect(done).toBeVisible();
      await shot(page, testInfo, `${lang}-password-reset`);

      if (full) {
        // The same link again: it is used up.
        await page.goto(reset.link);
        await field('auth:fields.newPassword').fill(`${NEW_PASSWORD}2`);
        await field('auth:fields.passwordConfirm').fill(`${NEW_PASSWORD}2`);
        await page.getByRole('button', { name: t('auth:passwordReset.submit') }).click();
        await expect(page.getByRole('alert').filter({ hasText: t('auth:messages.passwordNotReset') })).toBeVisible();
      }

      // ---------------------------------------------------------------- log in with the new password
      await page.goto('/login');
      await login(page, lang, newEmail, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/reserved$/);
      await heading(page, lang, 'common:titles.dashboard');
    } finally {
      await context.close();
    }
  });
}

test('the language saved in the profile applies to the interface and the mails', { tag: '@desktop' }, async ({ page }, testInfo) => {
  const email = uniqueEmail('lang');
  const username = `lang.${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  await createUser({ email, username, verified: true, privacy: true });
  await page.goto('/login?next=%2Freserved%2Fprofile');
  await login(page, 'en', username, TEST_PASSWORD);
  await heading(page, 'en', 'common:titles.profile');
  await page.getByRole('radio', { name: 'Italiano' }).check();
  await page.getByRole('button', { name: tr('en', 'common:actions.save') }).click();
  await expectLang(page, 'it');
  await heading(page, 'it', 'common:titles.profile');
  await expect(toast(page, 'it', 'common:toasts.saved')).toBeVisible();
  // Mails follow users.lang: the reset mail is now in Italian.
  const after = since();
  const res = await page.request.post('/api/collections/users/request-password-reset', { data: { email } });
  expect(res.status()).toBe(204);
  await waitForMailLink(email, '/auth/password-reset/', { after, subject: MAIL_SUBJECT.it.reset });
  // A wrong current password does not change the password.
  await page.locator('#profile-oldPassword').fill('wrong');
  await page.locator('#profile-password').fill(NEW_PASSWORD);
  await page.locator('#profile-passwordConfirm').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: tr('it', 'profile:password.submit') }).click();
  await expect(page.getByText(trExact('it', 'common:errors.validation_invalid_old_password'))).toBeVisible();
  await expect(toast(page, 'it', 'common:toasts.saveFailed')).toBeVisible();
  await page.locator('#profile-oldPassword').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: tr('it', 'profile:password.submit') }).click();
  await expect(page.locator('.p-toast').getByText(tr('it', 'profile:password.changed'))).toBeVisible();
  // The session was renewed with the new password: the reserved area still opens.
  await page.goto('/reserved');
  await heading(page, 'it', 'common:titles.dashboard');
});

test('a user created by an admin accepts the privacy policy before continuing', { tag: '@desktop' }, async ({ page }, testInfo) => {
  const email = uniqueEmail('gate');
  const username = `gate.${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  await createUser({ email, username, verified: true, privacy: false });
  // The shared helper drives the real form (as other journeys will).
  await loginViaForm(page, email, TEST_PASSWORD, { next: '/reserved/registry' });
  await expect(page).toHaveURL(/\/privacy-policy\?next=%2Freserved%2Fregistry$/);
  await expect(page.getByRole('alert').filter({ hasText: tr('en', 'auth:messages.privacyNeeded') })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('en', 'auth:privacy.sections.what.title') })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'privacy-gate');
  // The reserved area stays closed until the policy is accepted.
  await page.goto('/reserved');
  await expect(page).toHaveURL(/\/privacy-policy\?next=%2Freserved$/);
  await page.getByRole('button', { name: tr('en', 'auth:privacy.gate.submit') }).click();
  await expect(page.getByText(trExact('en', 'common:validation.privacy'))).toBeVisible();
  await page.getByRole('checkbox', { name: tr('en', 'auth:privacy.gate.label') }).check();
  await page.getByRole('button', { name: tr('en', 'auth:privacy.gate.submit') }).click();
  await expect(page).toHaveURL(/\/reserved$/);
  await heading(page, 'en', 'common:titles.dashboard');
});

test('an unverified user is sent to verification; a broken verification link says so', { tag: '@desktop' }, async ({ page }, testInfo) => {
  const email = uniqueEmail('unverified');
  const username = `unv.${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
  await createUser({ email, username, verified: false, privacy: true });
  await page.goto('/login?next=%2Freserved%2Fissues');
  await login(page, 'en', username, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/verification-needed\?next=%2Freserved%2Fissues$/);
  const after = since();
  await page.getByRole('button', { name: tr('en', 'auth:verificationNeeded.resend') }).click();
  await expect(page.locator('.p-toast').getByText(tr('en', 'auth:verificationNeeded.resent').replace('{{email}}', email))).toBeVisible();
  const { link } = await waitForMailLink(email, '/auth/email-verification/', { after });

  await page.goto('/auth/email-verification/not-a-token');
  await expect(page.getByRole('alert').filter({ hasText: tr('en', 'auth:messages.emailNotVerified') })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'verification-failed');

  // Verified in another tab: "I have verified" continues to where the user was going.
  await page.request.post('/api/collections/users/confirm-verification', { data: { token: decodeURIComponent(link.split('/').pop() ?? '') } });
  await page.goto('/auth/verification-needed?next=%2Freserved%2Fissues');
  await page.getByRole('button', { name: tr('en', 'auth:verificationNeeded.check') }).click();
  await expect(page).toHaveURL(/\/reserved\/issues$/);
});

test('an invalid session token logs out cleanly', { tag: '@desktop' }, async ({ page }) => {
  // A well-formed token that is not expired but was never issued by this server.
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 'nobody12345678a', type: 'auth', collectionId: '_pb_users_auth_', exp: Math.floor(Date.now() / 1000) + 3600 })}.forged`;
  const record = { id: 'nobody12345678a', collectionId: '_pb_users_auth_', collectionName: 'users', role: 'athlete', verified: true, privacyAcceptedAt: '2026-01-01 00:00:00.000Z', name: 'Ghost', username: 'ghost', email: 'ghost@e2e.kata' };
  await page.addInitScript(([tk, rec]) => window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token: tk, record: rec })), [token, record] as const);
  await page.goto('/reserved/registry');
  await expect(page).toHaveURL(/\/login\?next=%2Freserved%2Fregistry$/);
  expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull();
  await heading(page, 'en', 'common:titles.login');
});

test('the privacy policy is a real page in both languages', { tag: '@desktop' }, async ({ browser, baseURL }, testInfo) => {
  for (const lang of ['en', 'it'] as const) {
    const context = await contextIn(browser, lang, { baseURL, ...projectDevice(testInfo.project.use) });
    try {
      const page = await context.newPage();
      await page.goto('/privacy-policy');
      await heading(page, lang, 'common:titles.privacyPolicy');
      for (const key of ['who', 'what', 'why', 'who_sees', 'retention', 'rights']) {
        await expect(page.getByRole('heading', { level: 2, name: tr(lang, `auth:privacy.sections.${key}.title`) })).toBeVisible();
      }
      await expect(page.getByText(lang === 'en' ? /birthday/ : /data di nascita/).first()).toBeVisible();
      if (lang === 'en') await expectNoA11yViolations(page);
      await shot(page, testInfo, `${lang}-privacy`);
    } finally {
      await context.close();
    }
  }
});
