import { useTranslation } from 'react-i18next';
import type { CompetitionsRecord } from '@/lib/pb-types';
import { DateRange } from './DateRange';

/** When and where, on one line with icons (a competition's card and its page header). */
export function CompetitionMeta({ competition, className }: { competition: Pick<CompetitionsRecord, 'date' | 'endDate' | 'location'>; className: string }) {
  const { t } = useTranslation('competitions');
  return (
    <p className={className}>
      <span>
        <span className="pi pi-calendar" aria-hidden="true" />
        <span className="sr-only">{t('info.when')}: </span>
        <DateRange start={competition.date} end={competition.endDate} />
      </span>
      {competition.location ? (
        <span>
          <span className="pi pi-map-marker" aria-hidden="true" />
          <span className="sr-only">{t('info.where')}: </span>
          {competition.location}
        </span>
      ) : null}
    </p>
  );
}
