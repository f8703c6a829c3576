// For admins and organizers on /reserved/enrolments: besides their own couples' enrolments, the
// competitions whose enrolments they run (admins: every current and coming competition), each with
// the way to its desk, where every couple enrolled is listed, searched and exported.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DateRange } from '@/lib/domain/competition/DateRange';
import { StatusBadge } from '@/lib/domain/competition/StatusBadge';
import { paths } from '@/lib/core/paths';
import type { User } from '@/lib/core/types';
import { useStaffDesks } from '../api';

export function StaffDesks({ user }: { user: User }) {
  const { t } = useTranslation('enrolments');
  const desks = useStaffDesks(user);
  const items = desks.data?.items ?? [];
  if (!desks.data) return null;
  return (
    <section className="staff-desks" aria-labelledby="staff-desks-title">
      <h2 id="staff-desks-title">{t('staff.title')}</h2>
      <p className="muted">{items.length ? t('staff.intro') : t('staff.none')}</p>
      {items.length ? (
        <ul className="staff-desks-list">
          {items.map((c) => (
            <li key={c.id} className="staff-desk">
              <div>
                <strong>{c.name}</strong>
                <div className="muted">
                  <DateRange start={c.date} end={c.endDate} /> <StatusBadge status={c.status} />
                </div>
              </div>
              <Link to={paths.desk(c.id)} className="p-button p-component p-button-outlined" aria-label={t('staff.openOf', { competition: c.name })}>
                <span className="pi pi-check-square" aria-hidden="true" />
                <span>{t('staff.open')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {desks.data.totalItems > items.length ? <p className="muted">{t('staff.more', { n: items.length })}</p> : null}
    </section>
  );
}
