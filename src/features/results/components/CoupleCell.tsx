import { useTranslation } from 'react-i18next';

/** Tori and uke (with their roles for screen readers) and the club codes under them. */
export function CoupleCell({ tori, uke, clubs }: { tori: string; uke: string; clubs?: string }) {
  const { t } = useTranslation('results');
  return (
    <div className="couple-cell">
      <span className="couple-names">
        <span className="sr-only">{t('couple.tori')}: </span>
        {tori}
        <span aria-hidden="true"> – </span>
        <span className="sr-only">, {t('couple.uke')}: </span>
        {uke}
      </span>
      {clubs ? (
        <span className="couple-clubs muted">
          <span className="sr-only">{t('couple.club')}: </span>
          {clubs}
        </span>
      ) : null}
    </div>
  );
}
