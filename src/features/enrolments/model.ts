// Pure rules the athlete's page shows (the server decides; these only explain in advance why a
// control is disabled). Kept in line with pb_hooks/enrolments.pb.js and pb_hooks/lib/competition.js.
import type { EnrolmentFlags } from '@/components/enrolment/EnrolmentStatus';

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

/** Attachment limits of the schema (enrolments.attachments). */
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf'] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(',');
export const NOTES_MAX = 4000;

/** Why a file would be refused, or undefined when it looks fine (the server checks again). */
export function attachmentProblem(file: File): 'type' | 'size' | 'empty' | undefined {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return undefined;
}

/** The name a user gave the file: PocketBase appends "_<random>" before the extension. */
export function displayFileName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]+)?$/i, '$1');
}
