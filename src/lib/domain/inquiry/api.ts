// Inquiries as the SPA reads and writes them (docs/judging.md "Video review and inquiries"): the
// owner files one on a validated couple (records API create), the desk records its fee (update of
// `feePaid`), the jury decides (POST /api/custom/inquiries/{id}/decide). Who reads them is the
// collection's rule: the filer and the competition's officials. Shared by the athlete's enrolments,
// the desk and the supervisor's screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import { refreshQueries } from '@/lib/core/queryClient';
import type { DrawsRecord, InquiriesRecord } from '@/lib/pb-types';

export type InquiryDraw = Pick<DrawsRecord, 'id' | 'poule' | 'enrolment' | 'toriName' | 'ukeName' | 'clubs' | 'validated'>;
export type Inquiry = InquiriesRecord & { expand?: { draw?: InquiryDraw } };

export const inquiryKeys = {
  all: ['inquiries'] as const,
  competition: (competitionId: string) => ['inquiries', 'competition', competitionId] as const,
  mine: (userId: string) => ['inquiries', 'mine', userId] as const,
};

/** The techniques an inquiry names: 1-based item numbers of the kata's sheet. */
export function inquiryItems(inquiry: Pick<InquiriesRecord, 'items'>): number[] {
  return Array.isArray(inquiry.items) ? inquiry.items.filter((n): n is number => typeof n === 'number') : [];
}

const DRAW_FIELDS = 'expand.draw.id,expand.draw.poule,expand.draw.enrolment,expand.draw.toriName,expand.draw.ukeName,expand.draw.clubs,expand.draw.validated';

/**
 * A competition's inquiries, oldest first, for its officials (the jury, the desk), with their
 * couples; live: a filing, a fee or a decision reads the list again.
 */
export function useCompetitionInquiries(competitionId: string, enabled = true) {
  const client = useQueryClient();
  const key = inquiryKeys.competition(competitionId);
  const refresh = () => void refreshQueries(client, key);
  const on = enabled && !!competitionId;
  useRealtime([recordTopic('inquiries', '*', refresh, { filter: pb.filter('draw.poule.competition = {:c}', { c: competitionId }) })], { enabled: on, onSubscribed: refresh, onReconnect: refresh });
  return useQuery({
    queryKey: key,
    enabled: on,
    queryFn: ({ signal }) =>
      pb.collection('inquiries').getFullList<Inquiry>({
        filter: pb.filter('draw.poule.competition = {:c}', { c: competitionId }),
        sort: 'created',
        expand: 'draw',
        fields: `*,${DRAW_FIELDS}`,
        signal,
      }),
  });
}

/** The inquiries the signed-in account filed (their state after filing) with their couples, newest first, live. */
export function useMyInquiries(userId: string) {
  const client = useQueryClient();
  const key = inquiryKeys.mine(userId);
  const refresh = () => void refreshQueries(client, key);
  useRealtime([recordTopic('inquiries', '*', refresh, { filter: pb.filter('filedBy = {:u}', { u: userId }) })], { enabled: !!userId, onReconnect: refresh });
  return useQuery({
    queryKey: key,
    enabled: !!userId,
    queryFn: ({ signal }) => pb.collection('inquiries').getFullList<Inquiry>({ filter: pb.filter('filedBy = {:u}', { u: userId }), sort: '-created', expand: 'draw', fields: `*,${DRAW_FIELDS}`, signal }),
  });
}

const refreshAll = (client: ReturnType<typeof useQueryClient>) => Promise.all([refreshQueries(client, inquiryKeys.all), refreshQueries(client, ['results'])]);

/** Files an inquiry: the couple (draw), the techniques (1-based), the reason. Field errors on draw, items, reason. */
export function useFileInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { draw: string; items: number[]; reason: string }) => pb.collection('inquiries').create<Inquiry>(v),
    onSuccess: () => refreshAll(client),
    meta: { silent: true },
  });
}

/** The desk records (or clears) an inquiry's fee. */
export function useInquiryFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; feePaid: boolean }) => pb.collection('inquiries').update<Inquiry>(v.id, { feePaid: v.feePaid }),
    onSuccess: () => refreshAll(client),
  });
}

/** The jury's decision: rejected (a reason required) or upheld (the couple reopens for the judges). */
export function useDecideInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: 'rejected' | 'upheld'; decision: string }) =>
      pb.send(`/api/custom/inquiries/${encodeURIComponent(v.id)}/decide`, { method: 'POST', body: { status: v.status, decision: v.decision } }),
    onSuccess: () => refreshAll(client),
    meta: { silent: true },
  });
}
