import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { AppLink } from '@/components/AppLink';
import { FormField, fieldAria } from '@/components/FormField';
import { PasswordHint } from '@/components/PasswordHint';
import { PasswordInput } from '@/components/PasswordInput';
import { reportFormError } from '@/lib/core/formErrors';
import { useRegister } from '../api';
import { AuthCard } from '@/components/AuthCard';
import '../auth.css';
import { PrivacyCheckbox } from '../components/PrivacyCheckbox';
import { paths } from '@/lib/core/paths';
import { registerSchema, type RegisterValues } from '../schema';

const FIELDS = ['name', 'username', 'email', 'password', 'passwordConfirm', 'privacyAccepted'] as const;

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', password: '', passwordConfirm: '', privacyAccepted: false },
  });
  const password = watch('password');

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: ({ mailSent }) => void navigate(paths.verificationNeeded({ notSent: !mailSent }), { replace: true }),
      onError: (e) => reportFormError(e, setError, 'registrationFailed', { fields: FIELDS }),
    }),
  );

  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  return (
    <AuthCard title={t('common:titles.register')} intro={t('register.intro')}>
      <p className="auth-note">{t('register.allRequired')}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormField id="name" label={t('fields.name')} error={err('name')} required>
          <InputText {...fieldAria('name', err('name'))} autoComplete="name" aria-required {...register('name')} />
        </FormField>
        <FormField id="username" label={t('fields.username')} error={err('username')} hint={t('fields.usernameHint')} required>
          <InputText
            {...fieldAria('username', err('username'), true)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required
            {...register('username')}
          />
        </FormField>
        <FormField id="email" label={t('fields.email')} error={err('email')} required>
          <InputText {...fieldAria('email', err('email'))} type="email" autoComplete="email" aria-required {...register('email')} />
        </FormField>
        <FormField id="password" label={t('fields.password')} error={err('password')} hint={<PasswordHint password={password} />} required>
          <PasswordInput {...fieldAria('password', err('password'), true)} autoComplete="new-password" aria-required {...register('password')} />
        </FormField>
        <FormField id="passwordConfirm" label={t('fields.passwordConfirm')} error={err('passwordConfirm')} required>
          <PasswordInput {...fieldAria('passwordConfirm', err('passwordConfirm'))} autoComplete="new-password" aria-required {...register('passwordConfirm')} />
        </FormField>
        <PrivacyCheckbox control={control} name="privacyAccepted" />
        <div className="form-actions">
          <Button type="submit" label={t('register.submit')} icon="pi pi-user-plus" loading={registration.isPending} />
        </div>
      </form>
      <p className="auth-links">
        <span>
          <Trans t={t} i18nKey="register.haveAccount" components={{ lnk: <AppLink to={paths.login()} /> }} />
        </span>
      </p>
    </AuthCard>
  );
}
