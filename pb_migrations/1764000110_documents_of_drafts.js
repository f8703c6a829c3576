/// <reference path="../.hook-types/pocketbase.d.ts" />
// A document "for registered users" of a draft competition was readable by any signed-in user: a
// draft competition (and everything attached to it) is for its organizers and admins only. The
// registered-users clause now also requires a competition that is not a draft (or none).
const OLD = '(visibility = "registered" && @request.auth.id != "")';
const NEW = '(visibility = "registered" && @request.auth.id != "" && (competition = "" || competition.status != "draft"))';

migrate(
  (app) => {
    const documents = app.findCollectionByNameOrId('documents');
    for (const rule of ['listRule', 'viewRule']) {
      if (documents[rule].indexOf(OLD) < 0) throw new Error('documents.' + rule + ' does not have the expected registered-users clause');
      documents[rule] = documents[rule].replace(OLD, NEW);
    }
    app.save(documents);
  },
  (app) => {
    const documents = app.findCollectionByNameOrId('documents');
    for (const rule of ['listRule', 'viewRule']) documents[rule] = documents[rule].replace(NEW, OLD);
    app.save(documents);
  },
);
