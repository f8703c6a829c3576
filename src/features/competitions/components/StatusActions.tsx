// Explicit buttons for the status moves the user may make (one step forward: its organizers and
// admins; one step back: admins). The server decides in the end; its refusal is shown as it explains it.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { fieldErrorsOf, localizeFieldError } from '@/lib/fieldErrors';
import { reportActionError } from '@/lib/formErrors';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { User } from '@/lib/types';
import { useSetCompetitionStatus, type Competition } from '../api';
import { allowedTransitions, type CompetitionStatus } from '../model';

export function StatusActions({ competition, user, compact = false }: { competition: Competition; user: User; compact?: boolean }) {
  const { t } = useTranslation('competitions');
  const setStatus = useSetCompetitionStatus();
  const { forward, back } = allowedTransitions(user, competition);
  if (!forward && !back) return null;

  const label = (s: CompetitionStatus) => t(`common:competitionStatus.${s}`);

  function move(to: CompetitionStatus, direction: 'forward' | 'back') {
    const from = competition.status as CompetitionStatus;
    confirmDialog({
      header: t('status.confirmTitle'),
      message: t(direction === 'forward' ? 'status.confirmForward' : 'status.confirmBack', { name: competition.name, from: label(from), to: label(to) }),
      icon: to === 'archived' ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
      acceptLabel: t('status.move', { to: label(to) }),
      rejectLabel: t('common:actions.cancel'),
      defaultFocus: 'accept',
      accept: () =>
        setStatus.mutate(
          { id: competition.id, status: to },
          {
            onSuccess: () => toast.success(t('common:toasts.saved'), t('status.moved', { name: competition.name, to: label(to) })),
            onError: (error) => {
              const err = fieldErrorsOf(error).status;
              if (err) toast.error(i18n.t('common:toasts.saveFailed'), localizeFieldError(err));
              else reportActionError(error, 'saveFailed');
            },
          },
        ),
    });
  }

  return (
    <div className="status-actions" role="group" aria-label={t('status.groupLabel', { name: competition.name })}>
      {back ? (
        <Button
          type="button"
          size="small"
          outlined
          severity="secondary"
          icon="pi pi-arrow-left"
          label={compact ? undefined : t('status.back', { to: label(back) })}
          aria-label={t('status.backNamed', { to: label(back), name: competition.name })}
          onClick={() => move(back, 'back')}
          loading={setStatus.isPending && setStatus.variables?.status === back}
        />
      ) : null}
      {forward ? (
        <Button
          type="button"
          size="small"
          icon="pi pi-arrow-right"
          iconPos="right"
          label={t('status.forward', { to: label(forward) })}
          aria-label={t('status.forwardNamed', { to: label(forward), name: competition.name })}
          onClick={() => move(forward, 'forward')}
          loading={setStatus.isPending && setStatus.variables?.status === forward}
        />
      ) : null}
    </div>
  );
}
