// What the global setup started, as the tests see it (environment variables set by
// e2e/global-setup.ts are inherited by the workers).
import type { SeedResult } from '../../scripts/seed.mjs';

export interface E2EState {
  /** The PocketBase serving the built SPA and the API. */
  baseURL: string;
  /** maildev's web UI and REST API. */
  mailURL: string;
  superuser: { email: string; password: string };
  /** Ids of the demo records (see scripts/seed.mjs), when the setup seeded them. */
  seed: SeedResult['ids'];
}

export function e2eState(): E2EState {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the tests with `npx playwright test` (global setup starts the servers).');
  return {
    baseURL,
    mailURL: process.env.E2E_MAIL_URL ?? '',
    superuser: { email: process.env.E2E_SUPERUSER_EMAIL ?? '', password: process.env.E2E_SUPERUSER_PASSWORD ?? '' },
    seed: process.env.E2E_SEED ? (JSON.parse(process.env.E2E_SEED) as SeedResult['ids']) : undefined,
  };
}
