// The public home: full screen, no menu. It is rendered before the router is loaded, so it must stay
// light: plain React, react-i18next's useTranslation, AppLink, plain fetch and its own CSS. Do not
// import react-router, PrimeReact, TanStack Query, the PocketBase SDK or zod here (a unit test checks it).
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { PRODUCT_NAME } from '@/lib/core/constants';
import { NextCompetitions } from '../components/NextCompetitions';
import { HomePartners } from '../components/HomePartners';
import { paths } from '@/lib/core/paths';
import './home.css';
import { BrandMark } from '@/components/BrandMark';

function Icon({ d }: { d: string }) {
  return (
    <svg className="home-card-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const ICONS = {
  enrol: 'M19 3h-1V1h-2v2H8V1H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm0 16H5V8h14v11Zm-8.5-2.5-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6Z',
  live: 'M7 4h10v3a5 5 0 0 1-4 4.9V14h3v2H8v-2h3v-2.1A5 5 0 0 1 7 7V4Zm-4 0h3v2H5v1a2 2 0 0 0 1.1 1.8l-.9 1.8A4 4 0 0 1 3 7V4Zm15 0h3v3a4 4 0 0 1-2.2 3.6l-.9-1.8A2 2 0 0 0 19 7V6h-1V4ZM6 18h12v2H6v-2Z',
  documents: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm4 18H6V4h7v5h5v11ZM8 12h8v2H8v-2Zm0 4h8v2H8v-2Z',
};

/** Each "what you can do" card is also a way in: enrolments (reserved), competitions, documents. */
const CARD_LINKS = { enrol: paths.enrolments, live: paths.competitions, documents: paths.documents() };

export default function HomePage() {
  const { t } = useTranslation('home');
  const cards = (['enrol', 'live', 'documents'] as const).map((key) => ({
    key,
    to: CARD_LINKS[key],
    title: t(`features.${key}.title`),
    text: t(`features.${key}.text`),
    cta: t(`features.${key}.cta`),
  }));
  return (
    <div className="home">
      <header className="home-top">
        <div className="home-container home-top-inner">
          <span className="home-brand">
            <BrandMark size={40} />
            {PRODUCT_NAME}
          </span>
          <div className="home-top-tools">
            <LanguageSwitcher className="on-dark" />
            <AppLink to={paths.reserved} className="home-top-link">
              {t('hero.ctaReserved')}
            </AppLink>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <section className="home-hero" aria-labelledby="home-title">
          <div className="home-container home-hero-inner">
            <p className="home-eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="home-title">{PRODUCT_NAME}</h1>
            <p className="home-lead">{t('hero.lead')}</p>
            <div className="home-ctas">
              <AppLink to={paths.competitions} className="home-cta home-cta-primary">
                {t('hero.ctaCompetitions')}
              </AppLink>
              <AppLink to={paths.publicSeasons} className="home-cta">
                {t('hero.ctaSeasons')}
              </AppLink>
              <AppLink to={paths.documents()} className="home-cta">
                {t('hero.ctaDocuments')}
              </AppLink>
              <AppLink to={paths.reserved} className="home-cta">
                {t('hero.ctaReserved')}
              </AppLink>
            </div>
            <p className="home-register">
              {t('registerPrompt')} <AppLink to={paths.register}>{t('registerLink')}</AppLink>
            </p>
          </div>
        </section>
        <NextCompetitions />
        <section className="home-features" aria-labelledby="home-features-title">
          <div className="home-container">
            <h2 id="home-features-title">{t('features.title')}</h2>
            <ul className="home-cards">
              {cards.map((c) => (
                <li key={c.key} className="home-card">
                  <Icon d={ICONS[c.key]} />
                  <h3>
                    <AppLink to={c.to} className="home-card-link">
                      {c.title}
                    </AppLink>
                  </h3>
                  <p>{c.text}</p>
                  <span className="home-card-cta" aria-hidden="true">
                    {c.cta} →
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <HomePartners />
      </main>
      <footer className="home-footer">
        <div className="home-container home-footer-inner">
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <nav aria-label={t('common:layout.footerMenu')}>
            <ul>
              <li>
                <AppLink to={paths.competitions}>{t('common:menu.competitions')}</AppLink>
              </li>
              <li>
                <AppLink to={paths.publicSeasons}>{t('common:menu.publicSeasons')}</AppLink>
              </li>
              <li>
                <AppLink to={paths.documents()}>{t('common:menu.documents')}</AppLink>
              </li>
              <li>
                <AppLink to={paths.partners}>{t('common:menu.partners')}</AppLink>
              </li>
              <li>
                <AppLink to={paths.privacyPolicy()}>{t('common:menu.privacyPolicy')}</AppLink>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
