import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { FormField, fieldAria } from '@/components/FormField';
import { reportFormError } from '@/lib/core/formErrors';
import { currentLanguage } from '@/lib/core/i18n';
import { LANGUAGES, isLanguage, languageName } from '@/lib/core/languages';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { saveProfile } from '../api';
import { profileSchema, type ProfileValues } from '../schema';

/** Name, username and language preference (saved in users.lang: the UI and the mails use it). */
export function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, username: user.username, lang: isLanguage(user.lang) ? user.lang : currentLanguage() },
  });
  // Callbacks on the mutation itself, so they run even if a re-render (new language) remounts the form.
  const save = useMutation({
    mutationFn: (v: ProfileValues) => saveProfile(user, v),
    meta: { silent: true },
    onSuccess: (saved, values) => {
      reset({ name: saved.name, username: saved.username, lang: isLanguage(saved.lang) ? saved.lang : values.lang });
      toast.success(t('common:toasts.saved'), t('details.saved'));
    },
    onError: (e) => reportFormError(e, setError, 'saveFailed', { fields: ['name', 'username', 'lang'] }),
  });
  const onSubmit = handleSubmit((values) => save.mutate(values));

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField id="profile-name" label={t('details.name')} error={errors.name?.message} required>
        <InputText {...fieldAria('profile-name', errors.name?.message)} autoComplete="name" aria-required {...register('name')} />
      </FormField>
      <FormField id="profile-username" label={t('details.username')} error={errors.username?.message} hint={t('details.usernameHint')} required>
        <InputText
          {...fieldAria('profile-username', errors.username?.message, true)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          {...register('username')}
        />
      </FormField>
      <Controller
        control={control}
        name="lang"
        render={({ field }) => (
          <fieldset className="form-field radio-group" aria-describedby="profile-lang-hint">
            <legend className="form-label">{t('details.language')}</legend>
            <div className="radio-options">
              {LANGUAGES.map((lng) => (
                <div key={lng} className="radio-option">
                  <RadioButton
                    inputId={`profile-lang-${lng}`}
                    name={field.name}
                    value={lng}
                    checked={field.value === lng}
                    onChange={(e) => field.onChange(e.value)}
                    inputRef={lng === field.value ? field.ref : undefined}
                  />
                  <label htmlFor={`profile-lang-${lng}`} lang={lng}>
                    {languageName(lng)}
                  </label>
                </div>
              ))}
            </div>
            <div id="profile-lang-hint" className="form-hint">
              {t('details.languageHint')}
            </div>
          </fieldset>
        )}
      />
      <div className="form-actions">
        <Button type="submit" label={t('common:actions.save')} icon="pi pi-save" loading={save.isPending} disabled={!isDirty && !save.isPending} />
      </div>
    </form>
  );
}
