/// <reference path="../.hook-types/pocketbase.d.ts" />
// A clip's declared length (`clips.durationMs`) was bounded at 240 × 2 s = 480 s, but a browser's
// 2 s timeslices run a little long (2.03 s measured in Chromium): a recording that reached the
// 240-piece bound lasted about 487 s and its end was refused, leaving the clip never finished. The
// bound is now CLIP_MAX_MS of src/lib/rules/clipBookmarks.ts (10 minutes); the pieces stay at most 240.
migrate(
  (app) => {
    const clips = app.findCollectionByNameOrId('clips');
    const field = clips.fields.getByName('durationMs');
    field.max = 600000;
    app.save(clips);
  },
  (app) => {
    const clips = app.findCollectionByNameOrId('clips');
    const field = clips.fields.getByName('durationMs');
    field.max = 480000;
    app.save(clips);
  },
);
