import { describe, expect, it } from 'vitest';
import { namespacesOf, publicPage, requestsOf } from './publicPages';

describe('publicPage', () => {
  it('knows the public landing pages by their path', () => {
    expect(publicPage('/')).toEqual({ page: 'home' });
    expect(publicPage('/login')).toEqual({ page: 'login' });
    expect(publicPage('/competitions/')).toEqual({ page: 'competitions' });
    expect(publicPage('/competitions/abcdefghij12345/draws')).toEqual({ page: 'competition', id: 'abcdefghij12345', tab: 'draws' });
  });

  it("starts a season's ranking and a pair's season with their catalogue", () => {
    expect(publicPage('/seasons/abcdefghij12345')).toEqual({ page: 'season' });
    expect(publicPage('/seasons/abcdefghij12345/pairs/0123456789abcdef0123456789abcdef')).toEqual({ page: 'pair' });
    expect(namespacesOf(publicPage('/seasons/abcdefghij12345'))).toEqual(['common', 'seasons']);
    expect(requestsOf(publicPage('/seasons/abcdefghij12345'))).toEqual([]);
  });

  it('leaves every other page to the router', () => {
    for (const path of ['/seasons', '/seasons/abcdefghij12345/tables', '/seasons/abcdefghij12345/pairs', '/seasons/short', '/judge/ABC123', '/reserved/seasons']) expect(publicPage(path)).toBeNull();
  });
});
