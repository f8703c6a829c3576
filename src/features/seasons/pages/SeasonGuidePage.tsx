// How a season ranks pairs, in plain language for athletes, coaches and guests: the rules of
// src/lib/rules/season.ts (points by place, level weights, best N, ties, final places,
// confirmation, qualification) told without code. The default points come from the rules module,
// so the example cannot drift from what the server computes.
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { PageHeader } from '@/components/PageHeader';
import { formatNumber } from '@/lib/core/format';
import { paths } from '@/lib/core/paths';
import { DEFAULT_SEASON_POINTS } from '@/lib/rules/season';
import '../seasons.css';
import '../season-public.css';

/** The level weight of the guide's worked example. */
const EXAMPLE_WEIGHT = 1.5;
const SECTIONS = ['events', 'places', 'points', 'best', 'ties', 'provisional', 'qualification', 'pairs'] as const;

export default function SeasonGuidePage() {
  const { t } = useTranslation('seasons');
  const first = DEFAULT_SEASON_POINTS[0] ?? 0;
  const points = DEFAULT_SEASON_POINTS.map((p, i) => t('guide.pointsPlace', { place: formatNumber(i + 1), points: formatNumber(p) })).join(', ');
  return (
    <>
      <nav aria-label={t('list.back')} className="season-breadcrumb">
        <AppLink to={paths.publicSeasons}>
          <span className="pi pi-arrow-left" aria-hidden="true" /> {t('common:titles.publicSeasons')}
        </AppLink>
      </nav>
      <PageHeader title={t('common:titles.seasonGuide')} subtitle={t('guide.lead')} />
      <div className="season-guide">
        {SECTIONS.map((s) => (
          <section key={s} className="season-section" aria-labelledby={`guide-${s}`}>
            <h2 id={`guide-${s}`}>{t(`guide.${s}Title`)}</h2>
            <p>{t(`guide.${s}`, { points, weight: formatNumber(EXAMPLE_WEIGHT), weighted: formatNumber(first * EXAMPLE_WEIGHT), first: formatNumber(first) })}</p>
          </section>
        ))}
      </div>
    </>
  );
}
