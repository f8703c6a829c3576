// Fails when src/lib/pb-types.ts does not match the schema the migrations create.
// `npm run typegen` (UPDATE_TYPES=1) rewrites it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startPocketBase, superuserToken, type TestServer } from './helpers/server';
import { renderTypes } from './helpers/typegen';

const TARGET = join(ROOT, 'src/lib/pb-types.ts');
let server: TestServer;
beforeAll(async () => {
  server = await startPocketBase();
});
afterAll(async () => server?.stop());

it('src/lib/pb-types.ts matches the schema', async () => {
  const res = await fetch(`${server.url}/api/collections?perPage=200`, {
    headers: { Authorization: await superuserToken(server.url) },
  });
  const { items } = (await res.json()) as { items: Parameters<typeof renderTypes>[0] };
  const fresh = renderTypes(items);
  if (process.env.UPDATE_TYPES) writeFileSync(TARGET, fresh);
  const committed = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : '';
  expect(committed, 'src/lib/pb-types.ts is stale: run `npm run typegen`').toBe(fresh);
});
