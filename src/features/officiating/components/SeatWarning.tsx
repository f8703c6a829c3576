// Under a panel seat: why its judge should not sit there (no valid qualification for the poule's kata),
// and whether the server will refuse the seat (the competition's setting).
import { useTranslation } from 'react-i18next';
import type { SeatWarning as Warning } from '@/features/results/judge/qualificationsApi';

export function SeatWarning({ warning, id, name }: { warning: Warning; id: string; name: string }) {
  const { t } = useTranslation('results');
  return (
    <small id={id} className={`seat-warning seat-warning-${warning.verdict}`} data-testid={`seat-warning-${warning.seat}`}>
      <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {t(`qualifications.problems.${warning.code}`, { name })}
      {warning.verdict === 'refuse' ? ` ${t('qualifications.refused')}` : ''}
    </small>
  );
}
