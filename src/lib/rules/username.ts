// A username, written once: the SPA's forms import this file, the hooks run pb_hooks/lib/rules/username.js
// compiled from it (scripts/build-hook-rules.mjs), and the users collection's field carries the same
// pattern (src/lib/rules/username.test.ts compares them). Pure, no imports.

/** Letters, digits and _ . - only (a username is typed at the login and shown on the screens). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Whether `value` is made of the characters a username may hold. */
export function usernameChars(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}
