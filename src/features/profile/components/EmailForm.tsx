import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { I18nHtml } from '@/components/I18nHtml';
import { Outcome } from '@/components/Outcome';
import { PasswordInput } from '@/components/PasswordInput';
import { reportFormError } from '@/lib/core/formErrors';
import type { User } from '@/lib/core/types';
import { requestEmailChange, WrongPasswordError } from '../api';
import { emailSchema, type EmailValues } from '../schema';

/** Change of email address, confirmed with the current password; the link goes to the new address. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => emailSchema(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailValues>({ resolver: zodResolver(schema), defaultValues: { newEmail: '', password: '' } });
  const change = useMutation({
    mutationFn: (v: EmailValues) => requestEmailChange(user, v),
    meta: { silent: true },
    onSuccess: () => reset({ newEmail: '', password: '' }),
    onError: (e) => {
      if (e instanceof WrongPasswordError) {
        setError('password', { type: 'server', message: t('common:errors.validation_invalid_password') }, { shouldFocus: true });
        return;
      }
      reportFormError(e, setError, 'saveFailed', { fields: ['newEmail', 'password'] });
    },
  });
  const onSubmit = handleSubmit((values) => change.mutate(values));

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <I18nHtml ns="profile" i18nKey="email.current" values={{ email: user.email }} as="p" className="form-hint" />
      {change.isSuccess && change.variables ? (
        <Outcome severity="success">
          <I18nHtml ns="profile" i18nKey="email.sent" values={{ email: change.variables.newEmail.trim() }} as="p" />
        </Outcome>
      ) : null}
      <FormField id="profile-newEmail" label={t('email.newEmail')} error={errors.newEmail?.message} required>
        <InputText {...fieldAria('profile-newEmail', errors.newEmail?.message)} type="email" autoComplete="email" aria-required {...register('newEmail')} />
      </FormField>
      <FormField id="profile-emailPassword" label={t('email.password')} error={errors.password?.message} hint={t('email.passwordHint')} required>
        <PasswordInput {...fieldAria('profile-emailPassword', errors.password?.message, true)} autoComplete="current-password" aria-required {...register('password')} />
      </FormField>
      <div className="form-actions">
        <Button type="submit" label={t('email.submit')} icon="pi pi-send" loading={change.isPending} />
      </div>
    </form>
  );
}
