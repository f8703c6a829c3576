// The support threads follow the server live; what changed between their first read and the moment
// their subscription was in place would be missed, so they read again once subscribed.
import { afterEach, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { deferSubscriptions, invalidatedKeys, queryWrapper } from '@/test/deferredRealtime';
import { issueKeys, useLiveIssueList, useLiveThread } from './api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('a support thread and the issue list read again once subscribed', async () => {
  const subscriptions = deferSubscriptions();
  vi.spyOn(pb, 'send').mockResolvedValue({ marked: 0 });
  const qc = new QueryClient();
  const keys = invalidatedKeys(qc);
  renderHook(
    () => {
      useLiveThread('i1', true);
      useLiveIssueList(true);
    },
    { wrapper: queryWrapper(qc) },
  );
  await waitFor(() => expect(subscriptions.count()).toBeGreaterThan(0));
  const before = keys().length;
  subscriptions.settle();
  await waitFor(() => expect(keys().slice(before)).toEqual(expect.arrayContaining([issueKeys.messages('i1'), issueKeys.one('i1'), issueKeys.all])));
});
