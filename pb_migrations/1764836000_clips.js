/// <reference path="../pb_data/types.d.ts" />
// Video review: each couple's performance recorded at the tatami (docs/ARCHITECTURE.md "Video
// review"). A clip is one recording of one couple (draw); its video is a sequence of chunks, each a
// protected file of clip_chunks, uploaded while the device records (MediaRecorder's timeslices,
// 2 s each). The chunks are never assembled on the server: played back, they are concatenated in
// order into one Blob (a WebM stream cut at arbitrary bytes plays once rejoined).
// Who records (creates clips and chunks): the competition's officials (organizers, commissioners,
// admins): the create rules let accounts through to pb_hooks/clips.pb.js, which refuses everybody
// else on the `draw` (or `clip`) field — PocketBase checks a create rule before the request hooks,
// and a rule's refusal names no field. Who watches: its officials; the public too once the couple is validated, only where the
// competition opens its clips (`publicClips`, default off) and never in a youth category (a circuit
// whose maximum age is under 18).
const ADMIN = '@request.auth.role = "admin"';
const USER = '@request.auth.collectionName = "users"';

function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}

function official(c) {
  return USER + ' && (' + ADMIN + ' || ' + member(c + 'organizers') + ' || ' + member(c + 'commissioners') + ')';
}

function watcher(d) {
  const c = d + 'poule.competition.';
  const open = d + 'validated = true && ' + c + 'publicClips = true && ' + d + 'poule.circuit.maxAge != "" && (' + d + 'poule.circuit.maxAge = 0 || ' + d + 'poule.circuit.maxAge >= 18)';
  return '(' + official(c) + ') || (' + open + ')';
}

// 2 s timeslices up to 8 minutes (a 6-minute kata with room for the call and the bow).
const MAX_CHUNKS = 240;
// One 2 s chunk: 2.5 Mbit/s gives about 0.6 MB; 4 MB leaves room for key frames and a higher bitrate.
const MAX_CHUNK_BYTES = 4 * 1024 * 1024;

migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new BoolField({ name: 'publicClips' }));
    app.save(competitions);

    const draws = app.findCollectionByNameOrId('draws');
    const users = app.findCollectionByNameOrId('users');
    const d = 'draw.';
    const clips = new Collection({
      type: 'base',
      name: 'clips',
      listRule: watcher(d),
      viewRule: watcher(d),
      createRule: USER,
      updateRule: official(d + 'poule.competition.') + ' && @request.body.draw:isset = false',
      deleteRule: official(d + 'poule.competition.'),
      fields: [
        { name: 'draw', type: 'relation', required: true, maxSelect: 1, collectionId: draws.id, cascadeDelete: true },
        { name: 'mimeType', type: 'text', required: true, max: 100, pattern: '^video/[a-z0-9.+-]+(;[ a-z0-9=.,"+-]*)?$' },
        // The recording device's clock when it started and when it sent this record: with `created`
        // (the server's receipt) they put the start on the server's clock.
        { name: 'startedAt', type: 'date', required: true },
        { name: 'sentAt', type: 'date', required: true },
        { name: 'durationMs', type: 'number', onlyInt: true, min: 0, max: MAX_CHUNKS * 2000 },
        { name: 'chunks', type: 'number', onlyInt: true, min: 0, max: MAX_CHUNKS },
        { name: 'finished', type: 'bool' },
        { name: 'recordedBy', type: 'relation', maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_clips_draw ON clips (draw)'],
    });
    app.save(clips);

    const c = 'clip.draw.';
    const chunks = new Collection({
      type: 'base',
      name: 'clip_chunks',
      listRule: watcher(c),
      viewRule: watcher(c),
      createRule: USER,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'clip', type: 'relation', required: true, maxSelect: 1, collectionId: clips.id, cascadeDelete: true },
        { name: 'index', type: 'number', onlyInt: true, min: 0, max: MAX_CHUNKS - 1 },
        // Content-sniffed: the first chunk starts a WebM/MP4 stream; the others are its continuation,
        // bytes without a header (application/octet-stream).
        {
          name: 'file',
          type: 'file',
          required: true,
          maxSelect: 1,
          maxSize: MAX_CHUNK_BYTES,
          protected: true,
          mimeTypes: ['video/webm', 'video/mp4', 'video/x-matroska', 'application/octet-stream'],
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_clip_chunks_index ON clip_chunks (clip, `index`)'],
    });
    app.save(chunks);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('clip_chunks'));
    app.delete(app.findCollectionByNameOrId('clips'));
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('publicClips');
    app.save(competitions);
  },
);
