import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { impersonatedName, useImpersonation } from '@/lib/core/impersonationStore';

/** The visible "acting as X" marker on every page while impersonating, with a stand-out button. */
export function ImpersonationBar() {
  const { t } = useTranslation('common');
  const name = useImpersonation((s) => impersonatedName(s.stack));
  const [busy, setBusy] = useState(false);
  if (!name) return null;
  async function onStandOut() {
    setBusy(true);
    try {
      const { standOut } = await import('@/lib/core/impersonation');
      await standOut();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="impersonation-bar" role="region" aria-label={t('layout.impersonationRegion')} data-testid="impersonation-bar">
      <span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" className="impersonation-icon">
          <path fill="currentColor" d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5Z" />
        </svg>
        {t('layout.impersonating', { name })}
      </span>
      <button type="button" onClick={onStandOut} disabled={busy}>
        {t('menu.standOut')}
      </button>
    </div>
  );
}
