import { useTranslation } from 'react-i18next';

export function isStagingBuild(): boolean {
  return import.meta.env.MODE === 'staging';
}

/** Shown only in a staging build (`vite build --mode staging`); removed from production bundles. */
export function StagingBanner() {
  const { t } = useTranslation('common');
  if (!isStagingBuild()) return null;
  return (
    <div className="staging-banner" role="note">
      {t('layout.staging')}
    </div>
  );
}
