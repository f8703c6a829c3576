import { expect, it } from 'vitest';
import { takeUnhandled } from './msw';

it('records a request that no handler answers (the setup then fails the test that made it)', async () => {
  await fetch('http://localhost:3000/api/collections/nobody-handles-this/records').catch(() => undefined);
  expect(takeUnhandled()).toEqual(['GET http://localhost:3000/api/collections/nobody-handles-this/records']);
});
