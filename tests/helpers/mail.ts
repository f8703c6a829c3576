// Waiting for the mails PocketBase sent, as caught by maildev, for the integration tests and the e2e
// specs (e2e/helpers/mail.ts re-exports it). Mails leave after the request that causes them, so a
// test polls rather than reads once (./wait.ts).
import { linksOf, type CaughtMail, type MailCatcherClient } from '../../scripts/lib/index.mjs';
import { waitUntil } from './wait';

/**
 * Waits for the newest mail to `to` received after `after` that holds a link whose path starts with
 * `pathPrefix` (for example '/auth/email-verification/'); returns it, the link and the token (the
 * rest of the path, decoded).
 */
export async function waitForMailLink(
  client: MailCatcherClient,
  to: string,
  pathPrefix: string,
  opts: { after?: Date | number; subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<{ mail: CaughtMail; link: string; token: string }> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const pathOf = (link: string) => {
    try {
      return new URL(link).pathname;
    } catch {
      return '';
    }
  };
  let mail: CaughtMail | undefined;
  const link = await waitUntil(
    async () => {
      mail = await client.waitFor({ to, after: opts.after, subject: opts.subject, timeoutMs: Math.max(1000, deadline - Date.now()) });
      return linksOf(mail).find((l) => pathOf(l).startsWith(pathPrefix));
    },
    {
      timeoutMs: Math.max(0, deadline - Date.now()),
      intervalMs: 250,
      message: () => `the mail to ${to} ("${mail?.subject}") has no link to ${pathPrefix}…: ${mail ? linksOf(mail).join(', ') : ''}`,
    },
  );
  return { mail: mail!, link, token: decodeURIComponent(pathOf(link).slice(pathPrefix.length)) };
}

/**
 * Waits until `to` has at least `count` mails and returns them oldest first. `beforeEach` runs before
 * every look (for example a cron run that sends the mails).
 */
export async function waitForMailCount(
  client: MailCatcherClient,
  to: string,
  count: number,
  opts: { timeoutMs?: number; intervalMs?: number; beforeEach?: () => Promise<unknown> } = {},
): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await waitUntil(
    async () => {
      await opts.beforeEach?.();
      mails = await client.to(to);
      return mails.length >= count;
    },
    { timeoutMs: opts.timeoutMs ?? 10_000, intervalMs: opts.intervalMs ?? 200, message: () => `expected ${count} mails to ${to}, got ${mails.length}` },
  );
  return mails;
}
