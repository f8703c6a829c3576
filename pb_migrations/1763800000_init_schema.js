/// <reference path="../.hook-types/pocketbase.d.ts" />
// Initial schema: every collection of the portal with its fields and its five API rules (list, view,
// create, update, delete).
// Rules express who may touch which record; field-level limits that a filter cannot express
// (who may change `verified`, `paymentReceived`, `present`, status moves…) live in pb_hooks/.
// The rules in force after all migrations: docs/schema.md; who may do what per role:
// docs/permission-matrix.md (both generated, and tested to be current).

const BELTS = ['6k', '5k', '4k', '3k', '2k', '1k', '1d', '2d', '3d', '4d', '5d', '6d', '7d', '8d', '9d', '10d'];
const KATAS = [
  'nage-no-kata',
  'katame-no-kata',
  'kime-no-kata',
  'ju-no-kata',
  'kodokan-goshin-jutsu',
  'itsutsu-no-kata',
  'koshiki-no-kata',
];
const ROLES = ['athlete', 'organizer', 'commissioner', 'admin'];
const COMPETITION_STATUSES = ['draft', 'ready', 'enrolment', 'accreditation', 'ongoing', 'archived'];
const ENROLMENT_STATUSES = [
  'missing_athlete_verification',
  'missing_couple_verification',
  'missing_payment',
  'waiting_accreditation',
  'in_competition',
  'not_in_competition',
];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'];
const ATTACHMENT_TYPES = IMAGE_TYPES.concat(['application/pdf']);
const DOCUMENT_TYPES = ATTACHMENT_TYPES.concat([
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
]);
const MB = 1024 * 1024;

const ADMIN = '@request.auth.role = "admin"';
const AUTHED = '@request.auth.id != ""';

function timestamps() {
  return [
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ];
}

function rel(name, collectionId, opts) {
  return Object.assign({ name: name, type: 'relation', collectionId: collectionId, maxSelect: 1, cascadeDelete: false }, opts || {});
}

migrate(
  (app) => {
    // ---------------------------------------------------------------- users (auth)
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('name').required = true;
    users.fields.getByName('name').max = 100;
    users.fields.add(
      new TextField({ name: 'username', required: true, min: 3, max: 50, pattern: '^[A-Za-z0-9_.-]+$' }),
    );
    users.fields.add(new SelectField({ name: 'role', required: true, maxSelect: 1, values: ROLES }));
    users.fields.add(new DateField({ name: 'privacyAcceptedAt' }));
    users.fields.add(new SelectField({ name: 'lang', maxSelect: 1, values: ['en', 'it'] }));
    users.addIndex('idx_users_username', true, 'username COLLATE NOCASE', '');
    users.passwordAuth.identityFields = ['email', 'username'];
    // Organizer names are shown on public competition pages; nothing else about other users is public.
    users.listRule = 'id = @request.auth.id || ' + ADMIN + ' || role = "organizer"';
    users.viewRule = users.listRule;
    users.createRule = ''; // public registration; the hook forces role=athlete and privacy acceptance
    users.updateRule =
      '(id = @request.auth.id || ' + ADMIN + ') && (@request.body.role:isset = false || ' + ADMIN + ')';
    users.deleteRule = ADMIN;
    users.manageRule = null;
    users.passwordAuth.enabled = true;
    users.authToken.duration = 7 * 24 * 3600;
    app.save(users);

    // ---------------------------------------------------------------- athletes
    const ownerOrAdmin = 'owner = @request.auth.id || ' + ADMIN;
    const noVerifyInBody =
      '(@request.body.verified:isset = false || @request.body.verified = false) && (@request.body.verifiedAt:isset = false || @request.body.verifiedAt = "")';
    const athletes = new Collection({
      type: 'base',
      name: 'athletes',
      listRule: ownerOrAdmin,
      viewRule: ownerOrAdmin,
      createRule:
        AUTHED + ' && (' + ADMIN + ' || (@request.body.owner = @request.auth.id && ' + noVerifyInBody + '))',
      updateRule:
        ADMIN +
        ' || (owner = @request.auth.id && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id) && ' +
        noVerifyInBody +
        ')',
      deleteRule: ownerOrAdmin,
      fields: [
        rel('owner', users.id, { required: true, cascadeDelete: true }),
        { name: 'name', type: 'text', required: true, max: 80 },
        { name: 'surname', type: 'text', required: true, max: 80 },
        { name: 'birthday', type: 'date', required: true },
        { name: 'country', type: 'text', required: true, pattern: '^[A-Z]{2}$' },
        { name: 'region', type: 'text', max: 80 },
        { name: 'belt', type: 'select', required: true, maxSelect: 1, values: BELTS },
        { name: 'club', type: 'text', required: true, pattern: '^[0-9]{2}[A-Z]{2}[0-9]{4}$' },
        { name: 'email', type: 'email' },
        { name: 'telephone', type: 'text', max: 30, pattern: '^[+]?[0-9 ()./-]{5,30}$' },
        { name: 'verified', type: 'bool' },
        { name: 'verifiedAt', type: 'date' },
        { name: 'external', type: 'bool' },
      ].concat(timestamps()),
      indexes: ['CREATE INDEX idx_athletes_owner ON athletes (owner)'],
    });
    app.save(athletes);

    // ---------------------------------------------------------------- couples
    const couples = new Collection({
      type: 'base',
      name: 'couples',
      listRule: ownerOrAdmin,
      viewRule: ownerOrAdmin,
      createRule: athletes.createRule,
      updateRule: athletes.updateRule,
      deleteRule: ownerOrAdmin,
      fields: [
        rel('owner', users.id, { required: true, cascadeDelete: true }),
        rel('tori', athletes.id, { required: true }),
        rel('uke', athletes.id, { required: true }),
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: KATAS },
        { name: 'verified', type: 'bool' },
        { name: 'verifiedAt', type: 'date' },
        { name: 'external', type: 'bool' },
      ].concat(timestamps()),
      indexes: [
        'CREATE INDEX idx_couples_owner ON couples (owner)',
        'CREATE INDEX idx_couples_tori ON couples (tori)',
        'CREATE INDEX idx_couples_uke ON couples (uke)',
      ],
    });
    app.save(couples);

    // ---------------------------------------------------------------- competitions
    const isOrganizer = 'organizers.id ?= @request.auth.id';
    const competitionVisible = 'status != "draft" || ' + ADMIN + ' || ' + isOrganizer;
    const competitions = new Collection({
      type: 'base',
      name: 'competitions',
      listRule: competitionVisible,
      viewRule: competitionVisible,
      createRule: ADMIN,
      // Organizers edit their own competitions but never who organizes them.
      updateRule: ADMIN + ' || (' + isOrganizer + ' && @request.body.organizers:isset = false && @request.body.commissioners:isset = false)',
      deleteRule: ADMIN,
      fields: [
        { name: 'name', type: 'text', required: true, max: 150 },
        { name: 'date', type: 'date', required: true },
        { name: 'endDate', type: 'date' },
        { name: 'location', type: 'text', max: 200 },
        rel('organizers', users.id, { maxSelect: 20 }),
        rel('commissioners', users.id, { maxSelect: 20 }),
        { name: 'details', type: 'editor', maxSize: 200000 },
        { name: 'rules', type: 'editor', maxSize: 200000 },
        {
          name: 'logo',
          type: 'file',
          maxSelect: 1,
          maxSize: 2 * MB,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['96x96', '320x0'],
          protected: false,
        },
        { name: 'exportId', type: 'text', max: 50 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: COMPETITION_STATUSES },
        { name: 'accreditationOpensAt', type: 'date' },
        { name: 'leaderboardFrozen', type: 'bool' },
      ].concat(timestamps()),
      indexes: ['CREATE INDEX idx_competitions_date ON competitions (date)'],
    });
    app.save(competitions);

    // ---------------------------------------------------------------- circuits
    const competitionStaff = ADMIN + ' || competition.organizers.id ?= @request.auth.id';
    const circuits = new Collection({
      type: 'base',
      name: 'circuits',
      listRule: 'competition.status != "draft" || ' + competitionStaff,
      viewRule: 'competition.status != "draft" || ' + competitionStaff,
      createRule: competitionStaff,
      updateRule: '(' + competitionStaff + ') && (@request.body.competition:isset = false || @request.body.competition = competition)',
      deleteRule: competitionStaff,
      fields: [
        rel('competition', competitions.id, { required: true, cascadeDelete: true }),
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'order', type: 'number', onlyInt: true, min: 0 },
        // Eligibility: which kata, the minimum belt of both athletes, and the age range (years at the competition date).
        { name: 'katas', type: 'select', maxSelect: KATAS.length, values: KATAS },
        { name: 'minBelt', type: 'select', maxSelect: 1, values: BELTS },
        { name: 'minAge', type: 'number', onlyInt: true, min: 0, max: 120 },
        { name: 'maxAge', type: 'number', onlyInt: true, min: 0, max: 120 },
      ].concat(timestamps()),
      indexes: ['CREATE INDEX idx_circuits_competition ON circuits (competition)'],
    });
    app.save(circuits);

    // ---------------------------------------------------------------- enrolments
    const enrolmentReaders = 'owner = @request.auth.id || ' + competitionStaff;
    const enrolments = new Collection({
      type: 'base',
      name: 'enrolments',
      listRule: enrolmentReaders,
      viewRule: enrolmentReaders,
      createRule:
        AUTHED +
        ' && (' +
        ADMIN +
        ' || (owner = @request.auth.id && couple.owner = @request.auth.id && competition.status = "enrolment"' +
        ' && (@request.body.paymentReceived:isset = false || @request.body.paymentReceived = false)' +
        ' && (@request.body.present:isset = false || @request.body.present = false)))',
      // Which fields each of these may change is checked in pb_hooks/enrolments.pb.js.
      updateRule: enrolmentReaders,
      deleteRule: ADMIN + ' || (owner = @request.auth.id && competition.status = "enrolment")',
      fields: [
        rel('competition', competitions.id, { required: true, cascadeDelete: true }),
        rel('couple', couples.id, { required: true }),
        rel('owner', users.id, { required: true, cascadeDelete: true }),
        rel('circuit', circuits.id, {}),
        { name: 'notes', type: 'text', max: 4000 },
        {
          name: 'attachments',
          type: 'file',
          maxSelect: 5,
          maxSize: 5 * MB,
          mimeTypes: ATTACHMENT_TYPES,
          protected: true,
        },
        { name: 'paymentReceived', type: 'bool' },
        { name: 'present', type: 'bool' },
        { name: 'status', type: 'select', maxSelect: 1, values: ENROLMENT_STATUSES },
        // Denormalized by the server so that the desk list needs no joins and can be searched.
        { name: 'kata', type: 'select', maxSelect: 1, values: KATAS },
        { name: 'toriName', type: 'text', max: 170 },
        { name: 'ukeName', type: 'text', max: 170 },
        { name: 'clubs', type: 'text', max: 20 },
        { name: 'search', type: 'text', max: 400 },
        { name: 'toriVerified', type: 'bool' },
        { name: 'ukeVerified', type: 'bool' },
        { name: 'coupleVerified', type: 'bool' },
      ].concat(timestamps()),
      indexes: [
        'CREATE UNIQUE INDEX idx_enrolments_competition_couple ON enrolments (competition, couple)',
        'CREATE INDEX idx_enrolments_owner ON enrolments (owner)',
        'CREATE INDEX idx_enrolments_competition_status ON enrolments (competition, status)',
      ],
    });
    app.save(enrolments);

    // ---------------------------------------------------------------- issues and messages
    const subscriberOrAdmin = 'subscribers.id ?= @request.auth.id || ' + ADMIN;
    const issues = new Collection({
      type: 'base',
      name: 'issues',
      listRule: subscriberOrAdmin,
      viewRule: subscriberOrAdmin,
      createRule: AUTHED + ' && owner = @request.auth.id',
      updateRule: 'owner = @request.auth.id || ' + ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'title', type: 'text', required: true, max: 200 },
        rel('owner', users.id, { required: true, cascadeDelete: true }),
        rel('subscribers', users.id, { maxSelect: 999 }),
        { name: 'status', type: 'select', maxSelect: 1, values: ['open', 'solved', 'closed'] },
        { name: 'lastActivityAt', type: 'date' },
      ].concat(timestamps()),
      indexes: ['CREATE INDEX idx_issues_owner ON issues (owner)'],
    });
    app.save(issues);

    const messages = new Collection({
      type: 'base',
      name: 'messages',
      listRule: 'issue.subscribers.id ?= @request.auth.id || ' + ADMIN,
      viewRule: 'issue.subscribers.id ?= @request.auth.id || ' + ADMIN,
      createRule:
        AUTHED + ' && author = @request.auth.id && (issue.subscribers.id ?= @request.auth.id || ' + ADMIN + ')',
      updateRule: null,
      deleteRule: null,
      fields: [
        rel('issue', issues.id, { required: true, cascadeDelete: true }),
        rel('author', users.id, { required: true }),
        { name: 'authorName', type: 'text', max: 100 },
        { name: 'text', type: 'text', required: true, max: 10000 },
        { name: 'attachments', type: 'file', maxSelect: 10, maxSize: 10 * MB, mimeTypes: DOCUMENT_TYPES, protected: true },
      ].concat(timestamps()),
      indexes: ['CREATE INDEX idx_messages_issue ON messages (issue, created)'],
    });
    app.save(messages);

    const notifications = new Collection({
      type: 'base',
      name: 'message_notifications',
      listRule: 'user = @request.auth.id',
      viewRule: 'user = @request.auth.id',
      createRule: null,
      // Only `read` may change (pb_hooks/issues.pb.js).
      updateRule: 'user = @request.auth.id',
      deleteRule: null,
      fields: [
        rel('user', users.id, { required: true, cascadeDelete: true }),
        rel('message', messages.id, { required: true, cascadeDelete: true }),
        rel('issue', issues.id, { required: true, cascadeDelete: true }),
        { name: 'read', type: 'bool' },
      ].concat(timestamps()),
      indexes: ['CREATE INDEX idx_notifications_user_read ON message_notifications (user, read)'],
    });
    app.save(notifications);

    // ---------------------------------------------------------------- documents
    const documentStaff = ADMIN + ' || (competition != "" && competition.organizers.id ?= @request.auth.id)';
    const documentVisible =
      '(public = true && (competition = "" || competition.status != "draft")) || (visibility = "registered" && ' +
      AUTHED +
      ') || ' +
      documentStaff;
    const documents = new Collection({
      type: 'base',
      name: 'documents',
      listRule: documentVisible,
      viewRule: documentVisible,
      createRule: documentStaff,
      updateRule: documentStaff,
      deleteRule: documentStaff,
      fields: [
        { name: 'file', type: 'file', required: true, maxSelect: 1, maxSize: 20 * MB, mimeTypes: DOCUMENT_TYPES, protected: true },
        { name: 'name', type: 'text', max: 200 },
        { name: 'size', type: 'number', onlyInt: true, min: 0 },
        { name: 'public', type: 'bool' },
        // Who may read a non-public document: any signed-in user, or only the competition's staff.
        { name: 'visibility', type: 'select', maxSelect: 1, values: ['registered', 'staff'] },
        rel('competition', competitions.id, { cascadeDelete: true }),
      ].concat(timestamps()),
    });
    app.save(documents);

    // ---------------------------------------------------------------- audit
    const audit = new Collection({
      type: 'base',
      name: 'audit',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        rel('user', users.id, {}),
        rel('impersonator', users.id, {}),
        { name: 'event', type: 'text', required: true, max: 40 },
        { name: 'table', type: 'text', max: 60 },
        { name: 'record', type: 'text', max: 40 },
        { name: 'data', type: 'json', maxSize: 200000 },
      ].concat(timestamps()),
      indexes: [
        'CREATE INDEX idx_audit_created ON audit (created)',
        'CREATE INDEX idx_audit_user ON audit (user)',
        'CREATE INDEX idx_audit_table_record ON audit ("table", record)',
      ],
    });
    app.save(audit);

    // ---------------------------------------------------------------- partners (managed in the dashboard)
    const partners = new Collection({
      type: 'base',
      name: 'partners',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'logo', type: 'file', maxSelect: 1, maxSize: 2 * MB, mimeTypes: IMAGE_TYPES, thumbs: ['200x0'] },
        { name: 'url', type: 'url' },
        { name: 'order', type: 'number', onlyInt: true },
      ].concat(timestamps()),
    });
    app.save(partners);

    // ---------------------------------------------------------------- poules, draws, evaluations
    const competitionOfficial =
      ADMIN + ' || competition.organizers.id ?= @request.auth.id || competition.commissioners.id ?= @request.auth.id';
    const poules = new Collection({
      type: 'base',
      name: 'poules',
      listRule: '(published = true && competition.status != "draft") || ' + competitionOfficial,
      viewRule: '(published = true && competition.status != "draft") || ' + competitionOfficial,
      createRule: competitionStaff,
      updateRule: competitionStaff,
      deleteRule: competitionStaff,
      fields: [
        rel('competition', competitions.id, { required: true, cascadeDelete: true }),
        rel('circuit', circuits.id, { cascadeDelete: true }),
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: KATAS },
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'phase', type: 'select', maxSelect: 1, values: ['group', 'final'] },
        { name: 'seed', type: 'text', max: 64 },
        { name: 'judges', type: 'number', onlyInt: true, min: 3, max: 5 },
        { name: 'published', type: 'bool' },
      ].concat(timestamps()),
    });
    app.save(poules);

    const drawOfficial =
      ADMIN +
      ' || poule.competition.organizers.id ?= @request.auth.id || poule.competition.commissioners.id ?= @request.auth.id';
    const draws = new Collection({
      type: 'base',
      name: 'draws',
      listRule: '(poule.published = true && poule.competition.status != "draft") || ' + drawOfficial,
      viewRule: '(poule.published = true && poule.competition.status != "draft") || ' + drawOfficial,
      createRule: ADMIN + ' || poule.competition.organizers.id ?= @request.auth.id',
      updateRule: ADMIN + ' || poule.competition.organizers.id ?= @request.auth.id',
      deleteRule: ADMIN + ' || poule.competition.organizers.id ?= @request.auth.id',
      fields: [
        rel('poule', poules.id, { required: true, cascadeDelete: true }),
        rel('enrolment', enrolments.id, { required: true, cascadeDelete: true }),
        { name: 'order', type: 'number', onlyInt: true, min: 1 },
        { name: 'points', type: 'number' },
        { name: 'rank', type: 'number', onlyInt: true },
        { name: 'forgotten', type: 'number', onlyInt: true },
        { name: 'big', type: 'number', onlyInt: true },
        { name: 'medium', type: 'number', onlyInt: true },
        { name: 'small', type: 'number', onlyInt: true },
        { name: 'tieBreak', type: 'number', onlyInt: true },
      ].concat(timestamps()),
      indexes: ['CREATE UNIQUE INDEX idx_draws_poule_enrolment ON draws (poule, enrolment)'],
    });
    app.save(draws);

    const evalOfficial =
      ADMIN +
      ' || draw.poule.competition.organizers.id ?= @request.auth.id || draw.poule.competition.commissioners.id ?= @request.auth.id';
    const evaluations = new Collection({
      type: 'base',
      name: 'evaluations',
      listRule: '(draw.poule.published = true && draw.poule.competition.status != "draft") || ' + evalOfficial,
      viewRule: '(draw.poule.published = true && draw.poule.competition.status != "draft") || ' + evalOfficial,
      createRule: evalOfficial,
      updateRule: evalOfficial,
      deleteRule: ADMIN,
      fields: [
        rel('draw', draws.id, { required: true, cascadeDelete: true }),
        { name: 'judge', type: 'number', required: true, onlyInt: true, min: 1, max: 5 },
        // One entry per marked item: { small: 0..2, medium: 0..1, big: 0..1, forgotten: bool }.
        { name: 'marks', type: 'json', required: true, maxSize: 20000 },
        { name: 'total', type: 'number' },
      ].concat(timestamps()),
      indexes: ['CREATE UNIQUE INDEX idx_evaluations_draw_judge ON evaluations (draw, judge)'],
    });
    app.save(evaluations);
  },
  (app) => {
    const names = [
      'evaluations', 'draws', 'poules', 'partners', 'audit', 'documents', 'message_notifications',
      'messages', 'issues', 'enrolments', 'circuits', 'competitions', 'couples', 'athletes',
    ];
    names.forEach((n) => {
      try {
        app.delete(app.findCollectionByNameOrId(n));
      } catch (_) {
        /* already gone */
      }
    });
    const users = app.findCollectionByNameOrId('users');
    ['username', 'role', 'privacyAcceptedAt', 'lang'].forEach((f) => users.fields.removeByName(f));
    users.removeIndex('idx_users_username');
    app.save(users);
  },
);
