// The way to a competition's desk (/reserved/enrolments/{id}) for its organizers and admins, the only
// users the desk serves: on the reserved competitions list and on the competition's page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompetitionsRecord } from '@/lib/pb-types';
import type { User } from '@/lib/core/types';
import { canManageDesk } from '@/lib/domain/permissions';
import { paths } from '@/lib/core/paths';

export function DeskLink({ user, competition, small }: { user: User | null; competition: Pick<CompetitionsRecord, 'id' | 'name' | 'organizers'>; small?: boolean }) {
  const { t } = useTranslation('competitions');
  if (!canManageDesk(user, competition)) return null;
  return (
    <Link
      to={paths.desk(competition.id)}
      className={`p-button p-component p-button-outlined desk-link ${small ? 'p-button-sm' : ''}`}
      aria-label={t('desk.openOf', { competition: competition.name })}
    >
      <span className="pi pi-check-square" aria-hidden="true" />
      <span>{t('desk.open')}</span>
    </Link>
  );
}
