// The head of an officials' screen (its title, the links to the other officials' screens, to the
// hall's screens and paper and to the official's guide to the day) and what such a screen shows to a user who is not one of the
// competition's officials.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DayGuideLink } from '@/lib/domain/DayGuideLink';
import { EmptyState } from '@/components/EmptyState';
import { HallScreens } from './HallScreens';

export function OfficialsHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="officials-head">
      <h2 className="section-title">{title}</h2>
      <div className="officials-head-actions">
        {children}
        <HallScreens />
        <DayGuideLink />
      </div>
    </div>
  );
}

/** A link to another officials' screen, drawn as a small button with its icon. */
export function OfficialLink({ to, icon, label, outlined = true }: { to: string; icon: string; label: string; outlined?: boolean }) {
  return (
    <Link to={to} className={`p-button p-component${outlined ? ' p-button-outlined' : ''} p-button-sm`}>
      <span className={`pi ${icon}`} aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}

/** The screen of a user who is not an official (or, with `staff`, not an organizer) of the competition. */
export function NotAnOfficial({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation('results');
  return staff ? (
    <EmptyState icon="pi pi-lock" title={t('officials.onlyStaff')} description={t('officials.onlyStaffHint')} />
  ) : (
    <EmptyState icon="pi pi-lock" title={t('officials.onlyOfficials')} description={t('officials.onlyOfficialsHint')} />
  );
}
