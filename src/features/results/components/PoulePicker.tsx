// The poules of a tab as links (/competitions/{id}/{tab}/{poule}): "all" and one link per poule, grouped by
// category. Deep-linkable and usable with one thumb on a phone.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/core/paths';
import type { SnapshotPoule } from '@/lib/board/snapshot';
import { pouleLabel } from './labels';

export function PoulePicker({
  competitionId,
  tab = 'draws',
  poules,
  current,
  to,
  all = true,
}: {
  competitionId: string;
  tab?: 'draws' | 'results';
  poules: SnapshotPoule[];
  current?: string;
  /** Another page's link per poule (the paper forms'); the tab's by default. */
  to?: (pouleId: string) => string;
  /** Offers "all" (the tab itself). */
  all?: boolean;
}) {
  const { t } = useTranslation('results');
  if (poules.length < 2) return null;
  return (
    <nav aria-label={t('poule.pickerLabel')} className="poule-picker">
      <ul>
        {all ? (
          <li>
            <NavLink to={paths.competitionTab(competitionId, tab)} end className={!current ? 'active' : undefined} aria-current={!current ? 'page' : undefined}>
              {t('poule.all')}
            </NavLink>
          </li>
        ) : null}
        {poules.map((p) => (
          <li key={p.id}>
            <NavLink to={to ? to(p.id) : paths.competitionPoule(competitionId, tab, p.id)} className={current === p.id ? 'active' : undefined} aria-current={current === p.id ? 'page' : undefined}>
              {pouleLabel(t, p)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
