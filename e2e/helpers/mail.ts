// Reads the mails PocketBase sent, from the maildev instance the global setup started.
import { MailCatcherClient, linksOf, type CaughtMail } from '../../scripts/lib/index.mjs';
import { e2eState } from './state';

export type { CaughtMail };
export { linksOf };

export function mailbox(): MailCatcherClient {
  const { mailURL } = e2eState();
  if (!mailURL) throw new Error('no mail catcher: E2E_MAIL_URL is not set');
  return new MailCatcherClient(mailURL);
}

/**
 * Waits for the newest mail to `to` received after `after` and returns the first link in it whose
 * path starts with `pathPrefix` (for example '/auth/email-verification/').
 */
export async function waitForMailLink(
  to: string,
  pathPrefix: string,
  opts: { after?: Date | number; subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<{ mail: CaughtMail; link: string }> {
  const box = mailbox();
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const mail = await box.waitFor({ to, after: opts.after, subject: opts.subject, timeoutMs: Math.max(1000, deadline - Date.now()) });
    const link = linksOf(mail).find((l) => {
      try {
        return new URL(l).pathname.startsWith(pathPrefix);
      } catch {
        return false;
      }
    });
    if (link) return { mail, link };
    if (Date.now() > deadline) throw new Error(`the mail to ${to} ("${mail.subject}") has no link to ${pathPrefix}…: ${linksOf(mail).join(', ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Unique address for a test, so that parallel tests never read each other's mail. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.kata`;
}
