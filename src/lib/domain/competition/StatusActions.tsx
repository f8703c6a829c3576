// Explicit buttons for the status moves the user may make (one step forward: its organizers and
// admins; one step back: admins), each behind a confirmation that names the target state. The same
// component serves the reserved competitions list, the organizer's dashboard card, the officials' bar
// and the supervisor's notice. The server decides in the end; its refusal is shown as it explains it.
// Archiving confirms the results for the season: its confirmation lists what is not finished (the
// sign-off's list, SignOff.tsx) as a warning first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allowedTransitions, type CompetitionStatus } from '@/lib/domain/competitionLifecycle';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { reportActionError } from '@/lib/core/formErrors';
import { i18n } from '@/lib/core/i18n';
import type { CompetitionsRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { UnfinishedList, useUnfinished } from './SignOff';
import './status-actions.css';

type Moving = Pick<CompetitionsRecord, 'id' | 'name' | 'status' | 'organizers'>;

/** Moves a competition to another status. Every view may show the status (lists, badges, live notices, the
 * supervisor's gate), so every query is refreshed after the move. */
export function useSetCompetitionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CompetitionStatus }) => pb.collection('competitions').update(id, { status }),
    onSuccess: () => qc.invalidateQueries(),
    meta: { silent: true },
  });
}

export interface StatusActionsProps {
  competition: Moving;
  user: User | null;
  /** Only the back button's label is dropped (the list's narrow column). */
  compact?: boolean;
  /** Offer only this move (the supervisor's "start" offers only the move to ongoing). */
  only?: CompetitionStatus;
}

export function StatusActions({ competition, user, compact = false, only }: StatusActionsProps) {
  const { t } = useTranslation('competitions');
  const setStatus = useSetCompetitionStatus();
  const [asking, setAsking] = useState<{ to: CompetitionStatus; direction: 'forward' | 'back' } | null>(null);
  const archiving = asking?.to === 'archived';
  const unfinished = useUnfinished(competition.id, archiving);
  const allowed = allowedTransitions(user, competition);
  const forward = !only || allowed.forward === only ? allowed.forward : undefined;
  const back = !only || allowed.back === only ? allowed.back : undefined;
  if (!forward && !back) return null;

  const label = (s: CompetitionStatus) => t(`common:competitionStatus.${s}`);
  const from = competition.status as CompetitionStatus;

  function move(to: CompetitionStatus) {
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
    );
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
          onClick={() => setAsking({ to: back, direction: 'back' })}
          loading={setStatus.isPending && setStatus.variables?.status === back}
        />
      ) : null}
      {forward ? (
        <Button
          type="button"
          size="small"
          icon="pi pi-arrow-right"
          iconPos="right"
          // Archiving closes the competition for good: a quieter button than the day-to-day moves.
          outlined={forward === 'archived'}
          label={t('status.forward', { to: label(forward) })}
          aria-label={t('status.forwardNamed', { to: label(forward), name: competition.name })}
          onClick={() => setAsking({ to: forward, direction: 'forward' })}
          loading={setStatus.isPending && setStatus.variables?.status === forward}
        />
      ) : null}
      {/* Its own tagKey: the page's global confirmDialog() calls (deletions) never open this one. */}
      <ConfirmDialog
        tagKey={`status-${competition.id}`}
        visible={!!asking}
        onHide={() => setAsking(null)}
        header={asking ? t('status.confirmTitleTo', { to: label(asking.to) }) : ''}
        message={
          asking ? (
            <div className={archiving ? 'status-archive-warning' : undefined}>
              {[
                t(asking.direction === 'forward' ? 'status.confirmForward' : 'status.confirmBack', { name: competition.name, from: label(from), to: label(asking.to) }),
                asking.to === 'ongoing' ? ` ${t('status.ongoingHint')}` : '',
              ].join('')}
              {archiving ? (
                unfinished.data ? (
                  unfinished.data.unfinished.unjudged.length || unfinished.data.unfinished.unplaced.length ? (
                    <>
                      <p className="status-archive-unfinished">
                        <strong>{t('signOff.archiveWarning')}</strong>
                      </p>
                      <UnfinishedList view={unfinished.data} headingLevel={4} />
                    </>
                  ) : (
                    <UnfinishedList view={unfinished.data} headingLevel={4} />
                  )
                ) : (
                  <p>{t('signOff.loading')}</p>
                )
              ) : null}
            </div>
          ) : (
            ''
          )
        }
        icon={asking?.to === 'archived' ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle'}
        acceptLabel={asking ? t('status.move', { to: label(asking.to) }) : ''}
        rejectLabel={t('common:actions.cancel')}
        // Archiving closes the competition and confirms its results as they are: the safe answer has the focus.
        defaultFocus={archiving ? 'reject' : 'accept'}
        accept={() => asking && move(asking.to)}
      />
    </div>
  );
}
