// Generated from src/lib/rules/username.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// A username, written once: the SPA's forms import this file, the hooks run pb_hooks/lib/rules/username.js
// compiled from it (scripts/build-hook-rules.mjs), and the users collection's field carries the same
// pattern (src/lib/rules/username.test.ts compares them). Pure, no imports.
Object.defineProperty(exports, "__esModule", { value: true });
exports.USERNAME_PATTERN = void 0;
exports.usernameChars = usernameChars;
/** Letters, digits and _ . - only (a username is typed at the login and shown on the screens). */
exports.USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Whether `value` is made of the characters a username may hold. */
function usernameChars(value) {
    return exports.USERNAME_PATTERN.test(value);
}
