/// <reference path="../.hook-types/pocketbase.d.ts" />
// pouleSplitAt = 0 used to mean "the default, 10" (the draw read `pouleSplitAt || 10`), so 0 could not
// turn splitting off. From now on 0 means never split and new competitions get 10 when created; the
// competitions saved before keep what they meant.
migrate(
  (app) => {
    app.db().newQuery("UPDATE competitions SET pouleSplitAt = 10 WHERE pouleSplitAt = 0 OR pouleSplitAt IS NULL").execute();
  },
  () => {},
);
