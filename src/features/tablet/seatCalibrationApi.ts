// A tablet's side of a calibration round (docs/judging.md "Training and assessing judges"): it reads
// the open round of its tatami through GET /api/custom/seats/calibration with the seat's own client
// and sends its sheet to calibration_sheets, never to evaluations.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyMark, Rules, Scale, SheetItem } from '@/lib/rules/scoring';
import type { CalibrationSource } from '@/features/results/calibration';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import { seatPb } from './seatClient';
import { arrivedEarlyCalibration } from './earlySeat';
import { SEAT_CALIBRATION_READ } from './seatRequests';

/** What a tablet needs for the open round of its tatami (null round: none open). */
export interface SeatCalibration {
  round: { id: string; kata: string; source: CalibrationSource; label: string } | null;
  items?: SheetItem[];
  scale?: Scale;
  rules?: Rules;
  sheet?: { id: string; marks: AnyMark[]; updated: string } | null;
}

/** The tablet's open round, followed live (a round opened or closed by the supervisor shows at once). */
export function useSeatCalibration(seatId: string) {
  const client = useQueryClient();
  const key = ['seat', 'calibration', seatId] as const;
  // A round opened or closed by the supervisor shows at once; once subscribed and after a reconnect,
  // read it again (a round opened before the subscription was in place would be missed).
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  useRealtime([recordTopic('calibration_rounds', '*', refresh)], { client: seatPb, onSubscribed: refresh, onReconnect: refresh });
  // On a first load from the seat's QR code, the read the entry started with the seat's (./earlySeat.ts).
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => seatPb.send<SeatCalibration>(SEAT_CALIBRATION_READ.path, { method: 'GET', query: SEAT_CALIBRATION_READ.params, signal }),
    initialData: () => arrivedEarlyCalibration<SeatCalibration>(seatId),
  });
}

/** The tablet sends (or corrects) its sheet of the round. */
export function useSendCalibration(seatId: string, seat: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ round, id, marks }: { round: string; id?: string; marks: AnyMark[] }) =>
      id ? seatPb.collection('calibration_sheets').update(id, { marks }) : seatPb.collection('calibration_sheets').create({ round, seat, marks }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['seat', 'calibration', seatId] }),
  });
}
