// /about/competition-day: what an official presses, in order, on the day of a competition, and what
// to do when the day goes off plan. Public (read it the day before, on any device) and linked from
// every officials' screen, the desk and the officials' dashboard. The buttons it names come from the
// screens' own catalogues (i18next nesting: see ../sections.ts), so the guide says what the screens say.
import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/core/paths';
import { useSession } from '@/lib/core/session';
import { GUIDE_SECTIONS, OFF_PLAN, type GuideSection } from '../sections';
import '../guide.css';

const SECTION_IDS = Object.keys(GUIDE_SECTIONS) as GuideSection[];

/**
 * A step's key. Each exists in both catalogues (guide.test.ts checks them); it is typed as one of them
 * because the keys of every section × every step name make a union too large for TypeScript.
 */
const stepKey = (section: string, step: string) => `sections.${section}.steps.${step}` as 'sections.before.steps.status';

export default function DayGuidePage() {
  const { t } = useTranslation('guide');
  const user = useSession();
  const components = { b: <strong />, lnk: <AppLink to={paths.seasonGuide} /> };
  return (
    <>
      {user ? (
        <nav aria-label={t('backToDashboard')} className="guide-breadcrumb">
          <AppLink to={paths.reserved}>
            <span className="pi pi-arrow-left" aria-hidden="true" /> {t('backToDashboard')}
          </AppLink>
        </nav>
      ) : null}
      <PageHeader title={t('common:titles.dayGuide')} subtitle={t('lead')} />
      <div className="day-guide">
        <nav aria-labelledby="guide-contents" className="guide-contents">
          <h2 id="guide-contents">{t('contents')}</h2>
          <ol>
            {SECTION_IDS.map((s) => (
              <li key={s}>
                <a href={`#guide-${s}`}>{t(`sections.${s}.title`)}</a>
              </li>
            ))}
            <li>
              <a href="#guide-off-plan">{t('offPlan.title')}</a>
            </li>
          </ol>
        </nav>
        {SECTION_IDS.map((s) => (
          <section key={s} className="guide-section" aria-labelledby={`guide-${s}`}>
            <h2 id={`guide-${s}`}>{t(`sections.${s}.title`)}</h2>
            <ol className="guide-steps">
              {GUIDE_SECTIONS[s].map((step) => (
                <li key={step}>
                  <Trans t={t} i18nKey={stepKey(s, step)} components={components} />
                </li>
              ))}
            </ol>
          </section>
        ))}
        <section className="guide-section guide-off-plan" aria-labelledby="guide-off-plan">
          <h2 id="guide-off-plan">{t('offPlan.title')}</h2>
          {OFF_PLAN.map((item) => (
            <section key={item} className="guide-problem" aria-labelledby={`guide-problem-${item}`}>
              <h3 id={`guide-problem-${item}`}>{t(`offPlan.items.${item}Title`)}</h3>
              <p>
                <Trans t={t} i18nKey={`offPlan.items.${item}`} components={components} />
              </p>
            </section>
          ))}
        </section>
      </div>
    </>
  );
}
