// @ts-check
/// <reference path="env.d.ts" />
// A record id chosen by the client must look like PocketBase's own: 15 lower-case letters or
// digits. PocketBase validates it too, but a path-like id ("../../../../etc/passwd") on a create
// that uploads a file makes PocketBase panic before its validation answers (a 500 found by
// tests/hostile-input.test.ts); refusing it here keeps it a clean, field-level 400.

onRecordCreateRequest((e) => {
  const id = e.record.id;
  if (id && !/^[a-z0-9]{15}$/.test(id)) {
    require(`${__hooks}/lib/util.js`).fieldError('id', 'validation_invalid_format', 'The id must be 15 lower-case letters or digits.');
  }
  e.next();
});
