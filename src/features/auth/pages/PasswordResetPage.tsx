import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { FormField, fieldAria } from '@/components/FormField';
import { I18nHtml } from '@/components/I18nHtml';
import { Outcome } from '@/components/Outcome';
import { PasswordHint } from '@/components/PasswordHint';
import { PasswordInput } from '@/components/PasswordInput';
import { asHttpError, isAutoCancelled } from '@/lib/core/errors';
import { reportFormError } from '@/lib/core/formErrors';
import { confirmPasswordReset } from '../api';
import { AuthCard } from '@/components/AuthCard';
import '../auth.css';
import { passwordResetSchema, type PasswordResetValues } from '../schema';

/** The link of the reset mail: two equal new passwords, then the catalogue's outcome text. */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, submitCount },
  } = useForm<PasswordResetValues>({ resolver: zodResolver(passwordResetSchema), defaultValues: { password: '', passwordConfirm: '' } });
  const reset = useMutation({
    mutationFn: (v: PasswordResetValues) => confirmPasswordReset(token, v.password, v.passwordConfirm),
    meta: { silent: true },
  });
  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onError: (e) => {
        // 400 (wrong, used or expired link; passwords refused) is the outcome text below; the rest is a toast.
        if (!isAutoCancelled(e) && asHttpError(e)?.status !== 400) reportFormError(e, setError, 'saveFailed');
      },
    }),
  );
  const password = watch('password');
  // The mismatch found before sending is also "password not reset".
  const mismatch = submitCount > 0 && errors.passwordConfirm?.type === 'custom';
  const failed = (reset.isError && asHttpError(reset.error)?.status === 400) || mismatch;

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('common:titles.passwordReset')}>
        <Outcome severity="success">
          <I18nHtml ns="auth" i18nKey="messages.passwordResetDone" as="p" />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('common:titles.passwordReset')} intro={t('passwordReset.intro')}>
      {failed ? (
        <Outcome severity="error">
          <p>{t('messages.passwordNotReset')}</p>
        </Outcome>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="password" label={t('fields.newPassword')} error={errors.password?.message} hint={<PasswordHint password={password} />} required>
          <PasswordInput {...fieldAria('password', errors.password?.message, true)} autoComplete="new-password" aria-required {...register('password')} />
        </FormField>
        <FormField id="passwordConfirm" label={t('fields.passwordConfirm')} error={errors.passwordConfirm?.message} required>
          <PasswordInput {...fieldAria('passwordConfirm', errors.passwordConfirm?.message)} autoComplete="new-password" aria-required {...register('passwordConfirm')} />
        </FormField>
        <div className="form-actions">
          <Button type="submit" label={t('passwordReset.submit')} icon="pi pi-check" loading={reset.isPending} />
        </div>
      </form>
    </AuthCard>
  );
}
