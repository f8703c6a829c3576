// The notes of an enrolment, as the notes dialog and the enrol form check them; messages from the
// catalogue at validation time.
import { z } from 'zod';
import { i18n } from '@/lib/core/i18n';
import { NOTES_MAX } from '@/lib/domain/enrolments';

export const vNotes = () => z.string().max(NOTES_MAX, { error: () => i18n.t('enrolments:notes.tooLong', { max: NOTES_MAX }) });

export const notesSchema = z.object({ notes: vNotes() });
export type NotesValues = z.infer<typeof notesSchema>;
