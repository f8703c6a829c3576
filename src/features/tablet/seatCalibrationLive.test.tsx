// A tablet follows its tatami's calibration round live: a round opened before the subscription was
// in place is read once it is.
import { afterEach, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { deferSubscriptions, invalidatedKeys, queryWrapper } from '@/test/deferredRealtime';
import { seatPb } from './seatClient';
import { useSeatCalibration } from './seatCalibrationApi';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("the tablet's round is read again once its subscription is in place", async () => {
  const subscriptions = deferSubscriptions(seatPb);
  vi.spyOn(seatPb, 'send').mockResolvedValue({ round: null });
  const qc = new QueryClient();
  const keys = invalidatedKeys(qc);
  renderHook(() => useSeatCalibration('s1'), { wrapper: queryWrapper(qc) });
  await waitFor(() => expect(subscriptions.count()).toBeGreaterThan(0));
  expect(keys()).toEqual([]);
  subscriptions.settle();
  await waitFor(() => expect(keys()).toContainEqual(['seat', 'calibration', 's1']));
});
