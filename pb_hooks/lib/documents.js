// @ts-check
/// <reference path="../env.d.ts" />
// Documents helpers (loaded inside handlers with require).

/**
 * Sets `size` from a newly uploaded file (without a new file it keeps the stored size), and `name`
 * from the file's original name when none was given.
 * @param {core.Record} record
 */
function fillFromUpload(record) {
  const files = record.getUnsavedFiles('file');
  const f = files && files.length ? files[files.length - 1] : null;
  if (!f) {
    if (!record.isNew()) record.set('size', record.original().getInt('size'));
    return;
  }
  record.set('size', f.size);
  if (!record.getString('name').trim()) {
    const base = String(f.originalName || f.name).replace(/\.[^.]*$/, '');
    record.set('name', base.slice(0, 200));
  }
}

module.exports = { fillFromUpload };
