/// <reference path="../.hook-types/pocketbase.d.ts" />
// Reference sheets (docs/judging.md "Training and assessing judges"): an admin or a commissioner of the
// competition marks a couple's performance as the reference (from its video, or on a paper or tablet
// sheet), one per couple; each judge's sheet of that couple is then measured against it
// (src/lib/rules/deviation.ts compareReference, pb_hooks/lib/consistency.js). A reference never counts
// for the couple. Read by the competition's officials (like the judges' figures), written by admins and
// the competition's commissioners; the draw cannot be changed once set (a reference of another couple
// is a new one). Marks are checked against the kata sheet by pb_hooks/reference_sheets.pb.js.
const ADMIN = '@request.auth.role = "admin"';
const USER = '@request.auth.collectionName = "users"';

function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}

migrate(
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    const users = app.findCollectionByNameOrId('users');
    const c = 'draw.poule.competition.';
    const official = USER + ' && (' + ADMIN + ' || ' + member(c + 'organizers') + ' || ' + member(c + 'commissioners') + ')';
    const writer = USER + ' && (' + ADMIN + ' || ' + member(c + 'commissioners') + ')';
    const refs = new Collection({
      type: 'base',
      name: 'reference_sheets',
      listRule: official,
      viewRule: official,
      createRule: writer,
      updateRule: writer + ' && @request.body.draw:isset = false',
      deleteRule: writer,
      fields: [
        { name: 'draw', type: 'relation', required: true, maxSelect: 1, collectionId: draws.id, cascadeDelete: true },
        { name: 'marks', type: 'json', required: true, maxSize: 20000 },
        { name: 'source', type: 'select', required: true, maxSelect: 1, values: ['video', 'sheet'] },
        { name: 'note', type: 'text', max: 500 },
        { name: 'author', type: 'relation', maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_reference_sheets_draw ON reference_sheets (draw)'],
    });
    app.save(refs);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reference_sheets'));
  },
);
