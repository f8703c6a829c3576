/// <reference path="../.hook-types/pocketbase.d.ts" />
// Guests must never match a "member of this relation" rule. For a guest `@request.auth.id` is "", and
// PocketBase evaluates `organizers.id ?= @request.auth.id` as TRUE when the relation is empty (the empty
// join yields "" = ""). A competition without organizers was therefore visible (even as a draft) and
// editable by anyone without an account, and so were its circuits, enrolments, documents and results.
// Every `<relation path>.id ?= @request.auth.id` in every collection's rules gets an explicit
// `@request.auth.id != ""` guard. Written generically so that the rules of every collection (and any
// added by earlier migrations) are covered; tests/competitions-documents.test.ts checks the guest cases.
const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'];
const GUARD = '@request.auth.id != "" && ';
// A relation path ending in `.id`, compared with ?= to the auth id, not already guarded.
const PATTERN = /((?:[A-Za-z_][A-Za-z0-9_]*\.)+id) \?= @request\.auth\.id/g;

function guard(rule) {
  return rule.replace(PATTERN, (match, path, offset) => {
    const before = rule.slice(Math.max(0, offset - GUARD.length - 1), offset);
    if (before.endsWith('(' + GUARD)) return match;
    return '(' + GUARD + path + ' ?= @request.auth.id)';
  });
}

function unguard(rule) {
  return rule.split('(' + GUARD).join('(').replace(/\(((?:[A-Za-z_][A-Za-z0-9_]*\.)+id \?= @request\.auth\.id)\)/g, '$1');
}

function patchAll(app, fn) {
  const collections = app.findAllCollections();
  for (let i = 0; i < collections.length; i++) {
    const c = collections[i];
    if (!c || c.system) continue;
    let changed = false;
    for (let j = 0; j < RULES.length; j++) {
      const raw = c[RULES[j]];
      // Rules are Go *string values: null for "superusers only", else an object that stringifies to the rule.
      if (raw === null || raw === undefined) continue;
      const rule = String(raw);
      if (rule.indexOf('?= @request.auth.id') < 0) continue;
      const next = fn(rule);
      if (next !== rule) {
        c[RULES[j]] = next;
        changed = true;
      }
    }
    if (changed) app.save(c);
  }
}

migrate(
  (app) => patchAll(app, guard),
  (app) => patchAll(app, unguard),
);
