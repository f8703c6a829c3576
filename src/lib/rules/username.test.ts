// The username's characters: one pattern for the forms, the hooks and the users collection's field
// (docs/schema.md is generated from the running schema, and kept current by its own check).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN, usernameChars } from './username';

describe('username characters', () => {
  it('takes letters, digits and _ . - and nothing else', () => {
    for (const ok of ['mario.rossi', 'A_b-9']) expect(usernameChars(ok), ok).toBe(true);
    for (const bad of ['mario rossi', 'màrio', 'a@b', '']) expect(usernameChars(bad), bad).toBe(false);
  });

  it('is the pattern of the users collection', () => {
    const schema = readFileSync('docs/schema.md', 'utf8');
    const row = schema.split('\n').find((l) => l.startsWith('| username | text |')) ?? '';
    expect(row.match(/pattern `([^`]+)`/)?.[1]).toBe(USERNAME_PATTERN.source);
  });
});
