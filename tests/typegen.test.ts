// Fails when src/lib/pb-types.ts or docs/schema.md does not match the schema the migrations create.
// `npm run typegen` (UPDATE_TYPES=1) rewrites both.
import { expect, it } from 'vitest';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/server';
import { stageWith } from './helpers/stage';
import { renderTypes } from './helpers/typegen';
import { renderSchemaDoc, type SchemaCollection } from './helpers/schemadoc';

const TARGET = join(ROOT, 'src/lib/pb-types.ts');
const SCHEMA_DOC = join(ROOT, 'docs/schema.md');
const stage = stageWith([]);

async function liveCollections(): Promise<SchemaCollection[]> {
  const res = await fetch(`${stage.server.url}/api/collections?perPage=200`, {
    headers: { Authorization: stage.su.authStore.token },
  });
  return ((await res.json()) as { items: SchemaCollection[] }).items;
}

it('src/lib/pb-types.ts matches the schema', async () => {
  const items = await liveCollections();
  const fresh = renderTypes(items);
  if (process.env.UPDATE_TYPES) writeFileSync(TARGET, fresh);
  const committed = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : '';
  expect(committed, 'src/lib/pb-types.ts is stale: run `npm run typegen`').toBe(fresh);
});

it('docs/schema.md shows the schema and the rules in force', async () => {
  const fresh = renderSchemaDoc(await liveCollections());
  if (process.env.UPDATE_TYPES) writeFileSync(SCHEMA_DOC, fresh);
  const committed = existsSync(SCHEMA_DOC) ? readFileSync(SCHEMA_DOC, 'utf8') : '';
  expect(committed, 'docs/schema.md is stale: run `npm run typegen`').toBe(fresh);
});
