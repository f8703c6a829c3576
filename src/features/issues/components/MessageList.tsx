import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/core/format';
import type { Message } from '../api';
import { Attachments } from './Attachments';

/** The thread in order, oldest first; my own messages are set apart. */
export function MessageList({ messages, me, token }: { messages: Message[]; me: string; token: string | undefined }) {
  const { t } = useTranslation('issues');
  return (
    <ol className="issue-messages" aria-label={t('thread.messages')}>
      {messages.map((m) => (
        <li key={m.id} className={`issue-message ${m.author === me ? 'is-mine' : ''}`}>
          <article aria-label={t('thread.messageBy', { name: m.authorName })}>
            <header className="issue-message-head">
              <span className="issue-message-author">
                <span className="pi pi-user" aria-hidden="true" /> {m.author === me ? t('thread.you', { name: m.authorName }) : m.authorName}
              </span>
              <time dateTime={m.created}>{formatDateTime(m.created)}</time>
            </header>
            <p className="issue-message-text">{m.text}</p>
            <Attachments message={m} token={token} />
          </article>
        </li>
      ))}
    </ol>
  );
}
