import { useTranslation } from 'react-i18next';
import type { Enrolment } from '../api';

/** An enrolment's kata and circuit as two entries of a description list (the card and the printed card). */
export function KataCircuitFacts({ enrolment: e }: { enrolment: Pick<Enrolment, 'kata' | 'expand'> }) {
  const { t } = useTranslation('enrolments');
  return (
    <>
      <div>
        <dt>{t('card.kata')}</dt>
        <dd>{e.kata ? t(`common:katas.${e.kata}`) : '—'}</dd>
      </div>
      <div>
        <dt>{t('card.circuit')}</dt>
        <dd>{e.expand?.circuit?.name ?? '—'}</dd>
      </div>
    </>
  );
}
