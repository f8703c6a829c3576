import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { AppLink } from '@/components/AppLink';
import { FormField, fieldAria } from '@/components/FormField';
import { Outcome } from '@/components/Outcome';
import { asHttpError } from '@/lib/core/errors';
import { reportFormError } from '@/lib/core/formErrors';
import { requestPasswordReset } from '../api';
import { AuthCard } from '@/components/AuthCard';
import '../auth.css';
import { paths } from '@/lib/core/paths';
import { requestResetSchema, type RequestResetValues } from '../schema';

/** Asks for a reset link. The answer is the same whether the account exists or not (no account probing). */
export default function RequestPasswordResetPage() {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestResetValues>({ resolver: zodResolver(requestResetSchema), defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: (v: RequestResetValues) => requestPasswordReset(v.email), meta: { silent: true } });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onError: (e) => {
        // The server refuses only a malformed address: the catalogue's text, next to the field.
        if (asHttpError(e)?.status === 400) setError('email', { type: 'server', message: t('messages.resetRequestFailed') }, { shouldFocus: true });
        else reportFormError(e, setError, 'error');
      },
    }),
  );

  return (
    <AuthCard title={t('common:titles.requestPasswordReset')} intro={request.isSuccess ? undefined : t('requestReset.intro')}>
      {request.isSuccess ? (
        <Outcome severity="success">
          <p>{t('messages.resetRequested')}</p>
        </Outcome>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <FormField id="email" label={t('fields.email')} error={errors.email?.message} required>
            <InputText {...fieldAria('email', errors.email?.message)} type="email" autoComplete="email" aria-required {...register('email')} />
          </FormField>
          <div className="form-actions">
            <Button type="submit" label={t('requestReset.submit')} icon="pi pi-send" loading={request.isPending} />
          </div>
        </form>
      )}
      <p className="auth-links">
        <span>
          <Trans t={t} i18nKey="requestReset.backToLogin" components={{ lnk: <AppLink to={paths.login()} /> }} />
        </span>
      </p>
    </AuthCard>
  );
}
