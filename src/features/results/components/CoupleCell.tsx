import { useTranslation } from 'react-i18next';
import { coupleSpeech } from '@/lib/domain/clubNames';
import { useClubNames } from '@/lib/domain/clubs';

/**
 * Tori and uke, and the names of their clubs under them (the code when the registry has none). Screen
 * readers hear one sentence naming each athlete's role and club; the visual dash and line are hidden.
 */
export function CoupleCell({ tori, uke, clubs }: { tori: string; uke: string; clubs?: string }) {
  const { t } = useTranslation('results');
  const { names, label } = useClubNames();
  const clubText = label(clubs);
  return (
    <div className="couple-cell">
      <span className="sr-only">{coupleSpeech({ tori: t('couple.tori'), uke: t('couple.uke') }, { tori, uke, clubs }, names)}</span>
      <span className="couple-names" aria-hidden="true">
        {tori}
        {tori && uke ? ' – ' : ''}
        {uke}
      </span>
      {clubText ? (
        <span className="couple-clubs muted" aria-hidden="true">
          {clubText}
        </span>
      ) : null}
    </div>
  );
}
