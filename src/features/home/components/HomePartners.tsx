// Partners strip of the home (partners are managed in the PocketBase dashboard).
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { cachedLoad, fetchPartners, fileUrl, type HomePartner } from '../api';
import { LoadBoundary } from './LoadBoundary';
import { paths } from '@/lib/core/paths';

function Logos({ promise }: { promise: Promise<HomePartner[]> }) {
  const { t } = useTranslation('home');
  const partners = use(promise);
  if (!partners.length) return null;
  return (
    <section className="home-partners" aria-labelledby="home-partners-title">
      <div className="home-container">
        <div className="home-section-head">
          <h2 id="home-partners-title">{t('partnersStrip.title')}</h2>
          <AppLink to={paths.partners} className="home-more">
            {t('partnersStrip.all')} <span aria-hidden="true">→</span>
          </AppLink>
        </div>
        <ul className="home-partner-list">
          {partners.map((p) => {
            const logo = p.logo ? <img src={fileUrl(p, p.logo, '200x0')} alt="" loading="lazy" decoding="async" height="56" /> : null;
            const content = (
              <>
                {logo}
                <span className={logo ? 'sr-only' : 'home-partner-name'}>{p.name}</span>
              </>
            );
            return (
              <li key={p.id}>
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noopener noreferrer" className="home-partner" title={p.name}>
                    {content}
                    <span className="sr-only"> ({t('partnersStrip.newTab')})</span>
                  </a>
                ) : (
                  <span className="home-partner" title={p.name}>
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomePartners() {
  const [promise] = useState(() => cachedLoad('partners', fetchPartners, 5 * 60_000));
  // Partners are a courtesy: a failure only hides the strip (the competitions band already toasts).
  return (
    <LoadBoundary fallback={null} notify={false}>
      <Suspense fallback={null}>
        <Logos promise={promise} />
      </Suspense>
    </LoadBoundary>
  );
}
