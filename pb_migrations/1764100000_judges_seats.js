/// <reference path="../.hook-types/pocketbase.d.ts" />
// Judges as people, each on their own device (docs/judging.md "Judges, seat codes and validation").
// - judges: the people who judge (a judge need not have an account). Officials read them; organizers
//   and admins add and edit them; admins delete.
// - competitions.judges: the judges a competition's staff picked; competitions.supervised: couples
//   count in results only once the supervisor validates them (new competitions: on, by the hook;
//   existing ones: off, their results were computed without validation).
// - seats: an AUTH collection, one record per seat of a poule's panel (seat 1..N, its named judge).
//   No password login: a tablet trades a short-lived seat code for the seat's token at
//   POST /api/custom/seats/auth (only a hash of the code is stored); revoking renews the tokenKey.
//   Written only by the routes of pb_hooks/judges.pb.js.
// - draws.validated (written only by the validate route), evaluations.returned (the supervisor sent the
//   sheet back to its judge), evaluations.namedJudge (who sat on the seat when the sheet was saved).
// - Rules: a seat token reads its own poule, its draws and its own sheets, and creates/corrects only
//   its own seat's sheet of a couple not yet validated (a correction only once sent back); the public
//   sees evaluations of a supervised competition only once the couple is validated. Documents for
//   registered users stay for users (a seat token is not a registered user).
const ADMIN = '@request.auth.role = "admin"';

function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}

const SEAT = '@request.auth.collectionName = "seats"';
const SEAT_LIVE = SEAT + ' && @request.auth.expires > @now';

migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    const poules = app.findCollectionByNameOrId('poules');
    const draws = app.findCollectionByNameOrId('draws');
    const evaluations = app.findCollectionByNameOrId('evaluations');
    const users = app.findCollectionByNameOrId('users');

    const officialRole = ADMIN + ' || @request.auth.role = "organizer" || @request.auth.role = "commissioner"';
    const judges = new Collection({
      type: 'base',
      name: 'judges',
      listRule: officialRole,
      viewRule: officialRole,
      createRule: ADMIN + ' || @request.auth.role = "organizer"',
      updateRule: ADMIN + ' || @request.auth.role = "organizer"',
      deleteRule: ADMIN,
      fields: [
        { name: 'name', type: 'text', required: true, min: 2, max: 120 },
        { name: 'club', type: 'text', max: 120 },
        { name: 'user', type: 'relation', maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_judges_name ON judges (name)'],
    });
    app.save(judges);

    competitions.fields.add(new RelationField({ name: 'judges', maxSelect: 500, collectionId: judges.id, cascadeDelete: false }));
    competitions.fields.add(new BoolField({ name: 'supervised' }));
    app.save(competitions);

    const pOfficial = ADMIN + ' || ' + member('poule.competition.organizers') + ' || ' + member('poule.competition.commissioners');
    const seats = new Collection({
      type: 'auth',
      name: 'seats',
      listRule: pOfficial + ' || id = @request.auth.id',
      viewRule: pOfficial + ' || id = @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      authRule: '',
      manageRule: null,
      passwordAuth: { enabled: false, identityFields: ['email'] },
      oauth2: { enabled: false },
      otp: { enabled: false },
      mfa: { enabled: false },
      authToken: { duration: 14 * 3600 },
      fields: [
        { name: 'poule', type: 'relation', required: true, maxSelect: 1, collectionId: poules.id, cascadeDelete: true },
        { name: 'seat', type: 'number', required: true, onlyInt: true, min: 1, max: 5 },
        { name: 'judge', type: 'relation', maxSelect: 1, collectionId: judges.id, cascadeDelete: false },
        { name: 'codeHash', type: 'text', hidden: true, max: 64 },
        { name: 'expires', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_seats_poule_seat ON seats (poule, seat)',
        // The same judge cannot sit twice in one panel (the panel route says so with a field code first).
        "CREATE UNIQUE INDEX idx_seats_poule_judge ON seats (poule, judge) WHERE judge != ''",
        "CREATE INDEX idx_seats_code ON seats (codeHash) WHERE codeHash != ''",
      ],
    });
    app.save(seats);

    // ------------------------------------------------------------ poules and draws: a seat reads its own
    poules.listRule = '(' + poules.listRule + ') || (' + SEAT + ' && id = @request.auth.poule)';
    poules.viewRule = poules.listRule;
    app.save(poules);

    draws.fields.add(new BoolField({ name: 'validated' }));
    draws.listRule = '(' + draws.listRule + ') || (' + SEAT + ' && poule = @request.auth.poule)';
    draws.viewRule = draws.listRule;
    app.save(draws);

    // ------------------------------------------------------------ evaluations
    evaluations.fields.add(new BoolField({ name: 'returned' }));
    evaluations.fields.add(new RelationField({ name: 'namedJudge', maxSelect: 1, collectionId: judges.id, cascadeDelete: false }));
    const eOfficial = ADMIN + ' || ' + member('draw.poule.competition.organizers') + ' || ' + member('draw.poule.competition.commissioners');
    const notFrozen = 'draw.poule.competition.leaderboardFrozen = false';
    const counted = '(draw.validated = true || draw.poule.competition.supervised = false)';
    const ownSeat = SEAT + ' && draw.poule = @request.auth.poule && judge = @request.auth.seat';
    const ownLiveSeat = SEAT_LIVE + ' && draw.poule = @request.auth.poule && judge = @request.auth.seat && draw.validated = false';
    evaluations.listRule =
      '(draw.poule.published = true && draw.poule.competition.status != "draft" && ' + notFrozen + ' && ' + counted + ') || ' + eOfficial + ' || (' + ownSeat + ')';
    evaluations.viewRule = evaluations.listRule;
    evaluations.createRule = eOfficial + ' || (' + ownLiveSeat + ')';
    // A seat corrects its sheet only when the supervisor sent it back (the hook clears `returned`).
    evaluations.updateRule = eOfficial + ' || (' + ownLiveSeat + ' && returned = true)';
    app.save(evaluations);

    // ------------------------------------------------------------ documents for registered users: users only
    const documents = app.findCollectionByNameOrId('documents');
    const registered = 'visibility = "registered" && @request.auth.id != ""';
    const registeredUsers = 'visibility = "registered" && @request.auth.collectionName = "users"';
    documents.listRule = documents.listRule.split(registered).join(registeredUsers);
    documents.viewRule = documents.viewRule.split(registered).join(registeredUsers);
    app.save(documents);
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId('seats'));
    } catch (_) {
      /* already gone */
    }
    const evaluations = app.findCollectionByNameOrId('evaluations');
    ['returned', 'namedJudge'].forEach((f) => evaluations.fields.removeByName(f));
    app.save(evaluations);
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.removeByName('validated');
    app.save(draws);
    const competitions = app.findCollectionByNameOrId('competitions');
    ['judges', 'supervised'].forEach((f) => competitions.fields.removeByName(f));
    app.save(competitions);
    try {
      app.delete(app.findCollectionByNameOrId('judges'));
    } catch (_) {
      /* already gone */
    }
  },
);
