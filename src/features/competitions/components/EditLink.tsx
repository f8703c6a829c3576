// The way to a competition's edit dialog (the reserved competitions list, opened on it) for whoever
// may change it: its organizers and admins (the server's update rule). On the competition's page,
// beside its desk and its clone, so that an organizer finds it from their competition.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompetitionsRecord } from '@/lib/pb-types';
import type { User } from '@/lib/core/types';
import { canEditCompetition } from '@/lib/domain/permissions';
import { paths } from '@/lib/core/paths';

export function EditLink({ user, competition }: { user: User | null; competition: Pick<CompetitionsRecord, 'id' | 'name' | 'organizers'> }) {
  const { t } = useTranslation('competitions');
  if (!canEditCompetition(user, competition)) return null;
  return (
    <Link to={paths.editCompetition(competition.id)} className="p-button p-component p-button-outlined desk-link" aria-label={t('edit.openOf', { competition: competition.name })}>
      <span className="pi pi-pencil" aria-hidden="true" />
      <span>{t('edit.open')}</span>
    </Link>
  );
}
