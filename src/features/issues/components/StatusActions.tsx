// Status buttons of a thread: only for the owner and admins (the server checks the same), and only
// the moves that make sense from the current status.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { reportActionError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import { TRANSITIONS, useChangeStatus, type Issue, type IssueStatus } from '../api';

const ACTION: Record<IssueStatus, { key: string; icon: string; severity?: 'success' }> = {
  solved: { key: 'status.markSolved', icon: 'pi pi-check', severity: 'success' },
  closed: { key: 'status.markClosed', icon: 'pi pi-lock' },
  open: { key: 'status.reopen', icon: 'pi pi-replay' },
};

export function StatusActions({ issue }: { issue: Issue }) {
  const { t } = useTranslation('issues');
  const change = useChangeStatus(issue.id);
  const from = (issue.status || 'open') as IssueStatus;
  return (
    <div className="issue-status-actions">
      {TRANSITIONS[from].map((to) => (
        <Button
          key={to}
          type="button"
          size="small"
          outlined
          severity={ACTION[to].severity}
          icon={ACTION[to].icon}
          label={t(ACTION[to].key)}
          loading={change.isPending && change.variables === to}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(to, {
              onSuccess: () => toast.success(t(`status.done.${to}`)),
              onError: (e) => reportActionError(e, 'saveFailed'),
            })
          }
        />
      ))}
    </div>
  );
}
