// Judges' qualifications (judge_qualifications: admins write, official roles read; the rule is
// src/lib/rules/qualification.ts) and the panel's warnings computed with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import type { JudgeQualificationsRecord } from '@/lib/pb-types';
import { judgingDay, qualificationMode, qualificationProblem, seatingVerdict, type QualificationProblem } from '@/lib/rules/qualification';
import { isShadowSeat } from '@/lib/rules/shadow';
import type { Judge } from './supervisorApi';

export type JudgeQualification = Pick<JudgeQualificationsRecord, 'id' | 'judge' | 'kata' | 'level' | 'validUntil'>;

const keys = {
  all: ['results', 'qualifications'] as const,
  judges: ['results', 'all-judges'] as const,
};

/** Every qualification of the judges' list (a few per judge). */
export function useQualifications(enabled = true) {
  return useQuery({
    queryKey: keys.all,
    enabled,
    queryFn: ({ signal }) => pb.collection('judge_qualifications').getFullList<JudgeQualification>({ sort: 'kata', fields: 'id,judge,kata,level,validUntil', signal }),
  });
}

/** Every judge of the list, by name (admins keep their qualifications). */
export function useAllJudges() {
  return useQuery({
    queryKey: keys.judges,
    queryFn: ({ signal }) => pb.collection('judges').getFullList<Judge>({ sort: 'name', fields: 'id,name,club', signal }),
  });
}

/** Adds a judge's qualification for a kata, or replaces the one they hold (one per judge and kata). */
export function useSaveQualification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Omit<JudgeQualification, 'id'> & { id?: string }) => {
      const body = { judge: v.judge, kata: v.kata, level: v.level, validUntil: v.validUntil };
      return v.id ? pb.collection('judge_qualifications').update(v.id, body) : pb.collection('judge_qualifications').create(body);
    },
    onSuccess: () => refreshQueries(client, keys.all),
    meta: { silent: true },
  });
}

export function useDeleteQualification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('judge_qualifications').delete(id),
    onSuccess: () => refreshQueries(client, keys.all),
    meta: { errorSummary: 'deleteFailed' },
  });
}

export interface SeatWarning {
  seat: number;
  judge: string;
  code: QualificationProblem;
  /** refuse: the server will not take this judge on the seat. */
  verdict: 'warn' | 'refuse';
}

/**
 * The panel seats (`seats`: seat number → judge id) whose judge is not qualified for the poule, under
 * the competition's setting: the same rule the server applies (shadow seats need none).
 */
export function panelWarnings(
  seats: Record<string, string>,
  qualifications: readonly JudgeQualification[],
  poule: { kata: string; startsAt?: string },
  competition: { date?: string; judgeQualification?: string },
): SeatWarning[] {
  const mode = qualificationMode(competition.judgeQualification);
  const day = judgingDay(poule.startsAt, competition.date);
  const out: SeatWarning[] = [];
  for (const [n, judge] of Object.entries(seats)) {
    if (!judge || isShadowSeat(Number(n))) continue;
    const code = qualificationProblem(
      qualifications.filter((q) => q.judge === judge),
      poule.kata,
      day,
    );
    const verdict = seatingVerdict(mode, code);
    if (code && verdict !== 'ok') out.push({ seat: Number(n), judge, code, verdict });
  }
  return out.sort((a, b) => a.seat - b.seat);
}
