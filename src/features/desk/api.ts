// The accreditation desk: the enrolments of one competition, the two desk toggles and the live sync
// between desk devices (PocketBase realtime: each event patches the cached list, no polling).
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentsRecord } from '@/lib/pb-types';
import { enrolmentKeys } from '@/lib/domain/enrolments';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import { showError } from '@/lib/core/errors';
import { refreshQueries } from '@/lib/core/queryClient';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import { getOneOrNull } from '@/lib/core/records';
import { createRereader, stampsClose, type Rereader } from './reread';

export type DeskEnrolment = Pick<
  EnrolmentsRecord,
  | 'id'
  | 'competition'
  | 'owner'
  | 'toriName'
  | 'ukeName'
  | 'status'
  | 'toriVerified'
  | 'ukeVerified'
  | 'coupleVerified'
  | 'paymentReceived'
  | 'present'
  | 'circuit'
  | 'clubs'
  | 'kata'
  | 'attachments'
  | 'notes'
  | 'updated'
>;
/** The notes come as a short excerpt (the row says a note exists); the dialog reads the whole record. */
const FIELDS =
  'id,competition,owner,toriName,ukeName,status,toriVerified,ukeVerified,coupleVerified,paymentReceived,present,circuit,clubs,kata,attachments,notes:excerpt(60,true),updated';

export const deskKeys = { list: enrolmentKeys.desk, one: enrolmentKeys.deskOne };

/** The server returns only what the user may see: the whole list for organizers and admins, their own for athletes. */
export function useDeskEnrolments(competitionId: string) {
  return useQuery({
    queryKey: deskKeys.list(competitionId),
    queryFn: ({ signal }) =>
      pb.collection('enrolments').getFullList<DeskEnrolment>({
        filter: pb.filter('competition = {:c}', { c: competitionId }),
        fields: FIELDS,
        sort: 'toriName,ukeName',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

/** One enrolment in full (notes and the attachments' file names) for the notes dialog. */
export function useDeskEnrolment(id: string | null) {
  return useQuery({
    queryKey: deskKeys.one(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => pb.collection('enrolments').getOne<EnrolmentsRecord>(id as string, { signal }),
    meta: { errorSummary: 'loadFailed' },
  });
}

/**
 * Replaces or adds a row. Realtime events of concurrent saves can arrive out of order: a record older
 * than the row held (by `updated`) is ignored, so a late event never undoes a newer state.
 */
export function patch(list: DeskEnrolment[] | undefined, record: DeskEnrolment, remove = false): DeskEnrolment[] | undefined {
  if (!list) return list;
  if (remove) return list.filter((e) => e.id !== record.id);
  const i = list.findIndex((e) => e.id === record.id);
  if (i < 0) {
    // A couple enrolled meanwhile takes its place in the list's order (tori, then uke, as the server sorts).
    const key = (e: DeskEnrolment) => [e.toriName ?? '', e.ukeName ?? ''] as const;
    const [t, u] = key(record);
    const at = list.findIndex((e) => {
      const [et, eu] = key(e);
      return et > t || (et === t && eu > u);
    });
    return at < 0 ? [...list, record] : [...list.slice(0, at), record, ...list.slice(at)];
  }
  const held = list[i] as DeskEnrolment;
  if (held.updated && record.updated && record.updated < held.updated) return list;
  const next = list.slice();
  next[i] = { ...held, ...record };
  return next;
}

/** Payment and presence, as the desk toggles them; the stored record (with its new status) replaces the row. */
export function useDeskToggle(competitionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field, value }: { id: string; field: 'paymentReceived' | 'present'; value: boolean }) =>
      pb.collection('enrolments').update<DeskEnrolment>(id, { [field]: value }, { fields: FIELDS }),
    onSuccess: (record) => qc.setQueryData<DeskEnrolment[]>(deskKeys.list(competitionId), (list) => patch(list, record)),
    onError: (error) => showError(error, 'saveFailed'),
  });
}

/** The stored row replaces the one held whatever their stamps (reread.ts); null: gone or no longer visible. */
export function replace(list: DeskEnrolment[] | undefined, id: string, stored: DeskEnrolment | null): DeskEnrolment[] | undefined {
  if (!list) return list;
  if (!stored) return list.filter((e) => e.id !== id);
  return list.map((e) => (e.id === id ? { ...e, ...stored } : e));
}

/**
 * Another desk's change arrives as a realtime event; after a reconnect the list is read again. A change
 * whose stamp is close to the row's is followed by a read of the stored row (reread.ts).
 */
export function useLiveDesk(competitionId: string, active: boolean) {
  const qc = useQueryClient();
  const rereader = useRef<Rereader | null>(null);
  useEffect(() => {
    const current = createRereader(
      (id) => getOneOrNull<DeskEnrolment>('enrolments', id, { fields: FIELDS, requestKey: null }),
      (id, stored) => qc.setQueryData<DeskEnrolment[]>(deskKeys.list(competitionId), (list) => replace(list, id, stored)),
    );
    rereader.current = current;
    return () => current.stop();
  }, [qc, competitionId]);
  useRealtime(
    [
      recordTopic<DeskEnrolment>(
        'enrolments',
        '*',
        (event) => {
          const key = deskKeys.list(competitionId);
          const held = qc.getQueryData<DeskEnrolment[]>(key)?.find((e) => e.id === event.record.id);
          qc.setQueryData<DeskEnrolment[]>(key, (list) => patch(list, event.record, event.action === 'delete'));
          if (event.action !== 'delete') rereader.current?.changed(event.record.id, stampsClose(held?.updated, event.record.updated));
        },
        { filter: pb.filter('competition = {:c}', { c: competitionId }), fields: FIELDS },
      ),
    ],
    // Read again once the subscription is in place (a change between the first read and the
    // subscription would otherwise be missed) and after a reconnect.
    { enabled: active, onSubscribed: () => void refreshQueries(qc, deskKeys.list(competitionId)), onReconnect: () => void refreshQueries(qc, deskKeys.list(competitionId)) },
  );
}

/** A scanned QR text → the enrolment it checks in, for the staff of this competition (the server verifies the code). */
export function resolveCheckin(competitionId: string, code: string) {
  return pb.send<{ id: string; toriName: string; ukeName: string; present: boolean }>(`/api/custom/competitions/${competitionId}/checkin`, {
    method: 'POST',
    body: { code },
  });
}
