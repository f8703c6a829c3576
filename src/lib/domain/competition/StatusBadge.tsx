import { useTranslation } from 'react-i18next';
import { CompetitionsStatusValues } from '@/lib/pb-types';
import './competition.css';

/** The competition's status as a coloured badge (text colours meet WCAG AA on their backgrounds). */
export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const { t } = useTranslation('competitions');
  if (!(CompetitionsStatusValues as readonly string[]).includes(status)) return null;
  return (
    <span className={`competition-status competition-status-${status} ${className}`}>
      {status === 'ongoing' ? <span className="competition-status-live" aria-hidden="true" /> : null}
      {t(`common:competitionStatus.${status}`)}
    </span>
  );
}
