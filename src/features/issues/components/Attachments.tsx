// Attachments of a message. They are protected files: images are previewed through a short-lived file
// token; every file downloads through a fresh token fetched on click.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pb } from '@/lib/core/pocketbase';
import { showError } from '@/lib/core/errors';
import { saveFileAs } from '@/lib/core/files';
import { attachmentUrl, displayFileName, isImage, type Message } from '../api';

function DownloadFile({ message, file }: { message: Message; file: string }) {
  const { t } = useTranslation('issues');
  const [busy, setBusy] = useState(false);
  const name = displayFileName(file);
  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      await saveFileAs(attachmentUrl(message, file, await pb.files.getToken(), true), name);
    } catch (error) {
      showError(error, 'loadFailed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <a href={pb.files.getURL(message as never, file, { download: true })} download={name} onClick={(e) => void onClick(e)} className="attachment-file" aria-busy={busy || undefined} aria-label={t('thread.download', { name })}>
      <span className={busy ? 'pi pi-spin pi-spinner' : 'pi pi-download'} aria-hidden="true" />
      <span className="attachment-file-name">{name}</span>
    </a>
  );
}

export function Attachments({ message, token }: { message: Message; token: string | undefined }) {
  const { t } = useTranslation('issues');
  if (!message.attachments?.length) return null;
  return (
    <ul className="attachments" aria-label={t('thread.attachments', { count: message.attachments.length })}>
      {message.attachments.map((file) => (
        <li key={file}>
          {isImage(file) && token ? (
            <figure className="attachment-image">
              <img src={attachmentUrl(message, file, token)} alt={displayFileName(file)} loading="lazy" />
              <figcaption>
                <DownloadFile message={message} file={file} />
              </figcaption>
            </figure>
          ) : (
            <DownloadFile message={message} file={file} />
          )}
        </li>
      ))}
    </ul>
  );
}
