import { useTranslation } from 'react-i18next';
import type { Document } from '../api';

/** Who can read the document: everyone, signed-in users, or the competition's staff. */
export function AccessBadge({ doc }: { doc: Pick<Document, 'public' | 'visibility'> }) {
  const { t } = useTranslation('documents');
  const kind = doc.public ? 'public' : doc.visibility === 'registered' ? 'registered' : 'staff';
  const icon = kind === 'public' ? 'pi pi-globe' : kind === 'registered' ? 'pi pi-users' : 'pi pi-lock';
  return (
    <span className={`access-badge access-${kind}`}>
      <span className={icon} aria-hidden="true" />
      {t(`access.${kind}`)}
    </span>
  );
}
