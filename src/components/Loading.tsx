import { useTranslation } from 'react-i18next';

/** Accessible loading indicator (no PrimeReact, usable anywhere). */
export function Loading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={fullscreen ? 'loading loading-fullscreen' : 'loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
