// Signing off a competition's results (organizers and admins): what is not finished — couples left to
// judge per poule, finals drawn but not performed, categories that give no final places and why — read
// from the poules and draws through the one rule (lib/rules/unfinished.ts), then, when the competition
// is in a season, confirming its results for the season (POST /api/custom/season-events/{id}/confirm,
// the server checks who and when), asked before it is done. The move to Archived shows the same list
// as a warning (StatusActions). Signing off is not archiving: the competition stays as it is.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import { reportActionError } from '@/lib/core/formErrors';
import type { CompetitionsRecord, PoulesRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { useSeasonEvent } from '@/lib/domain/competitionQueries';
import { unfinishedResults, type Unfinished } from '@/lib/rules/unfinished';
import { toast } from '@/lib/core/toast';
import { unplacedFix, unplacedReason } from './unplacedText';
import './sign-off.css';

type TFn = ReturnType<typeof useTranslation>['t'];

export interface UnfinishedView {
  unfinished: Unfinished;
  /** Circuit id → name. */
  circuits: Record<string, string>;
}

export const unfinishedKey = (competitionId: string) => ['competitions', competitionId, 'unfinished'] as const;

/** What is not finished in a competition's results (read when `enabled`: the dialog is open). */
export function useUnfinished(competitionId: string, enabled: boolean) {
  return useQuery({
    queryKey: unfinishedKey(competitionId),
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<UnfinishedView> => {
      const [poules, draws] = await Promise.all([
        pb.collection('poules').getFullList<PoulesRecord & { expand?: { circuit?: { name?: string } } }>({
          filter: pb.filter('competition = {:c}', { c: competitionId }),
          sort: 'kata,phase,name',
          expand: 'circuit',
          fields: 'id,circuit,kata,name,phase,expand.circuit.name',
          batch: FULL_LIST_BATCH,
          signal,
        }),
        pb.collection('draws').getFullList({
          filter: pb.filter('poule.competition = {:c}', { c: competitionId }),
          sort: 'order',
          fields: 'poule,scored,absence,rank,toriName,ukeName',
          batch: FULL_LIST_BATCH,
          signal,
        }),
      ]);
      const circuits: Record<string, string> = {};
      for (const p of poules) circuits[p.circuit] = p.expand?.circuit?.name ?? '';
      return {
        circuits,
        unfinished: unfinishedResults(
          poules.map((p) => ({ id: p.id, circuit: p.circuit, kata: p.kata, name: p.name, phase: p.phase })),
          draws.map((d) => ({ poule: d.poule, scored: !!d.scored, absence: d.absence ?? '', rank: d.rank ?? 0, toriName: d.toriName, ukeName: d.ukeName })),
        ),
      };
    },
  });
}

function categoryOf(t: TFn, circuitName: string, kata: string): string {
  return [circuitName, t(`common:katas.${kata}`)].filter(Boolean).join(' · ');
}

/** The list of what is not finished, per category; says so when everything is. */
export function UnfinishedList({ view, headingLevel = 3 }: { view: UnfinishedView; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation('competitions');
  const { unjudged, unplaced } = view.unfinished;
  const H = `h${headingLevel}` as const;
  if (!unjudged.length && !unplaced.length) {
    return (
      <p className="sign-off-done" data-testid="unfinished-none">
        <span className="pi pi-check-circle" aria-hidden="true" /> {t('signOff.allDone')}
      </p>
    );
  }
  return (
    <div className="sign-off-list" data-testid="unfinished-list">
      {unplaced.length ? (
        <Part id="unfinished-unplaced" title={t('signOff.unplacedTitle')} H={H}>
          {unplaced.map((c) => (
            <li key={`${c.circuit}-${c.kata}`}>
              <strong>{categoryOf(t, view.circuits[c.circuit] ?? '', c.kata)}</strong>: {unplacedReason(t, c.reason, c.groups, i18n.language)} — {unplacedFix(t, c.reason)}
            </li>
          ))}
        </Part>
      ) : null}
      {unjudged.length ? (
        <Part id="unfinished-unjudged" title={t('signOff.unjudgedTitle')} H={H}>
          {unjudged.map((p) => (
            <li key={p.poule}>
              <strong>
                {categoryOf(t, view.circuits[p.circuit] ?? '', p.kata)} · {p.phase === 'final' ? t('signOff.final') : t('signOff.group', { name: p.name })}
              </strong>
              : {t('signOff.unjudged', { count: p.couples.length })}
              <span className="sign-off-couples"> ({p.couples.map((c) => `${c.toriName} – ${c.ukeName}`).join('; ')})</span>
            </li>
          ))}
        </Part>
      ) : null}
    </div>
  );
}

/** One titled list of the unfinished (categories without places, couples not judged). */
function Part({ id, title, H, children }: { id: string; title: string; H: 'h3' | 'h4'; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <H id={id} className="sign-off-heading">
        {title}
      </H>
      <ul>{children}</ul>
    </section>
  );
}

type Signing = Pick<CompetitionsRecord, 'id' | 'name' | 'status'>;

/**
 * The "Sign off the results" button and its dialog. Confirming for the season is offered once the
 * competition is under way (the route's rule) and asks first, naming what is not finished.
 */
export function SignOffButton({ competition }: { competition: Signing }) {
  const { t } = useTranslation('competitions');
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const view = useUnfinished(competition.id, open);
  const event = useSeasonEvent(competition.id, open);
  const confirm = useMutation({
    mutationFn: (eventId: string) => pb.send(`/api/custom/season-events/${eventId}/confirm`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(t('common:toasts.saved'), t('signOff.confirmed', { season: event.data?.expand?.season?.name ?? '' }));
      setAsking(false);
      setOpen(false);
      void qc.invalidateQueries({ queryKey: ['competitions', competition.id] });
    },
    onError: (error) => reportActionError(error, 'saveFailed'),
  });
  const underWay = competition.status === 'ongoing' || competition.status === 'archived';
  const season = event.data?.expand?.season;
  const finished = view.data ? !view.data.unfinished.unjudged.length && !view.data.unfinished.unplaced.length : false;

  const footer =
    event.data && season && underWay ? (
      asking ? (
        <div className="sign-off-ask" role="group" aria-label={t('signOff.askLabel')}>
          <p>{finished ? t('signOff.askFinished', { season: season.name }) : t('signOff.askUnfinished', { season: season.name })}</p>
          <Button type="button" outlined severity="secondary" label={t('common:actions.cancel')} onClick={() => setAsking(false)} />
          <Button type="button" icon="pi pi-check" severity={finished ? undefined : 'warning'} label={t('signOff.confirmYes')} loading={confirm.isPending} onClick={() => confirm.mutate(event.data!.id)} autoFocus />
        </div>
      ) : (
        <div className="sign-off-actions">
          <Button type="button" outlined severity="secondary" label={t('signOff.close')} onClick={() => setOpen(false)} />
          <Button type="button" icon="pi pi-verified" label={t('signOff.confirmSeason')} disabled={!view.data} onClick={() => setAsking(true)} />
        </div>
      )
    ) : (
      <div className="sign-off-actions">
        <Button type="button" outlined severity="secondary" label={t('signOff.close')} onClick={() => setOpen(false)} />
      </div>
    );

  return (
    <>
      <Button type="button" size="small" outlined icon="pi pi-verified" label={t('signOff.open')} onClick={() => setOpen(true)} />
      <Dialog
        visible={open}
        onHide={() => {
          setOpen(false);
          setAsking(false);
        }}
        header={t('signOff.title', { name: competition.name })}
        footer={footer}
        className="sign-off-dialog"
        breakpoints={{ '640px': '95vw' }}
        style={{ width: '40rem' }}
        modal
      >
        <p className="muted">{t('signOff.intro')}</p>
        {view.isLoading || event.isLoading ? <p>{t('signOff.loading')}</p> : null}
        {view.data ? <UnfinishedList view={view.data} /> : null}
        {event.isSuccess ? (
          season && event.data ? (
            <p className="sign-off-season">
              <span className={`pi ${event.data.confirmed ? 'pi-check-circle' : 'pi-info-circle'}`} aria-hidden="true" />
              <span>
                {event.data.confirmed
                  ? t('signOff.seasonConfirmed', { season: season.name })
                  : underWay
                    ? t('signOff.seasonPending', { season: season.name })
                    : t('signOff.seasonNotYet', { season: season.name })}
              </span>
            </p>
          ) : (
            <p className="muted">{t('signOff.noSeason')}</p>
          )
        ) : null}
      </Dialog>
    </>
  );
}
