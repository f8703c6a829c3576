// A calibration round is followed live by the supervisor (the judges' sheets) and by each tablet (the
// round opened or closed): what arrived before the subscription was in place is read once it is.
import { afterEach, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { deferSubscriptions, invalidatedKeys, queryWrapper } from '@/test/deferredRealtime';
import { useCalibration } from './calibrationApi';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("the supervisor's round is read again once its subscription is in place", async () => {
  const subscriptions = deferSubscriptions();
  vi.spyOn(pb, 'send').mockResolvedValue({ round: null });
  const qc = new QueryClient();
  const keys = invalidatedKeys(qc);
  renderHook(() => useCalibration('r1'), { wrapper: queryWrapper(qc) });
  await waitFor(() => expect(subscriptions.count()).toBeGreaterThan(0));
  expect(keys()).toEqual([]);
  subscriptions.settle();
  await waitFor(() => expect(keys()).toContainEqual(['results', 'calibration-round', 'r1']));
});
