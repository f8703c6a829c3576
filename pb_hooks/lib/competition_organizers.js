// @ts-check
/// <reference path="../env.d.ts" />

/**
 * The display names (name, else username) of a competition's organizers.
 * @param {CoreApp} app
 * @param {core.Record} competition
 */
function namesOf(app, competition) {
  /** @type {string[]} */
  const out = [];
  competition.getStringSlice('organizers').forEach((id) => {
    try {
      const u = app.findRecordById('users', id);
      const name = u.getString('name') || u.getString('username');
      if (name) out.push(name);
    } catch (_) {
      // a deleted user: nothing to show
    }
  });
  return out;
}

/**
 * Re-saves the competitions organized by `userId` (their model hook recomputes the names).
 * @param {CoreApp} app
 * @param {string} userId
 */
function refreshFor(app, userId) {
  app.findRecordsByFilter('competitions', 'organizers ~ {:id}', '', 0, 0, { id: userId }).forEach((c) => app.save(c));
}

module.exports = { namesOf, refreshFor };
