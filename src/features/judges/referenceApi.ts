// Reference sheets (docs/judging.md "Training and assessing judges"): an assessor's marks of a couple,
// every judge's sheet of it measured against them by the server (GET /api/custom/competitions/{id}/references,
// src/lib/rules/deviation.ts compareReference). The server decides who reads (the competition's
// officials) and writes (admins, its commissioners).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import type { AnyMark } from '@/lib/rules/scoring';
import type { ReferenceSheetsRecord } from '@/lib/pb-types';
import type { ReferenceComparison } from '@/lib/rules/deviation';
import type { ReportCouple } from './consistency';

export type ReferenceSource = 'video' | 'sheet';

/** One judge's sheet of the couple against the reference. */
export interface ReferenceJudgeRow extends ReferenceComparison {
  seat: number;
  shadow: boolean;
  judge: string;
  name: string;
}

export interface ReferenceRow extends ReportCouple {
  id: string;
  source: ReferenceSource;
  note: string;
  /** The reference's mark per item. */
  reference: number[];
  judges: ReferenceJudgeRow[];
}

interface Answer {
  tolerance: number;
  references: ReferenceRow[];
}

const key = (competitionId: string) => ['results', 'references', competitionId] as const;

/** The competition's references with every sheet against them, and the tolerance the server used. */
export function useReferences(competitionId: string, enabled = true) {
  return useQuery({
    queryKey: key(competitionId),
    enabled,
    queryFn: ({ signal }) => pb.send<Answer>(`/api/custom/competitions/${encodeURIComponent(competitionId)}/references`, { method: 'GET', signal }),
  });
}

/** The stored reference of a couple, to correct it (null: none yet). */
export function useReferenceOf(drawId: string) {
  return useQuery({
    queryKey: ['results', 'reference', drawId] as const,
    enabled: !!drawId,
    queryFn: async ({ signal }) => {
      const found = await pb.collection('reference_sheets').getList<ReferenceSheetsRecord>(1, 1, { filter: pb.filter('draw = {:d}', { d: drawId }), signal });
      return found.items[0] ?? null;
    },
  });
}

export interface ReferenceInput {
  id?: string;
  draw: string;
  marks: AnyMark[];
  source: ReferenceSource;
  note: string;
}

/** Saves a couple's reference (a new one, or the couple's existing one corrected). */
export function useSaveReference(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draw, marks, source, note }: ReferenceInput) =>
      id ? pb.collection('reference_sheets').update(id, { marks, source, note }) : pb.collection('reference_sheets').create({ draw, marks, source, note }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key(competitionId) }),
        client.invalidateQueries({ queryKey: ['results', 'reference'] }),
        client.invalidateQueries({ queryKey: ['results', 'judge-consistency'] }),
      ]),
  });
}
