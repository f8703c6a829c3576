// Enrolment data shared by the athlete's enrolments and the organizers' desk: the query keys (every
// enrolment key starts with 'enrolments', so refreshing that root refreshes both), the attachment limits
// of the schema, the multipart body and the notes/attachments update of the notes dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentsRecord } from '../pb-types';
import { pb } from '../core/pocketbase';
import { refreshQueries } from '../core/queryClient';

export const enrolmentKeys = {
  all: ['enrolments'] as const,
  desk: (competitionId: string) => ['enrolments', 'desk', competitionId] as const,
  deskOne: (id: string) => ['enrolments', 'desk-one', id] as const,
  mine: (userId: string) => ['enrolments', 'mine', userId] as const,
  couples: (userId: string) => ['couples', 'mine', userId] as const,
  open: ['competitions', 'open-for-enrolment'] as const,
};

/** Attachment limits of the schema (enrolments.attachments). */
export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf'] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(',');
export const NOTES_MAX = 4000;

/** Why a file would be refused, or undefined when it looks fine (the server checks again). */
export function attachmentProblem(file: File): 'type' | 'size' | 'empty' | undefined {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return undefined;
}

/** One multipart request: the fields as a JSON part, the files beside it (nothing saved on a refusal). */
export function enrolmentFormData(fields: Record<string, unknown>, files: File[], fileField = 'attachments'): FormData {
  const fd = new FormData();
  fd.append('@jsonPayload', JSON.stringify(fields));
  files.forEach((f) => fd.append(fileField, f, f.name));
  return fd;
}

/** What the notes dialog shows and saves of an enrolment. */
export type EnrolmentNotes = Pick<EnrolmentsRecord, 'id' | 'collectionId' | 'collectionName' | 'notes' | 'attachments' | 'toriName' | 'ukeName'>;

export function useUpdateNotes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes, files, remove }: { id: string; notes: string; files: File[]; remove: string[] }) => {
      const fd = enrolmentFormData({ notes, ...(remove.length ? { 'attachments-': remove } : {}) }, files, 'attachments+');
      return pb.collection('enrolments').update<EnrolmentsRecord>(id, fd);
    },
    onSuccess: () => refreshQueries(qc, enrolmentKeys.all),
    meta: { silent: true },
  });
}

/** A protected attachment's URL with a fresh file token. */
export async function attachmentUrl(e: Pick<EnrolmentsRecord, 'id' | 'collectionId' | 'collectionName'>, file: string): Promise<string> {
  const token = await pb.files.getToken();
  return pb.files.getURL(e, file, { token });
}
