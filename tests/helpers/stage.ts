// The stage of a test file: one PocketBase started before the file's tests and stopped after them,
// the superuser's client, an anonymous client and one logged-in client per role the file's tests play
// (in the order asked for, e.g. an owner and another athlete; `[role, 'Full Name']` names one).
import { afterAll, beforeAll } from 'vitest';
import type PocketBase from 'pocketbase';
import { startPocketBase, type StartOptions, type TestServer } from './server';
import { actor, anonymous, superuserClient, type Role } from './actors';

/** A role, or a role and the user's full name (where a test reads the name back). */
export type StageRole = Role | readonly [Role, string];

export interface Stage<R extends readonly StageRole[]> {
  server: TestServer;
  su: PocketBase;
  guest: PocketBase;
  actors: { -readonly [K in keyof R]: PocketBase };
}

/**
 * Registers the file's beforeAll/afterAll; the fields are set once the file's first hook has run.
 * `opts` may be a function, read when the server starts: options that come from something the file
 * started in a beforeAll registered before this call (a relay's env); that thing is stopped after
 * the server (Vitest runs the afterAll hooks last registered first).
 */
export function stageWith<const R extends readonly StageRole[]>(roles: R, opts: StartOptions | (() => StartOptions) = {}): Stage<R> {
  const stage = {} as Stage<R>;
  beforeAll(async () => {
    stage.server = await startPocketBase(typeof opts === 'function' ? opts() : opts);
    const url = stage.server.url;
    const [su, ...actors] = await Promise.all([superuserClient(url), ...roles.map((r) => (typeof r === 'string' ? actor(url, r) : actor(url, r[0], r[1])))]);
    stage.su = su as PocketBase;
    stage.actors = actors as Stage<R>['actors'];
    stage.guest = anonymous(url);
  });
  afterAll(async () => stage.server?.stop());
  return stage;
}
