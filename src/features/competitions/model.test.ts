import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/utils';
import { canEditCompetition } from '@/lib/domain/permissions';
import { allowedTransitions, isPast, STATUSES } from './model';

const admin = makeUser('admin', { id: 'a1' });
const organizer = makeUser('organizer', { id: 'o1' });
const other = makeUser('organizer', { id: 'o2' });
const athlete = makeUser('athlete', { id: 't1' });
const commissioner = makeUser('commissioner', { id: 'c1' });
const comp = (status: string) => ({ status: status as (typeof STATUSES)[number], organizers: ['o1'] });

describe('status moves offered', () => {
  it('one step forward for the organizers of it and admins; one back for admins only', () => {
    expect(allowedTransitions(admin, comp('draft'))).toEqual({ forward: 'ready' });
    expect(allowedTransitions(admin, comp('enrolment'))).toEqual({ forward: 'accreditation', back: 'ready' });
    expect(allowedTransitions(organizer, comp('enrolment'))).toEqual({ forward: 'accreditation' });
    expect(allowedTransitions(admin, comp('ongoing'))).toEqual({ forward: 'archived', back: 'accreditation' });
  });

  it('nothing out of archived, nothing for other organizers, athletes, commissioners or guests', () => {
    expect(allowedTransitions(admin, comp('archived'))).toEqual({});
    expect(allowedTransitions(organizer, comp('archived'))).toEqual({});
    for (const u of [other, athlete, commissioner, null]) expect(allowedTransitions(u, comp('ready'))).toEqual({});
    expect(allowedTransitions(admin, comp(''))).toEqual({});
  });

  it('edits: admins and the organizers of the competition', () => {
    expect(canEditCompetition(admin, comp('draft'))).toBe(true);
    expect(canEditCompetition(organizer, comp('draft'))).toBe(true);
    expect(canEditCompetition(other, comp('draft'))).toBe(false);
    expect(canEditCompetition(commissioner, comp('draft'))).toBe(false);
    expect(canEditCompetition(null, comp('draft'))).toBe(false);
  });
});

describe('past competitions', () => {
  const now = new Date('2026-06-15T12:00:00');
  it('archived, or ended before today unless still running at the venue', () => {
    expect(isPast({ status: 'archived', date: '2027-01-01 09:00:00.000Z', endDate: '' }, now)).toBe(true);
    expect(isPast({ status: 'ready', date: '2026-06-10 09:00:00.000Z', endDate: '' }, now)).toBe(true);
    expect(isPast({ status: 'ready', date: '2026-06-10 09:00:00.000Z', endDate: '2026-06-16 18:00:00.000Z' }, now)).toBe(false);
    expect(isPast({ status: 'enrolment', date: '2026-06-15 08:00:00.000Z', endDate: '' }, now)).toBe(false);
    expect(isPast({ status: 'ongoing', date: '2026-06-01 09:00:00.000Z', endDate: '' }, now)).toBe(false);
  });
});
