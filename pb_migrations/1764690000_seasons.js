/// <reference path="../.hook-types/pocketbase.d.ts" />
// The season (src/lib/rules/season.ts, src/lib/rules/seasonSeeding.ts; docs/ARCHITECTURE.md "The season"):
// - seasons: name, dates, classes, points table by place, event levels with weights, best N (0 = all),
//   tie rule, club share of a pair of two clubs, the final event and its qualification (top N per
//   class × kata at a cut-off day). Admins write; everybody reads a public season.
// - season_events: a competition joining a season with a level, each of its circuits mapped to a season
//   class (`classes`: { circuitId: class }); `confirmed` (its results count) is written only by the hooks
//   (archiving confirms; POST /api/custom/season-events/{id}/confirm | /reopen); `seeded`: the draw of
//   the competition seeds from the ranking. Admins write; the public reads those of a public season,
//   organizers those of their competitions.
// - season_wildcards: a pair (tori, uke) admitted to the final event by an admin, with a reason.
// - season_rankings: the computed ranking rows, written by the hooks only.
// - draws.seededRank: the season rank a seeded couple was placed by (0: drawn).
const ADMIN = '@request.auth.role = "admin"';
const ORGANIZER = '(@request.auth.id != "" && competition.organizers.id ?= @request.auth.id)';

migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    const athletes = app.findCollectionByNameOrId('athletes');
    const katas = app.findCollectionByNameOrId('poules').fields.getByName('kata').values;
    const timestamps = [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];

    const seasons = new Collection({
      type: 'base',
      name: 'seasons',
      listRule: 'public = true || ' + ADMIN,
      viewRule: 'public = true || ' + ADMIN,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'name', type: 'text', required: true, max: 150 },
        { name: 'startDate', type: 'date' },
        { name: 'endDate', type: 'date' },
        { name: 'public', type: 'bool' },
        { name: 'classes', type: 'json', maxSize: 4000 },
        { name: 'points', type: 'json', maxSize: 2000 },
        { name: 'levels', type: 'json', maxSize: 4000 },
        { name: 'bestN', type: 'number', min: 0, max: 100, onlyInt: true },
        { name: 'tieRule', type: 'select', maxSelect: 1, values: ['places-then-recent'] },
        { name: 'clubShare', type: 'select', maxSelect: 1, values: ['half', 'full'] },
        { name: 'finalEvent', type: 'relation', maxSelect: 1, collectionId: competitions.id, cascadeDelete: false },
        { name: 'qualifyTop', type: 'number', min: 0, max: 1000, onlyInt: true },
        { name: 'qualifyCutoff', type: 'date' },
        ...timestamps,
      ],
    });
    app.save(seasons);

    const events = new Collection({
      type: 'base',
      name: 'season_events',
      listRule: '(season.public = true && competition.status != "draft") || ' + ADMIN + ' || ' + ORGANIZER,
      viewRule: '(season.public = true && competition.status != "draft") || ' + ADMIN + ' || ' + ORGANIZER,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'season', type: 'relation', required: true, maxSelect: 1, collectionId: seasons.id, cascadeDelete: true },
        { name: 'competition', type: 'relation', required: true, maxSelect: 1, collectionId: competitions.id, cascadeDelete: true },
        { name: 'level', type: 'text', required: true, max: 40 },
        { name: 'classes', type: 'json', maxSize: 4000 },
        { name: 'confirmed', type: 'bool' },
        { name: 'seeded', type: 'bool' },
        ...timestamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_season_events_competition ON season_events (competition)', 'CREATE INDEX idx_season_events_season ON season_events (season)'],
    });
    app.save(events);

    const wildcards = new Collection({
      type: 'base',
      name: 'season_wildcards',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'season', type: 'relation', required: true, maxSelect: 1, collectionId: seasons.id, cascadeDelete: true },
        { name: 'class', type: 'text', required: true, max: 40 },
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: katas },
        { name: 'tori', type: 'relation', required: true, maxSelect: 1, collectionId: athletes.id, cascadeDelete: true },
        { name: 'uke', type: 'relation', required: true, maxSelect: 1, collectionId: athletes.id, cascadeDelete: true },
        { name: 'reason', type: 'text', required: true, min: 3, max: 500 },
        ...timestamps,
      ],
      indexes: ['CREATE INDEX idx_season_wildcards_season ON season_wildcards (season, class, kata)'],
    });
    app.save(wildcards);

    const rankings = new Collection({
      type: 'base',
      name: 'season_rankings',
      listRule: 'season.public = true || ' + ADMIN,
      viewRule: 'season.public = true || ' + ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'season', type: 'relation', required: true, maxSelect: 1, collectionId: seasons.id, cascadeDelete: true },
        { name: 'class', type: 'text', required: true, max: 40 },
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: katas },
        { name: 'pair', type: 'text', required: true, max: 64 },
        { name: 'toriName', type: 'text', max: 170 },
        { name: 'ukeName', type: 'text', max: 170 },
        { name: 'clubs', type: 'json', maxSize: 1000 },
        { name: 'nations', type: 'json', maxSize: 1000 },
        { name: 'lines', type: 'json', maxSize: 20000 },
        { name: 'total', type: 'number' },
        { name: 'rank', type: 'number', onlyInt: true },
        { name: 'previousRank', type: 'number', onlyInt: true },
        { name: 'movement', type: 'number', onlyInt: true },
        { name: 'provisional', type: 'bool' },
        { name: 'qualified', type: 'bool' },
        ...timestamps,
      ],
      indexes: ['CREATE INDEX idx_season_rankings_category ON season_rankings (season, class, kata, rank)', 'CREATE INDEX idx_season_rankings_pair ON season_rankings (season, pair)'],
    });
    app.save(rankings);

    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.add(new NumberField({ name: 'seededRank', min: 0, onlyInt: true }));
    app.save(draws);
  },
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.removeByName('seededRank');
    app.save(draws);
    ['season_rankings', 'season_wildcards', 'season_events', 'seasons'].forEach((name) => app.delete(app.findCollectionByNameOrId(name)));
  },
);
