// Types for scripts/seed.mjs.
export declare const DEMO_PASSWORD: string;
export interface DemoAccount {
  key: 'admin' | 'organizer' | 'athlete' | 'athlete2' | 'commissioner';
  role: 'admin' | 'organizer' | 'athlete' | 'commissioner';
  username: string;
  email: string;
  name: string;
}
export declare const DEMO_ACCOUNTS: readonly DemoAccount[];
/** Competition names (without the year suffix) by status. */
export declare const DEMO_COMPETITIONS: Readonly<Record<'archived' | 'accreditation' | 'enrolment' | 'ready' | 'draft', string>>;
export interface SeedResult {
  seeded: boolean;
  reason?: string;
  /** The demo accounts exist in this data dir. */
  demoPresent: boolean;
  /** Ids of what was created, by collection and key (e.g. ids.competitions.enrolment). */
  ids?: Record<string, Record<string, string>>;
}
export declare function seed(pbUrl: string, superuserEmail: string, superuserPassword: string): Promise<SeedResult>;
export declare function tinyPdf(lines: string[]): Buffer;
