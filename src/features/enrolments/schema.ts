// Forms of the athlete's enrolments; messages from the catalogue at validation time.
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { vRequired } from '@/lib/validation';
import { NOTES_MAX } from './model';

const vNotes = () => z.string().max(NOTES_MAX, { error: () => i18n.t('enrolments:notes.tooLong', { max: NOTES_MAX }) });

export const enrolSchema = z.object({
  competition: vRequired(),
  couple: vRequired(),
  notes: vNotes(),
});
export type EnrolValues = z.infer<typeof enrolSchema>;

export const notesSchema = z.object({ notes: vNotes() });
export type NotesValues = z.infer<typeof notesSchema>;
