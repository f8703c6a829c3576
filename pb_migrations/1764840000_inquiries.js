/// <reference path="../.hook-types/pocketbase.d.ts" />
// Inquiries (docs/judging.md "Video review and inquiries"): within a window after its couple is
// validated, the couple's owner (the athlete or coach account that enrolled it) asks the jury to
// look again at named techniques; the jury (the competition's commissioners and organizers, and
// admins) rejects with a reason or upholds, which reopens the couple for the judges to re-mark.
//
// - competitions.inquiryMinutes: the window, minutes after validation (0 or empty = no inquiries).
// - competitions.inquiryFee: a fee must be paid at the desk before the jury may decide.
// - draws.validatedAt: when the supervisor validated the couple (the window's start), set and cleared
//   by the validation route only.
// - inquiries: one per draw (unique index); the hooks (pb_hooks/inquiries.pb.js) check who files,
//   the window, the techniques against the kata's sheet, and every decision.
//
// Who reads an inquiry: the filer and the competition's officials; the public sees only its outcome,
// through the board (a provisional place, a decision on the couple's sheet), never the reason text.
const ADMIN = '@request.auth.role = "admin"';
const USER = '@request.auth.collectionName = "users"';

function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}

function official(c) {
  return USER + ' && (' + ADMIN + ' || ' + member(c + 'organizers') + ' || ' + member(c + 'commissioners') + ')';
}

migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new NumberField({ name: 'inquiryMinutes', onlyInt: true, min: 0, max: 120 }));
    competitions.fields.add(new BoolField({ name: 'inquiryFee' }));
    app.save(competitions);

    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.add(new DateField({ name: 'validatedAt' }));
    app.save(draws);

    const users = app.findCollectionByNameOrId('users');
    const c = 'draw.poule.competition.';
    const reader = '(' + official(c) + ') || (' + USER + ' && filedBy = @request.auth.id)';
    const inquiries = new Collection({
      type: 'base',
      name: 'inquiries',
      listRule: reader,
      viewRule: reader,
      // Accounts reach the create hook, which refuses everyone but the couple's owner with a field
      // error (a create rule's refusal names no field).
      createRule: USER,
      // Officials only; the update hook decides which fields each may change (the desk's fee, the
      // jury's decision) and refuses everything else.
      updateRule: official(c),
      deleteRule: null,
      fields: [
        { name: 'draw', type: 'relation', required: true, maxSelect: 1, collectionId: draws.id, cascadeDelete: true },
        // Technique numbers (1-based items of the kata's sheet), checked by the hook.
        { name: 'items', type: 'json', required: true, maxSize: 2000 },
        { name: 'reason', type: 'text', required: true, min: 3, max: 1000 },
        { name: 'filedBy', type: 'relation', maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { name: 'feePaid', type: 'bool' },
        { name: 'status', type: 'select', maxSelect: 1, values: ['open', 'rejected', 'upheld'] },
        { name: 'decision', type: 'text', max: 1000 },
        { name: 'decidedBy', type: 'relation', maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { name: 'decidedAt', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_inquiries_draw ON inquiries (draw)', 'CREATE INDEX idx_inquiries_filed_by ON inquiries (filedBy)'],
    });
    app.save(inquiries);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('inquiries'));
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.removeByName('validatedAt');
    app.save(draws);
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('inquiryMinutes');
    competitions.fields.removeByName('inquiryFee');
    app.save(competitions);
  },
);
