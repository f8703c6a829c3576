// One support thread: messages in order with their attachments, the status and its buttons, the
// reply box. Opening it (and every new message while open) marks my notifications for it read.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { formatDateTime } from '@/lib/core/format';
import { useSession } from '@/lib/core/session';
import { canChangeIssueStatus } from '@/lib/domain/permissions';
import { useFileToken, useIssue, useLiveThread, useMessages } from '../api';
import { Composer } from '../components/Composer';
import { IssueStatusTag } from '../components/IssueStatusTag';
import { MessageList } from '../components/MessageList';
import { StatusActions } from '../components/StatusActions';
import { paths } from '@/lib/core/paths';
import '../issues.css';

export default function IssuePage() {
  const { t } = useTranslation('issues');
  const { issueID = '' } = useParams();
  const user = useSession();
  const issueQuery = useIssue(issueID);
  const issue = issueQuery.data;
  const messages = useMessages(issueID, !!issue);
  const hasFiles = (messages.data ?? []).some((m) => m.attachments?.length);
  const token = useFileToken(hasFiles, messages.dataUpdatedAt).data;
  useLiveThread(issueID, !!issue);

  const back = (
    <AppLink to={paths.issues} className="issue-back">
      <span className="pi pi-arrow-left" aria-hidden="true" /> {t('thread.back')}
    </AppLink>
  );
  if (issueQuery.isLoading) return <Loading />;
  if (!issue) {
    return (
      <>
        <PageHeader title={t('common:titles.issue')} />
        <EmptyState icon="pi pi-comment" title={t('thread.notFound')} description={t('thread.notFoundHint')}>
          {back}
        </EmptyState>
      </>
    );
  }
  const owner = issue.expand?.owner;
  return (
    <>
      {back}
      <PageHeader
        title={issue.title}
        subtitle={
          <span className="issue-meta">
            <IssueStatusTag status={issue.status} />
            {owner ? <span>{t('thread.openedBy', { name: owner.name || owner.username })}</span> : null}
            <span>{t('thread.lastActivity', { when: formatDateTime(issue.lastActivityAt || issue.created) })}</span>
          </span>
        }
        actions={user && canChangeIssueStatus(user, issue) ? <StatusActions issue={issue} /> : null}
      />
      {messages.isLoading ? (
        <Loading />
      ) : messages.data?.length ? (
        <MessageList messages={messages.data} me={user?.id ?? ''} token={token} />
      ) : (
        <EmptyState level={2} icon="pi pi-comment" title={t('thread.empty')} description={t('thread.emptyHint')} />
      )}
      {issue.status === 'closed' ? (
        <p className="issue-note issue-closed-note" role="note">
          <span className="pi pi-lock" aria-hidden="true" /> {canChangeIssueStatus(user, issue) ? t('thread.closedCanReopen') : t('thread.closed')}
        </p>
      ) : user ? (
        <Composer issue={issue} authorId={user.id} />
      ) : null}
    </>
  );
}
