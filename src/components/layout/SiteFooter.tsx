import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { PRODUCT_NAME } from '@/lib/core/constants';
import { paths } from '@/lib/core/paths';

/** The footer of every page but the home. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
        <nav aria-label={t('layout.footerMenu')}>
          <ul className="footer-links">
            <li>
              <AppLink to={paths.privacyPolicy()}>{t('menu.privacyPolicy')}</AppLink>
            </li>
            <li>
              <AppLink to={paths.publicSeasons}>{t('menu.publicSeasons')}</AppLink>
            </li>
            <li>
              <AppLink to={paths.partners}>{t('menu.partners')}</AppLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
