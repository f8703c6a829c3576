// Reads the mails PocketBase sent, from the maildev instance the global setup started.
import { MailCatcherClient, linksOf, type CaughtMail } from '../../scripts/lib/index.mjs';
import { waitForMailLink as waitForLink } from '../../tests/helpers/mail';
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
export function waitForMailLink(to: string, pathPrefix: string, opts: { after?: Date | number; subject?: string | RegExp; timeoutMs?: number } = {}) {
  return waitForLink(mailbox(), to, pathPrefix, opts);
}

/** Unique address for a test, so that parallel tests never read each other's mail. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.kata`;
}
