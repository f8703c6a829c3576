// A tatami's stream overlay (/competitions/{id}/overlay/{tatami}) for OBS or vMix, added as a browser
// source over the video: a transparent page with a lower third, the couple on the mat and the last
// couple of that tatami whose score counts (validated by the supervisor when the competition is
// supervised: the public rows carry no other), each with its kata and poule; a halved total says so in
// words, with the rule that halved it. Live like the venue screen (src/lib/runningTimes.ts); no
// header, footer, menu or control.
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pouleLabel } from '@/lib/domain/pouleLabels';
import { formatNumber } from '@/lib/core/format';
import { useRunningOrder } from '@/lib/runningTimes';
import type { BoardPoule } from '@/lib/board/snapshot';
import { couplesByDraw, lastScored, tatamiParam, tatamiView } from '../tatamiView';
import '../venue.css';
import { useKataNames } from '@/lib/domain/katas';

/** The class on <html> that makes the page's background transparent (venue.css). */
const TRANSPARENT = 'kp-overlay';

export default function StreamOverlayPage() {
  const { t } = useTranslation('venue');
  useKataNames();
  const { competitionID = '', tatami: param } = useParams();
  const tatami = tatamiParam(param);
  const { order, rows } = useRunningOrder(competitionID, !!tatami);
  useEffect(() => {
    document.documentElement.classList.add(TRANSPARENT);
    return () => document.documentElement.classList.remove(TRANSPARENT);
  }, []);
  const entries = useMemo(() => couplesByDraw(rows.map((r) => r.data)), [rows]);
  const { run, onMat } = tatamiView(order, tatami ?? 0);
  const scored = lastScored(run, (draw) => !!entries.get(draw)?.entry.scored);
  const mat = onMat ? entries.get(onMat.draw) : undefined;
  const last = scored ? entries.get(scored.draw) : undefined;
  const pouleName = (p: BoardPoule) => pouleLabel(t, p);

  return (
    <main id="main" tabIndex={-1} className="overlay" data-testid="stream-overlay">
      <h1 className="sr-only">{t('tatamiN', { n: tatami ?? '' })}</h1>
      <div className="overlay-third">
        {mat ? (
          <section className="overlay-card" aria-labelledby="overlay-mat" data-testid="overlay-on-mat">
            <h2 id="overlay-mat" className="overlay-label">
              {t('tatamiN', { n: tatami })} · {t('overlay.onMat')}
            </h2>
            <p className="overlay-couple">
              {mat.entry.tori} – {mat.entry.uke}
            </p>
            <p className="overlay-poule">{pouleName(mat.poule)}</p>
          </section>
        ) : null}
        {last ? (
          <section className="overlay-card overlay-score" aria-labelledby="overlay-score" data-testid="overlay-score">
            <h2 id="overlay-score" className="overlay-label">
              {t('overlay.score')}
            </h2>
            <p className="overlay-couple">
              {last.entry.tori} – {last.entry.uke}
            </p>
            <p className="overlay-poule">{pouleName(last.poule)}</p>
            <p className="overlay-points">
              <strong>{t('overlay.points', { points: formatNumber(last.entry.points) })}</strong>
              {last.entry.rank ? <span> · {t('overlay.rank', { rank: last.entry.rank })}</span> : null}
            </p>
            {last.entry.halved ? (
              <p className="overlay-halved" data-testid="overlay-halved">
                {t(`halved.${last.entry.halved}`)}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </main>
  );
}
