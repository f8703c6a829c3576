// The desk follows the server live; what changed between its first read and the moment its
// subscription was in place would be missed, so it reads again once subscribed.
import { afterEach, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { deferSubscriptions, invalidatedKeys, queryWrapper } from '@/test/deferredRealtime';
import { deskKeys, useLiveDesk } from './api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('the desk reads its list again once its subscription is in place, not before', async () => {
  const subscriptions = deferSubscriptions();
  const qc = new QueryClient();
  const keys = invalidatedKeys(qc);
  renderHook(() => useLiveDesk('c1', true), { wrapper: queryWrapper(qc) });
  await waitFor(() => expect(subscriptions.count()).toBeGreaterThan(0));
  expect(keys()).toEqual([]);
  subscriptions.settle();
  await waitFor(() => expect(keys()).toContainEqual(deskKeys.list('c1')));
});
