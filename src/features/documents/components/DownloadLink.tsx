import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/lib/core/errors';
import { downloadName, saveFileAs } from '@/lib/core/files';
import { documentUrl, plainDocumentUrl, type Document } from '../api';

/**
 * A real link to the file (works with a middle click for public documents). A click fetches the file
 * (protected documents with a file token) and saves it under the name it is listed with, not PocketBase's
 * stored "programme_1xiwh6azky.pdf".
 */
export function DownloadLink({ doc, label, className = '' }: { doc: Document; label: string; className?: string }) {
  const { t } = useTranslation('documents');
  const [busy, setBusy] = useState(false);

  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      await saveFileAs(await documentUrl(doc), downloadName(doc.file, doc.name));
    } catch (error) {
      showError(error, 'loadFailed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={plainDocumentUrl(doc)}
      download={downloadName(doc.file, doc.name)}
      onClick={(e) => void onClick(e)}
      className={`download-link ${className}`}
      aria-label={`${t('common:actions.download')} – ${label}`}
      aria-busy={busy || undefined}
      rel="noopener"
    >
      <span className={busy ? 'pi pi-spin pi-spinner' : 'pi pi-download'} aria-hidden="true" />
      <span className="download-link-text">{t('common:actions.download')}</span>
    </a>
  );
}
