// The servers the global setup started, shared with the global teardown (same runner process).
import type { MailCatcher, PocketBaseServer } from '../../scripts/lib/index.mjs';

export const running: {
  pb: PocketBaseServer | null;
  relay: PocketBaseServer | null;
  mail: MailCatcher | null;
  stopAll(): Promise<void>;
} = {
  pb: null,
  relay: null,
  mail: null,
  async stopAll() {
    const { pb, relay, mail } = running;
    running.pb = null;
    running.relay = null;
    running.mail = null;
    await Promise.allSettled([pb?.stop(), relay?.stop(), mail?.stop()]);
  },
};
