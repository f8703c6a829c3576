// Pure rules the athlete's page shows (the server decides; these only explain in advance why a
// control is disabled). Kept in line with pb_hooks/enrolments.pb.js and pb_hooks/lib/competition.js.
import type { EnrolmentFlags } from '@/lib/domain/enrolment/EnrolmentStatus';

const DAY_MS = 24 * 3600 * 1000;

export interface WindowCompetition {
  date: string;
  accreditationOpensAt?: string;
  status: string;
}

function ms(value: string | undefined): number {
  return value ? Date.parse(value.replace(' ', 'T')) : NaN;
}

/** When self-accreditation opens: the competition's accreditation opening, else the day before. */
export function accreditationOpensMs(c: WindowCompetition): number {
  const opens = ms(c.accreditationOpensAt);
  return Number.isNaN(opens) ? ms(c.date) - DAY_MS : opens;
}

export type SelfAccreditation =
  | { allowed: true }
  | { allowed: false; reason: 'notYet'; opens: number }
  | { allowed: false; reason: 'started' | 'closed' | 'notReady' };

/**
 * May the owner mark (or, when present, unmark) the couple present now? Marking also needs both
 * athletes and the couple verified and the payment received; unmarking does not.
 */
export function selfAccreditation(c: WindowCompetition, flags: EnrolmentFlags, now = Date.now()): SelfAccreditation {
  if (c.status === 'draft' || c.status === 'archived') return { allowed: false, reason: 'closed' };
  const opens = accreditationOpensMs(c);
  if (now < opens) return { allowed: false, reason: 'notYet', opens };
  if (now >= ms(c.date)) return { allowed: false, reason: 'started' };
  if (!flags.present && !(flags.toriVerified && flags.ukeVerified && flags.coupleVerified && flags.paymentReceived)) {
    return { allowed: false, reason: 'notReady' };
  }
  return { allowed: true };
}

/** The owner deletes an enrolment only while the competition is open for enrolment. */
export function canDelete(c: { status: string }): boolean {
  return c.status === 'enrolment';
}
