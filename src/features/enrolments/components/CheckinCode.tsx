// The couple's check-in QR on the athlete's enrolment card: folded by default (the card stays short),
// opened at the desk and shown to the organizer's phone; the printable A6 accreditation card is one link away.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { QrCode } from '@/components/QrCode';
import { checkinValue } from '@/lib/domain/checkin';
import type { Enrolment } from '../api';
import { paths } from '@/lib/core/paths';

export function CheckinCode({ enrolment: e, couple }: { enrolment: Enrolment; couple: string }) {
  const { t } = useTranslation('enrolments');
  const [open, setOpen] = useState(false);
  const panel = useId();
  const value = checkinValue(e);
  if (!value) return null;
  return (
    <div className="enrol-checkin">
      <div className="enrol-checkin-actions">
        <Button
          type="button"
          icon="pi pi-qrcode"
          outlined
          label={open ? t('checkin.hide') : t('checkin.show')}
          aria-label={`${open ? t('checkin.hide') : t('checkin.show')} – ${couple}`}
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
        />
        <Link to={paths.accreditationCard(e.id)} className="p-button p-component p-button-text enrol-checkin-card" aria-label={`${t('checkin.card')} – ${couple}`}>
          <span className="pi pi-id-card" aria-hidden="true" />
          <span>{t('checkin.card')}</span>
        </Link>
      </div>
      <div id={panel} hidden={!open} className="enrol-checkin-panel">
        {open ? (
          <>
            <QrCode value={value} label={t('checkin.qrLabel', { couple })} size="13rem" />
            <p className="enrol-checkin-hint">{t('checkin.hint')}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
