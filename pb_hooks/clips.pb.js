// @ts-check
/// <reference path="env.d.ts" />
// Video review clips (docs/ARCHITECTURE.md "Video review"). Who records and who watches is the
// collections' API rules (migration 1764836000); here, before those rules, the refusals a recorder
// can act on, as field errors:
// - a clip only on a couple of a competition the caller officiates (never another competition's
//   draw), recorded by whoever sent it (`recordedBy` from the session, never the body);
// - a chunk only of such a clip (its type and size: the file field, content-sniffed).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/clips.js`).requireRecorder(e, e.record.getString('draw'), 'draw');
  e.record.set('recordedBy', e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');
  e.next();
}, 'clips');

onRecordUpdateRequest((e) => {
  e.record.set('recordedBy', e.record.original().getString('recordedBy'));
  e.next();
}, 'clips');

onRecordCreateRequest((e) => {
  const clips = require(`${__hooks}/lib/clips.js`);
  clips.requireRecorder(e, clips.drawOfClip(e.app, e.record.getString('clip')), 'clip');
  e.next();
}, 'clip_chunks');
