// The five status flags of an enrolment (tori verified, uke verified, couple verified, payment
// received, present) as icons with tooltips, and the derived status as a coloured tag.
// Shared by the athlete's enrolments, the organizer's desk and the dashboards.
// The flags and the status come from the server (stored on the enrolment); nothing is derived here.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from 'primereact/tooltip';
import { TOOLTIP_OPTIONS } from '@/lib/core/primereact';
import { EnrolmentsStatusValues } from '@/lib/pb-types';
import './enrolment-status.css';

export const ENROLMENT_FLAGS = ['toriVerified', 'ukeVerified', 'coupleVerified', 'paymentReceived', 'present'] as const;
export type EnrolmentFlag = (typeof ENROLMENT_FLAGS)[number];
export type EnrolmentFlags = Record<EnrolmentFlag, boolean>;

export const ENROLMENT_STATUSES = EnrolmentsStatusValues;
export type EnrolmentStatusValue = (typeof ENROLMENT_STATUSES)[number];

export function isEnrolmentStatus(value: unknown): value is EnrolmentStatusValue {
  return typeof value === 'string' && (ENROLMENT_STATUSES as readonly string[]).includes(value);
}

const FLAG_ICONS: Record<EnrolmentFlag, string> = {
  toriVerified: 'pi pi-user',
  ukeVerified: 'pi pi-user',
  coupleVerified: 'pi pi-users',
  paymentReceived: 'pi pi-euro',
  present: 'pi pi-map-marker',
};

/** The derived status as a coloured tag (colours meet WCAG AA; the text carries the meaning). */
export function EnrolmentStatusTag({ status, className = '' }: { status: string; className?: string }) {
  const { t } = useTranslation();
  if (!isEnrolmentStatus(status)) return null;
  return <span className={`enrolment-status enrolment-status-${status} ${className}`}>{t(`common:enrolmentStatus.${status}`)}</span>;
}

/**
 * The five flags as icons. Each icon has its state in words (aria-label and tooltip), and the state
 * is shown by shape too (a tick or a cross next to the icon), not by colour alone.
 */
export function EnrolmentFlagIcons({ flags, className = '' }: { flags: EnrolmentFlags; className?: string }) {
  const { t } = useTranslation();
  // One tooltip per list, bound to this instance's icons only (useId is not a valid CSS class).
  const scope = `ef-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <Tooltip target={`.${scope}`} {...TOOLTIP_OPTIONS} />
      <ul className={`enrolment-flags ${className}`} aria-label={t('common:enrolmentFlags.label')}>
        {ENROLMENT_FLAGS.map((flag) => {
          const on = Boolean(flags[flag]);
          const text = t(`common:enrolmentFlags.${flag}.${on ? 'on' : 'off'}`);
          return (
            <li key={flag} className={`enrolment-flag ${on ? 'enrolment-flag-on' : 'enrolment-flag-off'} ${scope}`} data-pr-tooltip={text} data-flag={flag}>
              <span className={FLAG_ICONS[flag]} aria-hidden="true" />
              {flag === 'toriVerified' || flag === 'ukeVerified' ? (
                <span className="enrolment-flag-letter" aria-hidden="true">
                  {flag === 'toriVerified' ? 'T' : 'U'}
                </span>
              ) : null}
              <span className={`enrolment-flag-mark pi ${on ? 'pi-check' : 'pi-times'}`} aria-hidden="true" />
              <span className="sr-only">{text}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export interface EnrolmentStatusProps {
  status: string;
  flags: EnrolmentFlags;
  className?: string;
}

/** Icons and tag together, as the lists show them. */
export function EnrolmentStatus({ status, flags, className = '' }: EnrolmentStatusProps) {
  return (
    <div className={`enrolment-status-block ${className}`}>
      <EnrolmentFlagIcons flags={flags} />
      <EnrolmentStatusTag status={status} />
    </div>
  );
}

/** Picks the five flags from an enrolment record. */
export function flagsOf(e: Partial<Record<EnrolmentFlag, boolean>>): EnrolmentFlags {
  return {
    toriVerified: Boolean(e.toriVerified),
    ukeVerified: Boolean(e.ukeVerified),
    coupleVerified: Boolean(e.coupleVerified),
    paymentReceived: Boolean(e.paymentReceived),
    present: Boolean(e.present),
  };
}
