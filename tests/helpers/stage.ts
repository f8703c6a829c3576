// The stage of a test file: one PocketBase started before the file's tests and stopped after them,
// the superuser's client, an anonymous client and one logged-in client per role the file's tests play
// (in the order asked for, e.g. an owner and another athlete; `[role, 'Full Name']` names one), and,
// where the file reads mails, a mail catcher the server sends to.
import { afterAll, beforeAll } from 'vitest';
import type PocketBase from 'pocketbase';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/index.mjs';
import { startPocketBase, type StartOptions, type TestServer } from './server';
import { actor, anonymous, superuserClient, type Role } from './actors';

/** A role, or a role and the user's full name (where a test reads the name back). */
export type StageRole = Role | readonly [Role, string];

/** The public URL in the mails of a stage with a mail catcher. */
export const MAIL_APP_URL = 'http://portal.test';

export interface StageOptions extends StartOptions {
  /** Start a mail catcher first and send the server's mails to it (`stage.mail`), links to MAIL_APP_URL. */
  catchMail?: boolean;
}

export interface Stage<R extends readonly StageRole[]> {
  server: TestServer;
  su: PocketBase;
  guest: PocketBase;
  actors: { -readonly [K in keyof R]: PocketBase };
  /** The mail catcher (only with `catchMail`). */
  mail: MailCatcher;
}

/**
 * Registers the file's beforeAll/afterAll; the fields are set once the file's first hook has run.
 * `opts` may be a function, read when the server starts: options that come from something the file
 * started in a beforeAll registered before this call (a relay's env); that thing is stopped after
 * the server (Vitest runs the afterAll hooks last registered first).
 */
export function stageWith<const R extends readonly StageRole[]>(roles: R, opts: StageOptions | (() => StageOptions) = {}): Stage<R> {
  const stage = {} as Stage<R>;
  beforeAll(async () => {
    const { catchMail, ...start } = typeof opts === 'function' ? opts() : opts;
    if (catchMail) {
      stage.mail = await startMailCatcher();
      start.mail = { host: stage.mail.smtpHost, port: stage.mail.smtpPort, appURL: MAIL_APP_URL };
    }
    stage.server = await startPocketBase(start);
    const url = stage.server.url;
    const [su, ...actors] = await Promise.all([superuserClient(url), ...roles.map((r) => (typeof r === 'string' ? actor(url, r) : actor(url, r[0], r[1])))]);
    stage.su = su as PocketBase;
    stage.actors = actors as Stage<R>['actors'];
    stage.guest = anonymous(url);
  });
  afterAll(async () => {
    try {
      await stage.server?.stop();
    } finally {
      await stage.mail?.stop();
    }
  });
  return stage;
}
