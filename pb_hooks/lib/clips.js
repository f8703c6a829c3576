// @ts-check
/// <reference path="../env.d.ts" />
// Video review clips: who may record a couple (loaded inside handlers with require).

/**
 * The competition of a draw, or null when there is no such draw.
 * @param {core.App} app
 * @param {string} drawId
 */
function competitionOfDraw(app, drawId) {
  try {
    const draw = app.findRecordById('draws', drawId);
    const poule = app.findRecordById('poules', draw.getString('poule'));
    return app.findRecordById('competitions', poule.getString('competition'));
  } catch (_) {
    return null;
  }
}

/**
 * The draw of a clip, or '' when there is no such clip.
 * @param {core.App} app
 * @param {string} clipId
 */
function drawOfClip(app, clipId) {
  try {
    return app.findRecordById('clips', clipId).getString('draw');
  } catch (_) {
    return '';
  }
}

/**
 * Refuses on `field` unless the request comes from an official of the draw's competition (a
 * superuser, through the dashboard, always may).
 * @param {core.RequestEvent} e
 * @param {string} drawId
 * @param {string} field
 */
function requireRecorder(e, drawId, field) {
  if (e.hasSuperuserAuth()) return;
  const competition = drawId ? competitionOfDraw(e.app, drawId) : null;
  if (!competition || !require(`${__hooks}/lib/access.js`).officiates(e, competition)) {
    require(`${__hooks}/lib/util.js`).fieldError(field, 'clip_not_official', 'Only the officials of the competition record its couples.');
  }
}

module.exports = { competitionOfDraw, drawOfClip, requireRecorder };
