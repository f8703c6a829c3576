/// <reference path="../../pb_data/types.d.ts" />

/** The display names (name, else username) of a competition's organizers. */
function namesOf(app, competition) {
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

/** Re-saves the competitions organized by `userId` (their model hook recomputes the names). */
function refreshFor(app, userId) {
  app.findRecordsByFilter('competitions', 'organizers ~ {:id}', '', 0, 0, { id: userId }).forEach((c) => app.save(c));
}

module.exports = { namesOf, refreshFor };
