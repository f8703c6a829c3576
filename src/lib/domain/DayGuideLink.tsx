// "Guide to the day": the way from an officials' screen (supervisor, scoring, the draw, the desk, the
// officials' dashboard) to the official's guide to the competition day, drawn as a small button.
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { paths } from '@/lib/core/paths';
import './day-guide-link.css';

export function DayGuideLink({ small = true }: { small?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <AppLink to={paths.dayGuide} className={`p-button p-component p-button-outlined${small ? ' p-button-sm' : ''} day-guide-link`}>
      <span className="pi pi-book" aria-hidden="true" />
      <span>{t('dayGuide.link')}</span>
    </AppLink>
  );
}
