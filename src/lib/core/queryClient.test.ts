import { describe, expect, it } from 'vitest';
import { QueryObserver, keepPreviousData } from '@tanstack/react-query';
import { createQueryClient, refreshQueries } from './queryClient';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The list's first page is shown, the user types a search (a new key, the old page kept as a
 * placeholder) and, while that search is still loading, changes a record. The answer of the search
 * was read before the change; after the change the list must show the server's new state.
 */
async function searchThenChange(refresh: (client: ReturnType<typeof createQueryClient>) => Promise<void>) {
  const client = createQueryClient();
  let server = 'awaiting';
  const inFlight = deferred<string>();
  const calls: string[] = [];
  const observer = new QueryObserver<string>(client, {
    queryKey: ['registry', 'list', ''],
    queryFn: () => Promise.resolve(server),
  });
  const unsubscribe = observer.subscribe(() => {});
  await client.refetchQueries({ queryKey: ['registry'] });
  // The search starts; the server answers it with what it read before the change.
  observer.setOptions({
    queryKey: ['registry', 'list', 'kano'],
    placeholderData: keepPreviousData,
    queryFn: () => {
      calls.push(server);
      return calls.length === 1 ? inFlight.promise : Promise.resolve(server);
    },
  });
  await Promise.resolve();
  server = 'verified'; // the change is saved
  const done = refresh(client);
  inFlight.resolve('awaiting'); // the older answer arrives after the change
  await done;
  await client.getQueryCache().find({ queryKey: ['registry', 'list', 'kano'] })?.promise?.catch(() => {});
  const shown = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return shown;
}

describe('refreshQueries', () => {
  it('shows the state after a change even when a fetch of a new key started before it', async () => {
    expect(await searchThenChange((c) => refreshQueries(c, ['registry']))).toBe('verified');
  });

  it('(why it exists) plain invalidation lets the older answer win', async () => {
    expect(await searchThenChange((c) => c.invalidateQueries({ queryKey: ['registry'] }))).toBe('awaiting');
  });
});
