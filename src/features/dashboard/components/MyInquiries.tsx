// The owner's inquiries on their dashboard: each couple asked about, its competition, the inquiry's
// state and, once decided, the jury's words, live (a decision shows up without a reload), so the
// decision reaches its owner without their looking for it; each leads to the enrolment it was
// filed from. Nothing is shown while the account has filed none.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/core/paths';
import { useMyInquiries } from '@/lib/domain/inquiry/api';
import type { Enrolment } from '../api';

const ICON: Record<string, string> = { open: 'pi-hourglass', upheld: 'pi-replay', rejected: 'pi-times-circle' };

export function MyInquiries({ userId, enrolments }: { userId: string; enrolments: readonly Enrolment[] }) {
  const { t } = useTranslation('dashboard');
  const inquiries = useMyInquiries(userId).data ?? [];
  if (!inquiries.length) return null;
  return (
    <section className="section dash-inquiries" aria-labelledby="dash-inquiries">
      <h2 id="dash-inquiries" className="section-title">
        {t('athlete.inquiries')}
      </h2>
      <ul className="dash-inquiry-list">
        {inquiries.map((inquiry) => {
          const draw = inquiry.expand?.draw;
          const couple = draw ? `${draw.toriName} – ${draw.ukeName}` : '';
          const competition = enrolments.find((e) => e.id === draw?.enrolment)?.expand?.competition?.name ?? '';
          const state = inquiry.status || 'open';
          return (
            <li key={inquiry.id} className={`dash-card dash-inquiry dash-inquiry-${state}`} aria-label={couple}>
              <p className="dash-card-title">{couple}</p>
              {competition ? <p className="dash-card-meta">{competition}</p> : null}
              <p role="status">
                <span className={`pi ${ICON[state] ?? 'pi-hourglass'}`} aria-hidden="true" /> <strong>{t(`common:inquiry.state.${state}`)}</strong>
              </p>
              {inquiry.decision ? <p className="dash-inquiry-decision">{inquiry.decision}</p> : null}
              <Link to={paths.enrolments} className="p-button p-component p-button-outlined p-button-sm dash-link" aria-label={t('athlete.inquiryEnrolmentOf', { couple })}>
                {t('athlete.inquiryEnrolment')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
