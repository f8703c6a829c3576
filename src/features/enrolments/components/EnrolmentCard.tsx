// One enrolment as a card (phone first): competition, couple, kata and circuit, the five flags with
// the derived status, and what the owner can do now.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EnrolmentStatus, flagsOf } from '@/lib/domain/enrolment/EnrolmentStatus';
import { RunningTime } from '@/lib/domain/RunningTime';
import { CoupleInquiry } from '@/lib/domain/inquiry/CoupleInquiry';
import { formatDate } from '@/lib/core/format';
import type { Enrolment } from '../api';
import { canDelete } from '../model';
import { SelfAccreditButton } from './SelfAccreditButton';
import { CheckinCode } from './CheckinCode';
import { KataCircuitFacts } from './KataCircuitFacts';
import { paths } from '@/lib/core/paths';

export interface EnrolmentCardProps {
  enrolment: Enrolment;
  onNotes: (e: Enrolment) => void;
  onDelete: (e: Enrolment) => void;
}

export function EnrolmentCard({ enrolment: e, onNotes, onDelete }: EnrolmentCardProps) {
  const { t } = useTranslation('enrolments');
  const c = e.expand?.competition;
  const couple = `${e.toriName} – ${e.ukeName}`;
  const titleId = `enrolment-${e.id}`;
  // Plural forms (card.notes_one / card.notes_other) are picked by i18next from the count.
  const notesLabel = t(`card.${'notes'}`, { count: e.attachments.length });
  return (
    <article className="enrol-card" aria-labelledby={titleId}>
      <header className="enrol-card-head">
        <h3 id={titleId} className="enrol-card-couple">
          {couple}
        </h3>
        {c ? (
          <p className="enrol-card-competition">
            <Link to={paths.competition(c.id)}>{c.name}</Link>
            <span className="enrol-card-meta">
              {formatDate(c.date)}
              {c.location ? ` · ${c.location}` : ''}
            </span>
          </p>
        ) : null}
      </header>
      <dl className="enrol-card-facts">
        <KataCircuitFacts enrolment={e} />
      </dl>
      <EnrolmentStatus status={e.status} flags={flagsOf(e)} />
      {c ? <RunningTime competitionId={c.id} enrolmentId={e.id} competitionStatus={c.status} /> : null}
      {c ? <CoupleInquiry competitionId={c.id} enrolmentId={e.id} competitionStatus={c.status} fee={!!c.inquiryFee} couple={couple} /> : null}
      {c && c.status !== 'archived' ? <CheckinCode enrolment={e} couple={couple} /> : null}
      <div className="enrol-card-actions">
        <SelfAccreditButton enrolment={e} />
        <Button
          type="button"
          icon="pi pi-paperclip"
          label={notesLabel}
          aria-label={`${notesLabel} – ${couple}`}
          outlined
          onClick={() => onNotes(e)}
        />
        {c && canDelete(c) ? (
          <Button
            type="button"
            icon="pi pi-trash"
            label={t('common:actions.delete')}
            aria-label={`${t('common:actions.delete')} – ${couple}`}
            severity="danger"
            text
            onClick={() => onDelete(e)}
          />
        ) : null}
      </div>
    </article>
  );
}
