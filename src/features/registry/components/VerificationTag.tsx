import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/core/format';
import type { VerificationState } from '../model';

const ICONS: Record<VerificationState, string> = { verified: 'pi pi-verified', expired: 'pi pi-history', awaiting: 'pi pi-clock' };

/** Verified / expired / awaiting at a glance: icon, word and colour (never colour alone). */
export function VerificationTag({ state, expires }: { state: VerificationState; expires?: Date | null }) {
  const { t } = useTranslation('registry');
  const title = state === 'verified' && expires ? t('verification.until', { date: formatDate(expires) }) : undefined;
  return (
    <span className={`verification-tag verification-${state}`} title={title}>
      <span className={ICONS[state]} aria-hidden="true" />
      {t(`verification.${state}`)}
    </span>
  );
}

export function ExternalTag() {
  const { t } = useTranslation('registry');
  return (
    <span className="external-tag" title={t('external.hint')}>
      <span className="pi pi-globe" aria-hidden="true" />
      {t('external.tag')}
    </span>
  );
}
