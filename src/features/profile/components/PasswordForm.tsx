import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { FormField, fieldAria } from '@/components/FormField';
import { PasswordHint } from '@/components/PasswordHint';
import { PasswordInput } from '@/components/PasswordInput';
import { reportFormError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { changePassword } from '../api';
import { passwordSchema, type PasswordValues } from '../schema';

/** Change of password with the old one (PocketBase requires oldPassword for a user's own change). */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: { oldPassword: '', password: '', passwordConfirm: '' } });
  const change = useMutation({
    mutationFn: (v: PasswordValues) => changePassword(user, v),
    meta: { silent: true },
    onSuccess: () => {
      reset();
      toast.success(t('common:toasts.saved'), t('password.changed'));
    },
    onError: (e) => reportFormError(e, setError, 'saveFailed', { fields: ['oldPassword', 'password', 'passwordConfirm'] }),
  });
  const onSubmit = handleSubmit((values) => change.mutate(values));
  const password = watch('password');

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={user.email || user.username} readOnly hidden />
      <FormField id="profile-oldPassword" label={t('password.old')} error={errors.oldPassword?.message} required>
        <PasswordInput {...fieldAria('profile-oldPassword', errors.oldPassword?.message)} autoComplete="current-password" aria-required {...register('oldPassword')} />
      </FormField>
      <FormField id="profile-password" label={t('password.new')} error={errors.password?.message} hint={<PasswordHint password={password} />} required>
        <PasswordInput {...fieldAria('profile-password', errors.password?.message, true)} autoComplete="new-password" aria-required {...register('password')} />
      </FormField>
      <FormField id="profile-passwordConfirm" label={t('password.confirm')} error={errors.passwordConfirm?.message} required>
        <PasswordInput {...fieldAria('profile-passwordConfirm', errors.passwordConfirm?.message)} autoComplete="new-password" aria-required {...register('passwordConfirm')} />
      </FormField>
      <div className="form-actions">
        <Button type="submit" label={t('password.submit')} icon="pi pi-lock" loading={change.isPending} />
      </div>
    </form>
  );
}
