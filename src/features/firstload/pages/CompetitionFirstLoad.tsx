// /competitions/{id}(/{tab}) on first load: the routed CompetitionPage's views (CompetitionHero and, on
// the information tab, CompetitionInfo) from the same requests, without the router, TanStack Query and
// PrimeReact. The rich text waits for DOMPurify (its own small chunk, fetched after the first paint).
// Other tabs show the loading indicator until the routed app takes over; an unknown or hidden
// competition and failures are left to the routed page.
import { useEffect, useState } from 'react';
import { Loading } from '@/components/Loading';
import { CompetitionHero } from '@/components/competition/CompetitionHero';
import { CompetitionInfo } from '@/components/competition/CompetitionInfo';
import { composeTitle } from '@/lib/pageTitle';
import { fetchCircuits, fetchCompetition, type LightCircuit, type LightCompetition } from '../api';
import { LightLayout, afterPaintWhenIdle } from '../components/LightLayout';
import { firstLoadRoute } from '../routes';
import { armTakeover, takeOver } from '../takeover';

type Info = { competition: LightCompetition; circuits: LightCircuit[]; sanitize: (html: string) => string };

export default function CompetitionFirstLoad() {
  const [route] = useState(() => firstLoadRoute(window.location.pathname, false));
  const id = route?.page === 'competition' ? route.id : '';
  const tab = route?.page === 'competition' ? route.tab : 'info';
  const [competition, setCompetition] = useState<LightCompetition | null>(null);
  const [info, setInfo] = useState<Info | null>(null);

  useEffect(() => {
    // The header as soon as the competition is in (the largest text: Lighthouse's LCP), the
    // information tab once the circuits and DOMPurify are in too (it appears below the tabs: no shift).
    const one = fetchCompetition(id).then((c) => {
      if (!c) throw new Error('not found'); // the routed page says "not found"
      document.title = composeTitle(c.name);
      setCompetition(c);
      return c;
    });
    // DOMPurify (12 kB) is fetched once the header is painted: it is not needed for the first screen.
    const sanitizer = one.then(
      () =>
        new Promise<typeof import('@/lib/richText')>((resolve, reject) => {
          afterPaintWhenIdle(() => void import('@/lib/richText').then(resolve, reject));
        }),
    );
    Promise.all([one, fetchCircuits(id), sanitizer])
      .then(([c, circuits, richText]) => setInfo({ competition: c, circuits, sanitize: richText.sanitizeRichText }))
      .catch(() => void takeOver());
  }, [id]);
  useEffect(() => {
    if (tab === 'info' && info) armTakeover();
    // The other tabs' content comes with the routed app: fetch it at once.
    if (tab !== 'info' && competition) void takeOver();
  }, [competition, info, tab]);

  return (
    <LightLayout ready={tab === 'info' ? !!info : !!competition}>
      {!competition ? (
        <Loading />
      ) : (
        <>
          <CompetitionHero competition={competition} tab={tab} />
          <div className="competition-tab-panel">{tab === 'info' && info ? <CompetitionInfo {...info} /> : <Loading />}</div>
        </>
      )}
    </LightLayout>
  );
}
