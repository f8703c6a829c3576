import { useTranslation } from 'react-i18next';
import { useConnection } from '@/lib/core/connection';

/**
 * Says when the server cannot be reached or live updates are interrupted, and disappears by itself
 * once the connection is back (src/lib/core/connection.ts). A polite live region: screen readers hear
 * it without losing their place.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('common');
  const { http, realtime } = useConnection();
  const text = http === 'offline' ? t('layout.connectionLost') : realtime === 'reconnecting' ? t('layout.realtimeLost') : '';
  return (
    <div className={text ? 'connection-banner' : 'connection-banner connection-banner-hidden'} role="status" aria-live="polite">
      {text ? (
        <>
          <span className="pi pi-exclamation-triangle connection-banner-icon" aria-hidden="true" />
          {text}
        </>
      ) : null}
    </div>
  );
}
