// "Qualified for …" at a glance: a couple's standing for a season's final event (icon, words and
// colour, never colour alone). On the couples list it names the final; on the final's own desk it
// gives the basis: the rank at the cut-off, or the wildcard and its reason (when the server answers
// it: a reason is the admins' unless the wildcard makes it public).
import { useTranslation } from 'react-i18next';
import type { CoupleQualification, QualificationBasis } from '@/lib/domain/seasonQualification';
import { formatNumber } from '@/lib/core/format';
import './qualification.css';

const ICON = { rank: 'pi pi-star', wildcard: 'pi pi-ticket', none: 'pi pi-ban' } as const;

function Tag({ basis, children }: { basis: QualificationBasis['basis']; children: string }) {
  return (
    <span className={`qualification-tag qualification-${basis}`}>
      <span className={ICON[basis]} aria-hidden="true" />
      {children}
    </span>
  );
}

/** A couple's standing for a final event to come (the athlete's couples list). */
export function CoupleQualificationTag({ q }: { q: CoupleQualification }) {
  const { t } = useTranslation('common');
  const vars = { final: q.competitionName, cls: q.class, kata: t(`katas.${q.kata}`), rank: formatNumber(q.rank), reason: q.reason };
  return <Tag basis={q.basis}>{t(`qualification.for_${q.basis}`, vars)}</Tag>;
}

/** The basis on which a pair enters this final event (its accreditation desk). */
export function BasisTag({ q }: { q: QualificationBasis }) {
  const { t } = useTranslation('common');
  const vars = { cls: q.class, rank: formatNumber(q.rank), reason: q.reason, season: q.seasonName };
  const key = q.basis === 'wildcard' && !q.reason ? 'qualification.basis_wildcardNoReason' : `qualification.basis_${q.basis}`;
  return <Tag basis={q.basis}>{t(key, vars)}</Tag>;
}
