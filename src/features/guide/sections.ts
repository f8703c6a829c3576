// The official's guide to the competition day: its sections and steps, in the order of the day, and
// the problems of its "off plan" part. Keys of the `guide` catalogue (sections.<section>.title,
// sections.<section>.steps.<step>, offPlan.items.<item>Title and offPlan.items.<item>). The texts
// cite the buttons of the officials' screens as i18next nestings ($t(results:supervise.validate)),
// so a label renamed in its own catalogue is renamed in the guide too (guide.test.ts checks each).
export const GUIDE_SECTIONS = {
  before: ['status', 'judges', 'panel', 'tatami', 'paper'],
  judging: ['katas', 'switches', 'calibration', 'references', 'offAverage'],
  desk: ['open', 'present', 'late', 'noShow'],
  draw: ['draw', 'check', 'publish', 'start'],
  tablets: ['codes', 'shadow', 'health', 'replace'],
  scoring: ['judges', 'sendBack', 'validate', 'reopen', 'paper', 'ties', 'freeze'],
  review: ['replay', 'window', 'fee', 'decide'],
  finals: ['make', 'byHand', 'after'],
  hall: ['menu', 'paper'],
  close: ['signOff', 'season', 'export', 'archive'],
  season: ['points', 'consistency'],
} as const satisfies Record<string, readonly string[]>;

export type GuideSection = keyof typeof GUIDE_SECTIONS;

export const OFF_PLAN = ['tabletDead', 'judgeMissing', 'absent', 'wrongMark', 'late', 'offline'] as const;

/** The label references ($t(ns:key)) in a guide text, as [namespace, key]. */
export function citedLabels(text: string): Array<[string, string]> {
  return [...text.matchAll(/\$t\((\w+):([\w.]+)\)/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}
