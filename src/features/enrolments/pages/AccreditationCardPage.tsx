// /reserved/accreditation/{enrolmentID}: the couple's accreditation card, A6 (105 × 148 mm) — the
// competition, both athletes with their clubs, kata, circuit and the check-in QR — printed by the
// browser (one card per page, nothing else of the layout). Readable by whoever reads the enrolment.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { QrCode } from '@/components/QrCode';
import { AppLink } from '@/components/AppLink';
import { checkinValue } from '@/lib/domain/checkin';
import { formatDate } from '@/lib/core/format';
import { pb } from '@/lib/core/pocketbase';
import type { Couple, Enrolment } from '../api';
import { KataCircuitFacts } from '../components/KataCircuitFacts';
import { paths } from '@/lib/core/paths';
import './accreditation-card.css';

type CardEnrolment = Enrolment & { expand?: Enrolment['expand'] & { couple?: Couple } };

export default function AccreditationCardPage() {
  const { t } = useTranslation('enrolments');
  const { enrolmentID = '' } = useParams();
  const card = useQuery({
    queryKey: ['enrolments', 'card', enrolmentID],
    // The couple's athletes give each one's club; organizers cannot expand them (the clubs field then).
    queryFn: ({ signal }) => pb.collection('enrolments').getOne<CardEnrolment>(enrolmentID, { expand: 'competition,circuit,couple.tori,couple.uke', signal }),
    meta: { silent: true },
  });
  if (card.isPending) return <Loading />;
  const e = card.data;
  const value = e ? checkinValue(e) : null;
  if (!e || !value) {
    return (
      <>
        <PageHeader title={t('common:titles.accreditationCard')} />
        <EmptyState icon="pi pi-id-card" title={t('checkin.cardMissing')}>
          <AppLink to={paths.enrolments}>{t('checkin.back')}</AppLink>
        </EmptyState>
      </>
    );
  }
  const c = e.expand?.competition;
  const tori = e.expand?.couple?.expand?.tori;
  const uke = e.expand?.couple?.expand?.uke;
  const couple = `${e.toriName} – ${e.ukeName}`;
  return (
    <>
      <div className="card-screen-only">
        <PageHeader
          title={t('common:titles.accreditationCard')}
          subtitle={t('checkin.cardIntro')}
          actions={<Button type="button" icon="pi pi-print" label={t('checkin.print')} onClick={() => window.print()} />}
        />
      </div>
      <article className="accreditation-card" aria-label={t('checkin.cardOf', { couple })}>
        <header className="ac-head">
          <p className="ac-kicker">{t('checkin.cardKicker')}</p>
          <h2 className="ac-competition">{c?.name}</h2>
          {c ? (
            <p className="ac-when">
              {formatDate(c.date)}
              {c.location ? ` · ${c.location}` : ''}
            </p>
          ) : null}
        </header>
        <dl className="ac-athletes">
          <div>
            <dt>Tori</dt>
            <dd>
              <span className="ac-name">{e.toriName}</span>
              {tori ? <span className="ac-club">{tori.club}</span> : null}
            </dd>
          </div>
          <div>
            <dt>Uke</dt>
            <dd>
              <span className="ac-name">{e.ukeName}</span>
              {uke ? <span className="ac-club">{uke.club}</span> : null}
            </dd>
          </div>
        </dl>
        <dl className="ac-facts">
          {!tori ? (
            <div>
              <dt>{t('checkin.clubs')}</dt>
              <dd>{e.clubs.split(' ').filter(Boolean).join(', ')}</dd>
            </div>
          ) : null}
          <KataCircuitFacts enrolment={e} />
        </dl>
        <div className="ac-qr">
          <QrCode value={value} label={t('checkin.qrLabel', { couple })} size="42mm" />
          <p className="ac-hint">{t('checkin.cardHint')}</p>
        </div>
      </article>
    </>
  );
}
