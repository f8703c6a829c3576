// What only the printed results carry (board.css, `@media print`): a head naming the competition,
// its dates and place and when the page was printed, and, after the poules, the officials' signature
// lines. On screen the competition's hero says the same and nobody signs, so both stay hidden there.
import { useTranslation } from 'react-i18next';
import type { CompetitionsRecord } from '@/lib/pb-types';
import { formatDateRange, formatDateTime } from '@/lib/core/format';

type Printed = Pick<CompetitionsRecord, 'name' | 'date' | 'endDate' | 'location' | 'supervised'>;

export function ResultsPrintHead({ competition }: { competition: Printed }) {
  const { t } = useTranslation('results');
  return (
    <div className="results-print-only results-print-head">
      <p className="results-print-title">{competition.name}</p>
      <p>{[formatDateRange(competition.date, competition.endDate), competition.location].filter(Boolean).join(' · ')}</p>
      <p className="muted">
        {t('print.results')} · {t('print.printed', { date: formatDateTime(new Date()) })}
      </p>
    </div>
  );
}

/** The officials who sign the results: the supervisor where the competition has one, and the jury's president or the organizer. */
export function ResultsSignatures({ competition }: { competition: Printed }) {
  const { t } = useTranslation('results');
  const roles = competition.supervised ? (['supervisor', 'president'] as const) : (['president'] as const);
  return (
    <div className="results-print-only results-signatures">
      <p className="results-signatures-title">{t('print.signatures')}</p>
      <div className="results-signature-grid">
        {roles.map((role) => (
          <div key={role} className="results-signature">
            <p className="results-signature-role">{t(`print.${role}`)}</p>
            {(['name', 'date', 'signature'] as const).map((line) => (
              <p key={line} className="results-signature-line">
                <span>{t(`print.${line}`)}</span>
                <span className="results-signature-blank" />
              </p>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
