// Documents: lists, downloads (protected files through a file token), uploads with progress, edits.
// Who sees which document is the server's decision (API rules); the filters only choose the view.
import { apiUrl } from '@/lib/core/apiUrl';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompetitionsRecord, DocumentsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { i18n } from '@/lib/core/i18n';
import { RequestError } from '@/lib/core/errors';
import { getOneOrNull } from '@/lib/core/records';
import { competitionKeys } from '@/lib/domain/competitionRequests';
import { FULL_LIST_BATCH, PAGE_SIZE } from '@/lib/core/constants';
import type { User } from '@/lib/core/types';
import { hasOrganizerRole, isAdmin } from '@/lib/domain/permissions';
import { refreshQueries } from '@/lib/core/queryClient';

export type CompetitionRef = Pick<CompetitionsRecord, 'id' | 'name' | 'date' | 'status'>;
export type Document = DocumentsRecord & { expand?: { competition?: CompetitionRef } };

/** Limits of the schema (pb_migrations: documents.file). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
] as const;
/** Extensions for the file picker (browsers do not always know the MIME type of office files). */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.gif', '.svg', '.txt', '.csv', '.doc', '.docx', '.xls', '.xlsx', '.zip'];

export const documentKeys = {
  all: ['documents'] as const,
  public: (competitionId: string, search: string, page: number) => ['documents', 'public', competitionId, search, page] as const,
  managed: (userId: string, competitionId: string, search: string, page: number) => ['documents', 'managed', userId, competitionId, search, page] as const,
  competitions: (userId: string) => ['documents', 'competitions', userId] as const,
};

const EXPAND = 'competition';
const FIELDS = '*,expand.competition.id,expand.competition.name,expand.competition.date,expand.competition.status';

function and(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .map((p) => `(${p})`)
    .join(' && ');
}

function searchFilter(search: string): string {
  const q = search.trim();
  return q ? pb.filter('(name ~ {:q} || file ~ {:q})', { q }) : '';
}

/**
 * The public view: public documents, plus registered-only ones for signed-in users (the server adds
 * those only when the request is authenticated); never staff-only ones, never those of drafts.
 */
export function usePublicDocuments(competitionId: string, search: string, page: number) {
  return useQuery({
    queryKey: documentKeys.public(competitionId, search, page),
    queryFn: ({ signal }) =>
      pb.collection('documents').getList<Document>(page, PAGE_SIZE, {
        filter: and(
          '(public = true || visibility = "registered")',
          '(competition = "" || competition.status != "draft")',
          competitionId ? pb.filter('competition = {:c}', { c: competitionId }) : '',
          searchFilter(search),
        ),
        sort: '-created,name',
        expand: EXPAND,
        fields: FIELDS,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Everything the staff user may manage: admins all documents; organizers those of their competitions. */
export function useManagedDocuments(user: User | null, competitionId: string, search: string, page: number) {
  const scope = isAdmin(user) ? '' : pb.filter('competition.organizers.id ?= {:me}', { me: user?.id ?? '' });
  return useQuery({
    queryKey: documentKeys.managed(user?.id ?? '', competitionId, search, page),
    enabled: !!user,
    queryFn: ({ signal }) =>
      pb.collection('documents').getList<Document>(page, PAGE_SIZE, {
        filter: and(scope, competitionId ? pb.filter('competition = {:c}', { c: competitionId }) : '', searchFilter(search)),
        sort: '-created,name',
        expand: EXPAND,
        fields: FIELDS,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Competitions a document may be attached to: admins any; organizers the ones they organize. */
export function useDocumentCompetitions(user: User | null) {
  return useQuery({
    queryKey: documentKeys.competitions(user?.id ?? ''),
    enabled: hasOrganizerRole(user),
    queryFn: ({ signal }) =>
      pb.collection('competitions').getFullList<CompetitionRef>({
        filter: isAdmin(user) ? '' : pb.filter('organizers.id ?= {:me}', { me: user?.id ?? '' }),
        sort: '-date,name',
        fields: 'id,name,date,status',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

/** Name of a competition (for the heading of /documents/{competitionID}); null when not visible. */
export function useCompetitionRef(id: string) {
  return useQuery({
    queryKey: competitionKeys.ref(id),
    enabled: !!id,
    queryFn: ({ signal }) => getOneOrNull<CompetitionRef>('competitions', id, { fields: 'id,name,date,status', signal }),
  });
}

/** Stored file name without PocketBase's random suffix ("rules_a1b2c3d4e5.pdf" → "rules.pdf"). */
export function displayFileName(file: string): string {
  return file.replace(/_[a-z0-9]{10}(\.[^.]+)?$/i, '$1');
}

export function fileExtension(file: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(file);
  return m ? (m[1] as string).toLowerCase() : '';
}

/**
 * Downloads a document. Public ones are plain URLs; the others are protected files that need a
 * short-lived file token (POST /api/files/token) in the URL.
 */
export async function documentUrl(doc: Pick<Document, 'id' | 'collectionId' | 'collectionName' | 'file' | 'public'>): Promise<string> {
  const token = doc.public ? '' : await pb.files.getToken();
  return pb.files.getURL(doc as never, doc.file, { download: true, ...(token ? { token } : {}) });
}

/** The plain URL (what a link points at before the token is added). */
export function plainDocumentUrl(doc: Pick<Document, 'id' | 'collectionId' | 'collectionName' | 'file'>): string {
  return pb.files.getURL(doc as never, doc.file, { download: true });
}

export interface DocumentMeta {
  name: string;
  public: boolean;
  visibility: DocumentsRecord['visibility'];
  competition: string;
}

/**
 * Creates one document from a file with upload progress (the SDK's fetch cannot report progress, so
 * this is an XMLHttpRequest with the same headers). Rejects with a RequestError carrying the
 * server's field errors.
 */
export function uploadDocument(file: File, meta: DocumentMeta, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Document> {
  const url = apiUrl('/api/collections/documents/records');
  const body = new FormData();
  body.append('file', file);
  body.append('name', meta.name);
  body.append('public', String(meta.public));
  body.append('visibility', meta.public ? '' : meta.visibility);
  body.append('competition', meta.competition);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (pb.authStore.token) xhr.setRequestHeader('Authorization', pb.authStore.token);
    xhr.setRequestHeader('Accept-Language', i18n.language || 'en');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as unknown as Document);
      } else reject(new RequestError(url, xhr.status, data));
    };
    xhr.onerror = () => reject(new RequestError(url, 0, {}));
    xhr.onabort = () => reject(Object.assign(new Error('The request was autocancelled.'), { isAbort: true }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => refreshQueries(qc, documentKeys.all);
}

export function useInvalidateDocuments() {
  return useInvalidate();
}

export function useUpdateDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, meta }: { id: string; meta: DocumentMeta }) =>
      pb.collection('documents').update<Document>(id, { ...meta, visibility: meta.public ? '' : meta.visibility }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => pb.collection('documents').delete(id),
    onSuccess: invalidate,
    meta: { errorSummary: 'deleteFailed' },
  });
}
