/// <reference path="../.hook-types/pocketbase.d.ts" />
// Calibration before the day (docs/judging.md "Training and assessing judges"):
// - calibration_rounds: the supervisor starts a round on a tatami of the competition: the seated judges
//   mark a reference performance (a video of the federation's library, or a couple performing live) of
//   a kata on their tablets; `reference` holds the marks it is measured against (entered by the
//   supervisor, before or after). One open round per tatami (pb_hooks/calibration.pb.js). Officials
//   write rounds; the tatami's seats read them.
// - calibration_sheets: a seat's marks of the round, one per seat, written by that seat's tablet while
//   the round is open. Stored apart from `evaluations`: they never count for any couple.
const ADMIN = '@request.auth.role = "admin"';
const USER = '@request.auth.collectionName = "users"';
const SEAT = '@request.auth.collectionName = "seats"';

function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}

migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    const users = app.findCollectionByNameOrId('users');
    const judges = app.findCollectionByNameOrId('judges');
    const katas = app.findCollectionByNameOrId('poules').fields.getByName('kata').values;
    const officialOf = (c) => USER + ' && (' + ADMIN + ' || ' + member(c + 'organizers') + ' || ' + member(c + 'commissioners') + ')';
    const rounds = new Collection({
      type: 'base',
      name: 'calibration_rounds',
      listRule: '(' + officialOf('competition.') + ') || (' + SEAT + ' && competition = @request.auth.competition && tatami = @request.auth.tatami)',
      viewRule: '(' + officialOf('competition.') + ') || (' + SEAT + ' && competition = @request.auth.competition && tatami = @request.auth.tatami)',
      createRule: officialOf('competition.'),
      updateRule: officialOf('competition.') + ' && @request.body.competition:isset = false && @request.body.tatami:isset = false && @request.body.kata:isset = false',
      deleteRule: officialOf('competition.'),
      fields: [
        { name: 'competition', type: 'relation', required: true, maxSelect: 1, collectionId: competitions.id, cascadeDelete: true },
        { name: 'tatami', type: 'number', required: true, onlyInt: true, min: 1, max: 20 },
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: katas },
        { name: 'source', type: 'select', required: true, maxSelect: 1, values: ['video', 'live'] },
        { name: 'label', type: 'text', max: 200 },
        { name: 'reference', type: 'json', maxSize: 20000 },
        { name: 'open', type: 'bool' },
        { name: 'startedBy', type: 'relation', maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(rounds);

    const seatOfRound = SEAT + ' && round.competition = @request.auth.competition && round.tatami = @request.auth.tatami && seat = @request.auth.seat';
    const sheets = new Collection({
      type: 'base',
      name: 'calibration_sheets',
      listRule: '(' + officialOf('round.competition.') + ') || (' + seatOfRound + ')',
      viewRule: '(' + officialOf('round.competition.') + ') || (' + seatOfRound + ')',
      createRule: seatOfRound + ' && round.open = true',
      updateRule: seatOfRound + ' && round.open = true && @request.body.round:isset = false && @request.body.seat:isset = false',
      deleteRule: officialOf('round.competition.'),
      fields: [
        { name: 'round', type: 'relation', required: true, maxSelect: 1, collectionId: rounds.id, cascadeDelete: true },
        { name: 'seat', type: 'number', required: true, onlyInt: true, min: 1, max: 7 },
        { name: 'namedJudge', type: 'relation', maxSelect: 1, collectionId: judges.id, cascadeDelete: false },
        { name: 'marks', type: 'json', required: true, maxSize: 20000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_calibration_sheets_round_seat ON calibration_sheets (round, seat)'],
    });
    app.save(sheets);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('calibration_sheets'));
    app.delete(app.findCollectionByNameOrId('calibration_rounds'));
  },
);
