// @ts-check
/// <reference path="env.d.ts" />
// Which judge wrote a sheet: the id to the competition's officials and admins, the name to a
// couple's readers; the supervisor's note on a sheet sent back to its seat and officials (lib/evaluation_judges.js). PocketBase enriches every sheet it serializes (list,
// view, realtime per subscriber, expand) with the asker's request info.

onRecordEnrich((e) => {
  require(`${__hooks}/lib/evaluation_judges.js`).reveal(e);
  require(`${__hooks}/lib/evaluation_judges.js`).revealNote(e);
  e.next();
}, 'evaluations');
