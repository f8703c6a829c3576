import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Outcome } from '@/components/Outcome';
import { reportFormError } from '@/lib/core/formErrors';
import { logout } from '@/lib/core/session';
import type { User } from '@/lib/core/types';
import { acceptPrivacyPolicy } from '../api';
import { privacyAcceptSchema, type PrivacyAcceptValues } from '../schema';
import { PrivacyCheckbox } from './PrivacyCheckbox';

/**
 * Shown on the policy page to a signed-in user who has not accepted it yet (for example an account
 * created by an admin): the guard sends them here and they continue to `next` once they accept.
 */
export function PrivacyGate({ user, next }: { user: User; next: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<PrivacyAcceptValues>({
    resolver: zodResolver(privacyAcceptSchema),
    defaultValues: { privacyAccepted: false },
  });
  // Callbacks on the mutation itself: saving the acceptance updates the session, which unmounts this gate.
  const accept = useMutation({
    mutationFn: () => acceptPrivacyPolicy(user.id),
    meta: { silent: true },
    onSuccess: () => void navigate(next, { replace: true }),
    onError: (e) => reportFormError(e, setError, 'saveFailed'),
  });
  const onSubmit = handleSubmit(() => accept.mutate());
  return (
    <section className="privacy-gate" aria-labelledby="privacy-gate-title">
      <h2 id="privacy-gate-title">{t('privacy.gate.title')}</h2>
      <Outcome severity="warn">
        <p>{t('messages.privacyNeeded')}</p>
      </Outcome>
      <form className="form" noValidate onSubmit={onSubmit}>
        <PrivacyCheckbox control={control} name="privacyAccepted" inPage />
        <div className="form-actions">
          <Button type="submit" label={t('privacy.gate.submit')} icon="pi pi-check" loading={accept.isPending} />
          <Button type="button" label={t('privacy.gate.logout')} icon="pi pi-sign-out" outlined onClick={() => void logout()} />
        </div>
      </form>
    </section>
  );
}
