import { useTranslation } from 'react-i18next';
import type { CircuitsRecord } from '@/lib/pb-types';
import { SWITCHES } from '@/lib/rules/scoring';

/** Who may compete in a circuit, in words: kata list, minimum belt, age range; its scoring switches when any is on. */
export function CircuitSummary({ circuit, headingLevel = 4 }: { circuit: CircuitsRecord; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('competitions');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const list = Array.isArray(circuit.katas) ? (circuit.katas as string[]) : [];
  const katas = list.length ? list.map((k) => t(`common:katas.${k}`)).join(', ') : t('circuits.allKatas');
  const belt = circuit.minBelt ? t('circuits.fromBelt', { belt: t(`common:belts.${circuit.minBelt}`) }) : t('circuits.anyBelt');
  const { minAge, maxAge } = circuit;
  const age =
    minAge && maxAge
      ? t('circuits.ageBetween', { min: minAge, max: maxAge })
      : minAge
        ? t('circuits.ageFrom', { min: minAge })
        : maxAge
          ? t('circuits.ageUpTo', { max: maxAge })
          : t('circuits.anyAge');
  const switches = SWITCHES.filter((k) => circuit[k]).map((k) => t(`circuits.switches.${k}`));
  return (
    <div className="circuit-summary">
      <Heading className="circuit-name">{circuit.name}</Heading>
      <dl className="circuit-facts">
        <div>
          <dt>{t('circuits.katas')}</dt>
          <dd>{katas}</dd>
        </div>
        <div>
          <dt>{t('circuits.minBelt')}</dt>
          <dd>{belt}</dd>
        </div>
        <div>
          <dt>{t('circuits.age')}</dt>
          <dd>{age}</dd>
        </div>
        {switches.length ? (
          <div className="circuit-switches-summary">
            <dt>{t('circuits.switches.summary')}</dt>
            <dd>{switches.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
