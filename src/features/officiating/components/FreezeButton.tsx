import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { toast } from '@/lib/core/toast';
import { useFreeze } from '@/features/results/api';

/** Freezes (or unfreezes) the public leaderboard: the public stops seeing new results until unfrozen. */
export function FreezeButton({ competitionId, frozen }: { competitionId: string; frozen: boolean }) {
  const { t } = useTranslation('results');
  const freeze = useFreeze(competitionId);
  return (
    <Button
      type="button"
      size="small"
      severity={frozen ? 'success' : 'warning'}
      outlined={!frozen}
      icon={frozen ? 'pi pi-lock-open' : 'pi pi-lock'}
      label={frozen ? t('officials.unfreeze') : t('officials.freeze')}
      loading={freeze.isPending}
      onClick={() => freeze.mutate(!frozen, { onSuccess: () => toast.success(t('common:toasts.saved'), frozen ? t('officials.unfrozen') : t('officials.frozen')) })}
    />
  );
}
