// Business constants (page size, breakpoints, limits) and the product identity. Import these instead of repeating numbers.

/** Product name used in page titles ("<page> - Kata Portal") and branding; not translated. */
export const PRODUCT_NAME = 'Kata Portal';

/** Generic list page size (DataTables, users, audit, logs). */
export const PAGE_SIZE = 30;
/** Batch size for getFullList calls. */
export const FULL_LIST_BATCH = 500;
/** Password rules: minimum and suggested length. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SUGGESTED_LENGTH = 14;
/** users.username: at least this many characters (schema migration; letters, digits and _ . -). */
export const USERNAME_MIN_LENGTH = 3;
/**
 * DataTable responsive stack breakpoint; the CSS repeats 960px (tables stack, the main menu collapses
 * into the hamburger sidebar below it): CSS media queries cannot read a variable.
 */
export const TABLE_STACK_BREAKPOINT = '960px';
/** Tooltip show/hide delay and fade (ms). */
export const TOOLTIP_DELAY_MS = 250;

/** An athlete's verification lasts one year (a couple's does not expire). */
export const ATHLETE_VERIFICATION_MS = 365.25 * 24 * 3600 * 1000;

/** PocketBase date-time of one verification period before `now`: athletes verified earlier have expired. */
export function verificationExpiryThreshold(now = Date.now()): string {
  return new Date(now - ATHLETE_VERIFICATION_MS).toISOString().replace('T', ' ');
}
