import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/lib/constants';

export function Footer() {
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
              <Link to="/privacy-policy">{t('menu.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to="/about/partners">{t('menu.partners')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
