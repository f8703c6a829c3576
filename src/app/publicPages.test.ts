import { describe, expect, it } from 'vitest';
import { seasonKeys } from '@/lib/domain/seasonRequests';
import { namespacesOf, publicPage, requestsOf } from './publicPages';

describe('publicPage', () => {
  it('knows the public landing pages by their path', () => {
    expect(publicPage('/')).toEqual({ page: 'home' });
    expect(publicPage('/login')).toEqual({ page: 'login' });
    expect(publicPage('/competitions/')).toEqual({ page: 'competitions' });
    expect(publicPage('/competitions/abcdefghij12345/draws')).toEqual({ page: 'competition', id: 'abcdefghij12345', tab: 'draws' });
  });

  it("starts a season's ranking and a pair's season with their catalogue", () => {
    expect(publicPage('/seasons/abcdefghij12345')).toEqual({ page: 'season', id: 'abcdefghij12345' });
    expect(publicPage('/seasons/abcdefghij12345/pairs/0123456789abcdef0123456789abcdef')).toEqual({ page: 'pair', id: 'abcdefghij12345' });
    expect(namespacesOf(publicPage('/seasons/abcdefghij12345'))).toEqual(['common', 'seasons']);
    // The same requests (keys, paths, parameters) the pages' queries send, so that they take the answers.
    const keys = (path: string) => requestsOf(publicPage(path)).map((r) => r.key);
    expect(keys('/seasons/abcdefghij12345')).toEqual([seasonKeys.one('abcdefghij12345'), seasonKeys.events('abcdefghij12345'), seasonKeys.categories('abcdefghij12345')]);
    expect(keys('/seasons/abcdefghij12345/pairs/0123456789abcdef0123456789abcdef')).toEqual([seasonKeys.one('abcdefghij12345'), seasonKeys.events('abcdefghij12345')]);
  });

  it("starts a judge's tablet with its catalogue, with or without the seat code", () => {
    expect(publicPage('/judge')).toEqual({ page: 'tablet' });
    expect(publicPage('/judge/ABC123')).toEqual({ page: 'tablet' });
    expect(namespacesOf(publicPage('/judge/ABC123'))).toEqual(['common', 'results']);
    expect(requestsOf(publicPage('/judge/ABC123'))).toEqual([]);
  });

  it('leaves every other page to the router', () => {
    for (const path of ['/seasons', '/seasons/abcdefghij12345/tables', '/seasons/abcdefghij12345/pairs', '/seasons/short', '/judge/ABC123/x', '/reserved/seasons']) expect(publicPage(path)).toBeNull();
  });
});
