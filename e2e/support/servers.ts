// The servers the global setup started, shared with the global teardown (same runner process).
import type { MailCatcher, PocketBaseServer } from '../../scripts/lib/index.mjs';

export const running: {
  pb: PocketBaseServer | null;
  mail: MailCatcher | null;
  stopAll(): Promise<void>;
} = {
  pb: null,
  mail: null,
  async stopAll() {
    const { pb, mail } = running;
    running.pb = null;
    running.mail = null;
    await Promise.allSettled([pb?.stop(), mail?.stop()]);
  },
};
