// The venue screen (/competitions/{id}/screen) for the hall's TV: a kiosk page that fills the screen
// with type read from the back of the hall, and no menu, link or control (the officials open each
// view from the hall screens of their own pages). It shows what exists (views.ts): "on the tatami"
// (per tatami the couple on the mat with its kata and poule, or, when nobody is on it, the couple up
// next; the results of the poule that just finished until the next poule's first couple performed;
// the next couples with their estimated times) when poules have a tatami, "latest results" when
// couples are scored, cycling every CYCLE_MS when both exist; `?view=tatami` or `?view=results` pins
// one view (a hall with two screens); `?tatami=2` pins the screen to one tatami for its announcer (on
// the mat, on deck, next: PinnedTatami.tsx). Live: the public board, followed like the public tabs (on
// the board relay when there is one), and a clock tick (src/lib/runningTimes.ts), so a couple running
// late moves the times without a reload.
import { useLayoutEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pouleLabel } from '@/lib/domain/pouleLabels';
import { useQuery } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { formatNumber } from '@/lib/core/format';
import { type CoupleTime, type TatamiRun } from '@/lib/domain/runningOrder';
import { isLive } from '@/lib/domain/competitionLifecycle';
import { breakText } from '@/lib/domain/breakText';
import { useRunningOrder } from '@/lib/runningTimes';
import type { BoardPoule } from '@/lib/board/snapshot';
import { venueViews, type VenueView } from '../views';
import { PinnedTatami } from '../PinnedTatami';
import { couplesByDraw, finishedPoule, latestResults, tatamiParam } from '../tatamiView';
import { FinishedResults } from '../FinishedResults';
import { ProvisionalTag } from '@/lib/domain/inquiry/ProvisionalTag';
import { isProvisional, useProvisionalClock } from '@/lib/domain/inquiry/provisional';
import { NextCouples, venueTime as time } from '../NextCouples';
import '../venue.css';
import { useKataNames } from '@/lib/domain/katas';

/** How long each view stays on the screen. */
export const CYCLE_MS = 20_000;
const NEXT_SHOWN = 3;
/** Fewer next couples beside a finished poule's results: the card keeps to the screen's height. */
const NEXT_BESIDE_RESULTS = 2;
const RESULTS_SHOWN = 8;


export default function VenueScreenPage() {
  const { t } = useTranslation('venue');
  useKataNames();
  const { competitionID = '' } = useParams();
  const [params] = useSearchParams();
  const pinned = params.get('view');
  const pinnedTatami = tatamiParam(params.get('tatami'));
  const competition = useQuery({
    queryKey: ['venue', 'competition', competitionID],
    queryFn: ({ signal }) => pb.collection('competitions').getOne<{ id: string; name: string; status: string }>(competitionID, { fields: 'id,name,status', signal }),
    meta: { silent: true },
  });
  const { order, rows, now } = useRunningOrder(competitionID, !competition.isError);
  const poules = useMemo(() => new Map(rows.map((r) => [r.data.id, r.data])), [rows]);
  const entries = useMemo(() => couplesByDraw(rows.map((r) => r.data)), [rows]);
  const latest = useMemo(() => latestResults(rows.map((r) => r.data), RESULTS_SHOWN), [rows]);
  const placesNow = useProvisionalClock(latest.map((l) => l.entry));
  const views = venueViews(!!order?.tatami.length, latest.length > 0, pinnedTatami ? 'tatami' : pinned);
  const cycling = views.length > 1;
  const [cycled, setCycled] = useState<VenueView>('tatami');
  // A layout effect: the cycle's timer exists as soon as the screen shows both views (data-views).
  useLayoutEffect(() => {
    if (!cycling) return;
    const id = setInterval(() => setCycled((v) => (v === 'tatami' ? 'results' : 'tatami')), CYCLE_MS);
    return () => clearInterval(id);
  }, [cycling]);
  const view: VenueView = cycling ? cycled : views[0]!;

  const pouleName = (p: BoardPoule | undefined) => (p ? pouleLabel(t, p) : '');
  const couple = (draw: string) => {
    const x = entries.get(draw);
    return x ? `${x.entry.tori} – ${x.entry.uke}` : '';
  };

  return (
    <main id="main" tabIndex={-1} className="venue" data-view={pinnedTatami ? 'pinned' : view} data-views={views.join(' ')}>
      <header className="venue-head">
        <h1 className="venue-title">{competition.data?.name ?? ''}</h1>
        <p className="venue-clock">
          {/* Live only while the competition is ongoing: before or after, the screen shows what exists. */}
          {isLive(competition.data) ? (
            <span className="venue-live">
              <i className="pi pi-circle-fill" aria-hidden="true" /> {t('live')}
            </span>
          ) : null}
          <time dateTime={new Date(now).toISOString()}>{time(now)}</time>
        </p>
      </header>
      {competition.isError ? <p className="venue-empty">{t('unknown')}</p> : null}
      {pinnedTatami ? (
        <PinnedTatami order={order} tatami={pinnedTatami} couple={couple} pouleName={(s) => pouleName(poules.get(s.poule))} poules={poules} />
      ) : view === 'tatami' ? (
        <section aria-labelledby="venue-tatami" className="venue-section">
          <h2 id="venue-tatami" className="venue-section-title">
            {t('onTatami')}
          </h2>
          {order && order.tatami.length ? (
            <div className="venue-grid" style={{ gridTemplateColumns: `repeat(${Math.min(order.tatami.length, 4)}, minmax(0, 1fr))` }}>
              {order.tatami.map((run) => (
                <TatamiColumn key={run.tatami} run={run} couple={couple} pouleName={(s) => pouleName(poules.get(s.poule))} finished={finishedPoule(run, poules)} finishedName={pouleName} />
              ))}
            </div>
          ) : (
            <p className="venue-empty">{t('noSchedule')}</p>
          )}
        </section>
      ) : (
        <section aria-labelledby="venue-results" className="venue-section">
          <h2 id="venue-results" className="venue-section-title">
            {t('latest')}
          </h2>
          {latest.length ? (
            <ol className="venue-results">
              {latest.map(({ entry, poule }) => (
                <li key={entry.id} data-testid={`venue-result-${entry.id}`}>
                  <span className="venue-rank">
                    {entry.rank ? t('rank', { rank: entry.rank }) : ''}
                    <ProvisionalTag show={isProvisional(entry, placesNow)} />
                  </span>
                  <span className="venue-couple">
                    {entry.tori} – {entry.uke}
                    <small>{pouleName(poule)}</small>
                    {entry.halved ? <small className="venue-halved">{t(`halved.${entry.halved}`)}</small> : null}
                  </span>
                  <span className="venue-points">{t('points', { points: formatNumber(entry.points) })}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="venue-empty">{t('noResults')}</p>
          )}
        </section>
      )}
    </main>
  );
}

interface ColumnProps {
  run: TatamiRun;
  couple: (draw: string) => string;
  pouleName: (s: CoupleTime) => string;
  /** The poule that just finished on the tatami, shown with its results; null when none. */
  finished: BoardPoule | null;
  finishedName: (p: BoardPoule) => string;
}

function TatamiColumn({ run, couple, pouleName, finished, finishedName }: ColumnProps) {
  const { t } = useTranslation('venue');
  const late = Math.round(run.delay / 60_000);
  const first = run.upcoming[0];
  // Nobody on the mat and no break: the couple up next takes the big line, the list follows it.
  const upNext = !run.current && !run.onBreak ? first : undefined;
  const next = run.upcoming.slice(upNext ? 1 : 0, (upNext ? 1 : 0) + (finished ? NEXT_BESIDE_RESULTS : NEXT_SHOWN));
  return (
    <article className={finished ? 'venue-tatami venue-tatami-results' : 'venue-tatami'} aria-labelledby={`venue-t${run.tatami}`} data-testid={`venue-tatami-${run.tatami}`}>
      <h3 id={`venue-t${run.tatami}`} className="venue-tatami-title">
        {t('tatamiN', { n: run.tatami })}
        {late >= 5 ? <span className="venue-late"> {t('late', { count: late })}</span> : null}
      </h3>
      <div className="venue-tatami-body">
        <div className="venue-tatami-main">
          <div className="venue-now" data-testid={`venue-now-${run.tatami}`}>
            <span className="venue-label">{upNext ? t('upNext') : t('now')}</span>
            {run.current ? (
              <>
                <strong className="venue-now-couple">{couple(run.current.draw)}</strong>
                <span className="venue-poule">{pouleName(run.current)}</span>
              </>
            ) : run.onBreak ? (
              <strong className="venue-now-couple venue-break" data-testid={`venue-break-${run.tatami}`}>
                {breakText(t, run.onBreak)}
              </strong>
            ) : upNext ? (
              <>
                <strong className="venue-now-couple">{couple(upNext.draw)}</strong>
                <span className="venue-poule">
                  {t('waiting', { time: time(upNext.start) })} · {pouleName(upNext)}
                </span>
              </>
            ) : (
              <strong className="venue-now-couple venue-muted">{t('done')}</strong>
            )}
          </div>
          <NextCouples label={upNext ? t('then') : t('next')} slots={next} couple={couple} shownBreak={run.onBreak} />
        </div>
        {finished ? <FinishedResults poule={finished} pouleName={finishedName(finished)} tatami={run.tatami} /> : null}
      </div>
    </article>
  );
}
