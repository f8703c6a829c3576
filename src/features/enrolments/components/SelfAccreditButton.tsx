// One click marks the couple present inside the window; clicking again revokes it. Outside the
// window (or before verification and payment) the button is disabled and the reason is written
// under it — a tooltip alone would not reach a phone.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { flagsOf } from '@/lib/domain/enrolment/EnrolmentStatus';
import { formatDateTime } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { useSetPresent, type Enrolment } from '../api';
import { selfAccreditation } from '../model';

export function SelfAccreditButton({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation('enrolments');
  const set = useSetPresent();
  const competition = enrolment.expand?.competition;
  if (!competition) return null;
  const check = selfAccreditation(competition, flagsOf(enrolment));
  const reasonId = `accredit-reason-${enrolment.id}`;
  const reason = check.allowed ? null : check.reason === 'notYet' ? t('accredit.notYet', { at: formatDateTime(check.opens) }) : t(`accredit.${check.reason}`);
  const couple = `${enrolment.toriName} – ${enrolment.ukeName}`;
  return (
    <div className="enrol-accredit">
      <Button
        type="button"
        icon={enrolment.present ? 'pi pi-check-circle' : 'pi pi-map-marker'}
        label={enrolment.present ? t('accredit.present') : t('accredit.markPresent')}
        aria-label={enrolment.present ? t('accredit.revokeLabel', { couple }) : t('accredit.markLabel', { couple })}
        aria-pressed={enrolment.present}
        aria-describedby={reason ? reasonId : undefined}
        severity={enrolment.present ? 'success' : undefined}
        outlined={!enrolment.present}
        disabled={!check.allowed}
        loading={set.isPending}
        onClick={() =>
          set.mutate(
            { id: enrolment.id, present: !enrolment.present },
            { onSuccess: (r) => toast.success(t('common:toasts.saved'), r.present ? t('accredit.marked') : t('accredit.revoked')) },
          )
        }
      />
      {reason ? (
        <p id={reasonId} className="enrol-accredit-reason">
          <span className="pi pi-info-circle" aria-hidden="true" /> {reason}
        </p>
      ) : null}
    </div>
  );
}
