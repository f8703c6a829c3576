// Export of a competition's enrolments (CSV and XLSX), loaded only when the organizer asks for it.
// The rows are read afresh from the server (every enrolment of the competition the user may see),
// one per couple: the competition's export id, the couple, tori and uke, kata, circuit, clubs,
// the derived status and the two desk flags, in the user's language.
import type { TFunction } from 'i18next';
import type { EnrolmentsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import { exportTable, type Table } from '@/lib/core/exports';
import { isEnrolmentStatus } from '@/lib/domain/enrolment/EnrolmentStatus';

export type ExportEnrolment = Pick<EnrolmentsRecord, 'toriName' | 'ukeName' | 'kata' | 'circuit' | 'clubs' | 'status' | 'paymentReceived' | 'present'>;
const FIELDS = 'toriName,ukeName,kata,circuit,clubs,status,paymentReceived,present';

export interface ExportContext {
  competition: { name: string; exportId: string };
  /** Circuit id → name. */
  circuits: ReadonlyMap<string, string>;
  t: TFunction;
}

export function enrolmentsTable(rows: ExportEnrolment[], { competition, circuits, t }: ExportContext): Table {
  const yesNo = (v: boolean) => t(v ? 'common:actions.yes' : 'common:actions.no');
  return {
    name: `${competition.exportId || competition.name} ${t('desk:export.sheet')}`,
    header: ['exportId', 'couple', 'tori', 'uke', 'kata', 'circuit', 'clubs', 'status', 'paid', 'present'].map((k) => t(`desk:export.columns.${k}`)),
    rows: rows.map((e) => [
      competition.exportId || null,
      // The couple as the desk shows it: an internal id means nothing in a spreadsheet.
      `${e.toriName} – ${e.ukeName}`,
      e.toriName,
      e.ukeName,
      e.kata ? t(`common:katas.${e.kata}`) : null,
      circuits.get(e.circuit) ?? null,
      e.clubs.split(' ').filter(Boolean).join(', ') || null,
      isEnrolmentStatus(e.status) ? t(`common:enrolmentStatus.${e.status}`) : null,
      yesNo(e.paymentReceived),
      yesNo(e.present),
    ]),
  };
}

export async function exportEnrolments(competitionId: string, kind: 'csv' | 'xlsx', context: ExportContext): Promise<void> {
  const rows = await pb.collection('enrolments').getFullList<ExportEnrolment>({
    filter: pb.filter('competition = {:c}', { c: competitionId }),
    fields: FIELDS,
    sort: 'toriName,ukeName',
    batch: FULL_LIST_BATCH,
  });
  await exportTable(enrolmentsTable(rows, context), kind);
}
