// The desk's inquiry fees: where the competition asks a fee for an inquiry, each open inquiry with
// its couple and a checkbox the desk ticks once the fee is paid (as it records an entry's payment);
// the jury decides only then. Live: a new filing appears without a reload.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/core/format';
import { useCompetitionInquiries, useInquiryFee } from '@/lib/domain/inquiry/api';

export function DeskInquiries({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('desk');
  const inquiries = useCompetitionInquiries(competitionId);
  const fee = useInquiryFee();
  const open = (inquiries.data ?? []).filter((i) => i.status === 'open');
  if (!open.length) return null;
  return (
    <section className="desk-inquiries" aria-labelledby="desk-inquiries-title">
      <h2 id="desk-inquiries-title" className="desk-scanned-title">
        {t('inquiries.title')}
      </h2>
      <p className="muted">{t('inquiries.hint')}</p>
      <ul className="desk-inquiry-list">
        {open.map((inq) => {
          const d = inq.expand?.draw;
          const couple = d ? `${d.toriName} – ${d.ukeName}` : '';
          const id = `desk-inquiry-fee-${inq.id}`;
          // While the save and the list's re-read are under way the box shows what was ticked.
          const saving = fee.isPending && fee.variables?.id === inq.id;
          const checked = saving ? fee.variables.feePaid : inq.feePaid;
          return (
            <li key={inq.id}>
              <label htmlFor={id} className="desk-inquiry-fee">
                <input id={id} type="checkbox" checked={checked} aria-busy={saving || undefined} onChange={(e) => !saving && fee.mutate({ id: inq.id, feePaid: e.target.checked })} aria-label={t('inquiries.feeOf', { couple })} />
                <span>
                  <strong>{couple}</strong> <span className="muted">{t('inquiries.filedAt', { when: formatDateTime(inq.created) })}</span>
                  <br />
                  {t('inquiries.feePaid')}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
