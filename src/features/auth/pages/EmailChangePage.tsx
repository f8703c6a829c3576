import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { FormField, fieldAria } from '@/components/FormField';
import { I18nHtml } from '@/components/I18nHtml';
import { Outcome } from '@/components/Outcome';
import { PasswordInput } from '@/components/PasswordInput';
import { asHttpError, isAutoCancelled } from '@/lib/core/errors';
import { reportFormError } from '@/lib/core/formErrors';
import { confirmEmailChange, emailChangeTarget } from '../api';
import { AuthCard } from '@/components/AuthCard';
import '../auth.css';
import { emailChangeConfirmSchema, type EmailChangeConfirmValues } from '../schema';

/** The link of the email-change mail: PocketBase confirms it only with the account's password. */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const newEmail = emailChangeTarget(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeConfirmValues>({ resolver: zodResolver(emailChangeConfirmSchema), defaultValues: { password: '' } });
  const confirm = useMutation({ mutationFn: (v: EmailChangeConfirmValues) => confirmEmailChange(token, v.password), meta: { silent: true } });
  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onError: (e) => {
        if (!isAutoCancelled(e) && asHttpError(e)?.status !== 400) reportFormError(e, setError, 'saveFailed');
      },
    }),
  );

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('common:titles.emailChange')}>
        <Outcome severity="success">
          <I18nHtml ns="auth" i18nKey="messages.emailChanged" as="p" />
        </Outcome>
      </AuthCard>
    );
  }

  const failed = confirm.isError && asHttpError(confirm.error)?.status === 400;
  return (
    <AuthCard title={t('common:titles.emailChange')}>
      {failed ? (
        <Outcome severity="error">
          <p>{t('messages.emailNotChanged')}</p>
        </Outcome>
      ) : null}
      {newEmail ? (
        <I18nHtml ns="auth" i18nKey="emailChange.confirmFor" values={{ email: newEmail }} as="p" className="auth-note" />
      ) : (
        <p className="auth-note">{t('emailChange.confirmGeneric')}</p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="password" label={t('fields.password')} error={errors.password?.message} required>
          <PasswordInput {...fieldAria('password', errors.password?.message)} autoComplete="current-password" aria-required {...register('password')} />
        </FormField>
        <div className="form-actions">
          <Button type="submit" label={t('emailChange.submit')} icon="pi pi-check" loading={confirm.isPending} />
        </div>
      </form>
    </AuthCard>
  );
}
