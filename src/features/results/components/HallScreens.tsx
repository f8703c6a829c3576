// The hall's screens and the paper of the day, where an official looks for them: on every officials'
// screen and on the public tabs an official sees. The venue TV, each tatami's announcer view and
// stream overlay open in a new tab (they are put on another screen); the paper forms and the judges'
// sheets are one page of the competition. A native disclosure: keyboard and screen readers for free.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/lib/core/paths';
import { useOfficialCompetition } from '../api';
import './hall.css';

export function HallScreens() {
  const { t } = useTranslation('results');
  const { competitionID = '' } = useParams();
  // The list (and the competition's tatami it needs) only once opened: most screens never open it.
  const [open, setOpen] = useState(false);
  return (
    <details className="hall-screens" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="p-button p-component p-button-outlined p-button-sm">
        <span className="pi pi-desktop" aria-hidden="true" />
        <span>{t('hall.title')}</span>
      </summary>
      {open ? <HallScreensList competitionId={competitionID} /> : null}
    </details>
  );
}

function HallScreensList({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('results');
  const competition = useOfficialCompetition(competitionId);
  const tatami = Array.from({ length: Math.max(1, competition.data?.tatami ?? 1) }, (_, i) => i + 1);
  const external = { target: '_blank', rel: 'noopener' } as const;
  return (
    <ul className="hall-screens-list">
      <li>
        <a href={paths.venueScreen(competitionId)} {...external}>
          {t('hall.venue')} <span className="sr-only">{t('hall.newTab')}</span>
        </a>
      </li>
      {tatami.map((n) => (
        <li key={n} className="hall-screens-tatami">
          <span>{t('running.tatamiN', { n })}</span>
          <a href={paths.venueScreen(competitionId, n)} {...external}>
            {t('hall.announcer')} <span className="sr-only">{t('hall.ofTatami', { n })} {t('hall.newTab')}</span>
          </a>
          <a href={paths.streamOverlay(competitionId, n)} {...external}>
            {t('hall.overlay')} <span className="sr-only">{t('hall.ofTatami', { n })} {t('hall.newTab')}</span>
          </a>
        </li>
      ))}
      <li>
        <Link to={paths.paperForms(competitionId)}>{t('hall.paper')}</Link>
      </li>
    </ul>
  );
}
