import { describe, expect, it } from 'vitest';
import { seasonKeys } from '@/lib/domain/seasonRequests';
import { competitionKeys } from '@/lib/domain/competitionRequests';
import { clubKeys, kataKeys } from '@/lib/domain/registryRequests';
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
    expect(publicPage('/seasons/abcdefghij12345/pairs/0123456789abcdef0123456789abcdef')).toEqual({ page: 'pair', id: 'abcdefghij12345', pair: '0123456789abcdef0123456789abcdef' });
    expect(namespacesOf(publicPage('/seasons/abcdefghij12345'))).toEqual(['common', 'seasons']);
    // The same requests (keys, paths, parameters) the pages' queries send, so that they take the answers.
    const keys = (path: string) => requestsOf(publicPage(path)).map((r) => r.key);
    const id = 'abcdefghij12345';
    expect(keys(`/competitions/${id}`)).toEqual([competitionKeys.one(id), competitionKeys.season(id), competitionKeys.circuits(id)]);
    expect(keys(`/competitions/${id}/draws`)).toEqual([competitionKeys.one(id), competitionKeys.season(id)]);
    expect(keys(`/seasons/${id}`)).toEqual([seasonKeys.one(id), seasonKeys.events(id), seasonKeys.categories(id), clubKeys.list]);
    expect(keys(`/seasons/${id}/pairs/0123456789abcdef0123456789abcdef`)).toEqual([seasonKeys.one(id), seasonKeys.events(id), seasonKeys.pair(id, '0123456789abcdef0123456789abcdef'), clubKeys.list]);
  });

  it("asks for the ranking a season's first screen shows as soon as its categories are known", () => {
    const id = 'abcdefghij12345';
    const categories = { items: [{ class: 'Master', kata: 'katame-no-kata' }, { class: 'Senior', kata: 'nage-no-kata' }] };
    const next = (search: string) => requestsOf(publicPage(`/seasons/${id}`), search).find((r) => r.next)?.next?.(categories);
    // The first category, unless the address names one the season ranks.
    expect(next('')).toEqual({ key: seasonKeys.ranking(id, 'Master|katame-no-kata'), path: `/api/custom/seasons/${id}/ranking`, params: { class: 'Master', kata: 'katame-no-kata' } });
    expect(next('?category=Senior%7Cnage-no-kata')?.key).toEqual(seasonKeys.ranking(id, 'Senior|nage-no-kata'));
    expect(next('?category=Junior%7Cnage-no-kata')?.key).toEqual(seasonKeys.ranking(id, 'Master|katame-no-kata'));
    // A season without rows: nothing more to ask.
    expect(requestsOf(publicPage(`/seasons/${id}`)).find((r) => r.next)?.next?.({ items: [] })).toBeNull();
  });

  it("starts a judge's tablet with its catalogue, with or without the seat code", () => {
    expect(publicPage('/judge')).toEqual({ page: 'tablet' });
    expect(publicPage('/judge/ABC123')).toEqual({ page: 'tablet', code: 'ABC123' });
    expect(publicPage('/judge/%E0%A4%A')).toEqual({ page: 'tablet' });
    expect(namespacesOf(publicPage('/judge/ABC123'))).toEqual(['common', 'results']);
    // The public registries it names things from; the seat's own reads start with the code's exchange.
    expect(requestsOf(publicPage('/judge/ABC123')).map((r) => r.key)).toEqual([clubKeys.list, kataKeys.catalogue]);
  });

  it('leaves every other page to the router', () => {
    for (const path of ['/seasons', '/seasons/abcdefghij12345/tables', '/seasons/abcdefghij12345/pairs', '/seasons/short', '/judge/ABC123/x', '/reserved/seasons']) expect(publicPage(path)).toBeNull();
  });
});
