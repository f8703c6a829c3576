// Calibration rounds (docs/judging.md "Training and assessing judges"): the supervisor starts a round on
// a tatami, its tablets mark the reference performance (calibration_sheets, never evaluations), and the
// server measures each sheet against the round's reference (GET /api/custom/calibration/{id}). The
// tablet's side is features/tablet/seatCalibrationApi.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import type { AnyMark } from '@/lib/rules/scoring';
import type { ReferenceComparison } from '@/lib/rules/deviation';
import type { CalibrationRoundsRecord } from '@/lib/pb-types';

export type { CalibrationSource } from '@/features/results/calibration';
import type { CalibrationSource } from '@/features/results/calibration';

export interface CalibrationAnswer {
  id: string;
  tatami: number;
  kata: string;
  source: CalibrationSource;
  label: string;
  open: boolean;
  tolerance: number;
  /** The reference's mark per item; null until the supervisor gives it. */
  reference: number[] | null;
  sheets: { seat: number; judge: string; name: string; values: number[]; comparison: ReferenceComparison | null }[];
}

const roundsKey = (competitionId: string, tatami: number) => ['results', 'calibration', competitionId, tatami] as const;

/** The tatami's rounds, newest first (the open one, if any, is the first open). */
export function useCalibrationRounds(competitionId: string, tatami: number) {
  return useQuery({
    queryKey: roundsKey(competitionId, tatami),
    queryFn: ({ signal }) =>
      pb.collection('calibration_rounds').getFullList<CalibrationRoundsRecord>({ filter: pb.filter('competition = {:c} && tatami = {:t}', { c: competitionId, t: tatami }), sort: '-created', signal }),
  });
}

/** A round with every seat's sheet against its reference; refreshed as the tablets send (realtime). */
export function useCalibration(roundId: string) {
  const client = useQueryClient();
  const key = ['results', 'calibration-round', roundId] as const;
  // The judges' sheets arrive live; one sent before the subscription was in place, or during a
  // reconnect, would be missed: read the round again then.
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  useRealtime(
    [
      recordTopic<{ round?: string }>('calibration_sheets', '*', (ev) => {
        if (ev.record.round === roundId) refresh();
      }),
    ],
    { enabled: !!roundId, onSubscribed: refresh, onReconnect: refresh },
  );
  return useQuery({
    queryKey: key,
    enabled: !!roundId,
    queryFn: ({ signal }) => pb.send<CalibrationAnswer>(`/api/custom/calibration/${encodeURIComponent(roundId)}`, { method: 'GET', signal }),
  });
}

/** Starts a round, gives or corrects its reference, closes it. */
export function useCalibrationActions(competitionId: string, tatami: number) {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: roundsKey(competitionId, tatami) }), client.invalidateQueries({ queryKey: ['results', 'calibration-round'] })]);
  return {
    start: useMutation({
      mutationFn: (body: { kata: string; source: CalibrationSource; label: string }) => pb.collection('calibration_rounds').create({ competition: competitionId, tatami, ...body }),
      onSuccess: refresh,
    }),
    reference: useMutation({
      mutationFn: ({ id, marks }: { id: string; marks: AnyMark[] }) => pb.collection('calibration_rounds').update(id, { reference: marks }),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: (id: string) => pb.collection('calibration_rounds').update(id, { open: false }),
      onSuccess: refresh,
    }),
  };
}
