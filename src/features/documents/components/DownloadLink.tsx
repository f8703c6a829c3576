import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/lib/errors';
import { documentUrl, plainDocumentUrl, type Document } from '../api';

/**
 * A real link to the file (works with a middle click for public documents). Protected documents
 * need a file token, which is fetched on click and added to the URL.
 */
export function DownloadLink({ doc, label, className = '' }: { doc: Document; label: string; className?: string }) {
  const { t } = useTranslation('documents');
  const [busy, setBusy] = useState(false);

  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (doc.public) return;
    e.preventDefault();
    setBusy(true);
    try {
      window.location.assign(await documentUrl(doc));
    } catch (error) {
      showError(error, 'loadFailed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={plainDocumentUrl(doc)}
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
