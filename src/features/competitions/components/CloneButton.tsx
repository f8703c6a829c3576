// "Clone" on the competition's page, for whoever organizes it (and admins): a draft copy of its
// settings and circuits under a new name (POST /api/custom/competitions/{id}/clone; the server decides
// who may, copies in one transaction and audits it). The clone's page opens once it exists.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeButton } from '@/components/ThemeButton';
import { loadPrimeTheme } from '@/lib/core/loadPrimeTheme';
import { isAdmin, organizes } from '@/lib/domain/permissions';
import type { User } from '@/lib/core/types';
import type { Source } from './CloneDialog';

// The dialog and its form (zod, the mutation, PrimeReact and its theme) come with the first click: the
// public page does not carry them.
const CloneDialog = lazy(() => Promise.all([import('./CloneDialog'), loadPrimeTheme()]).then(([m]) => m));

export function CloneButton({ user, competition }: { user: User | null; competition: Source }) {
  const { t } = useTranslation('competitions');
  const [open, setOpen] = useState(false);
  if (!organizes(user, competition)) return null;
  return (
    <>
      <ThemeButton type="button" icon="pi pi-clone" className="p-button-outlined" label={t('clone.action')} aria-label={t('clone.actionOf', { competition: competition.name })} onClick={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <CloneDialog competition={competition} admin={isAdmin(user)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
