// Downloads under the name the user knows. PocketBase stores "programme.pdf" as
// "programme_1xiwh6azky.pdf" and sends that name in Content-Disposition, which the browser prefers
// over an <a download> name; so the file is fetched and handed over as a blob under its original name.
import { ClientResponseError } from 'pocketbase';
import { download } from './exports';

/** The stored name without PocketBase's random suffix ("receipt_a1b2c3d4e5.pdf" → "receipt.pdf"). */
export function originalFileName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]+)?$/i, '$1');
}

/** Fetches `url` and saves it as `name`; rejects on a network or HTTP error. */
export async function saveFileAs(url: string, name: string): Promise<void> {
  const res = await fetch(url);
  // As an SDK error, so that showError words it like any other refused request.
  if (!res.ok) throw new ClientResponseError({ url, status: res.status, response: {} });
  download(await res.blob(), name);
}

/** The name a file is saved under: its title as listed (with the stored file's extension), else the original name. */
export function downloadName(stored: string, title?: string): string {
  const ext = /\.[^.]+$/.exec(stored)?.[0] ?? '';
  // No path separators or characters that file systems refuse; runs of spaces collapse.
  const clean = title?.replace(/[\\/:*?"<>|\s]+/g, ' ').trim();
  if (!clean) return originalFileName(stored);
  return clean.toLowerCase().endsWith(ext.toLowerCase()) ? clean : `${clean}${ext}`;
}
