// `import { test, expect } from './fixtures'`: Playwright's test with the e2e state and the mailbox.
import { test as base, expect } from '@playwright/test';
import type { MailCatcherClient } from '../scripts/lib/index.mjs';
import { e2eState, type E2EState } from './helpers/state';
import { mailbox } from './helpers/mail';
import { waitForTheAppOnLoad } from './helpers/firstScreen';

export const test = base.extend<{ state: E2EState; mail: MailCatcherClient }>({
  // eslint-disable-next-line no-empty-pattern
  state: async ({}, provide) => provide(e2eState()),
  // eslint-disable-next-line no-empty-pattern
  mail: async ({}, provide) => provide(mailbox()),
  // The default page waits for the app after goto and reload, like every context's (helpers/firstScreen).
  context: async ({ context }, provide) => provide(waitForTheAppOnLoad(context)),
});

export { expect };
