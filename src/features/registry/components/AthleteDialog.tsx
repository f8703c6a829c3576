// Create/edit an athlete. Editing a verified athlete asks first: the server resets its verification
// and that of every couple it is part of.
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { DateField } from '@/components/DateField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { toDate } from '@/lib/core/format';
import { useClubNames } from '@/lib/domain/clubs';
import { useSaveAthlete, type Athlete, type AthleteInput } from '../api';
import { submitRegistryRecord } from '../confirmVerifiedEdit';
import { BELTS, countries } from '../model';
import { athleteSchema, type AthleteForm, type AthleteValues } from '../schema';
import { BeltSwatch } from './Belt';
import { RegistryDialog } from './RegistryDialog';

const FIELDS = ['name', 'surname', 'birthday', 'country', 'region', 'belt', 'club', 'email', 'telephone', 'external'] as const;

function defaults(a: Athlete | null): AthleteForm {
  return {
    name: a?.name ?? '',
    surname: a?.surname ?? '',
    birthday: toDate(a?.birthday) as Date,
    country: a?.country ?? 'IT',
    region: a?.region ?? '',
    belt: (a?.belt || undefined) as AthleteForm['belt'],
    club: a?.club ?? '',
    email: a?.email ?? '',
    telephone: a?.telephone ?? '',
    external: a?.external ?? false,
  };
}

/** The birthday as a PocketBase date at midnight UTC of the day picked (no time-zone drift). */
function toPbDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} 00:00:00.000Z`;
}

export function AthleteDialog({ athlete, owner, onClose }: { athlete: Athlete | null; owner: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('registry');
  const save = useSaveAthlete();
  const countryOptions = useMemo(() => countries(i18n.language), [i18n.language]);
  const beltOptions = BELTS.map((b) => ({ value: b.value, label: t(`common:belts.${b.value}`) }));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AthleteForm, unknown, AthleteValues>({ resolver: zodResolver(athleteSchema), defaultValues: defaults(athlete) });
  // The registered club of the code typed, named under the field (the format hint otherwise).
  const clubs = useClubNames();
  const clubCode = (useWatch({ control, name: 'club' }) ?? '').trim().toUpperCase();
  const clubName = clubs.names.get(clubCode);

  function onSubmit(v: AthleteValues) {
    // A new athlete belongs to whoever creates it (the API rule requires it to be the caller).
    const input: AthleteInput = { ...v, birthday: toPbDay(v.birthday), belt: v.belt as AthleteInput['belt'], ...(athlete ? {} : { owner }) };
    return submitRegistryRecord({
      kind: 'athletes',
      record: athlete,
      isDirty,
      save: () => save.mutateAsync({ id: athlete?.id, input }),
      savedMessage: (saved) => t('athletes.saved', { name: `${saved.name} ${saved.surname}` }),
      setError,
      fields: FIELDS,
      onClose,
    });
  }

  const text = (name: 'name' | 'surname' | 'region' | 'email' | 'telephone', opts: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {}) => (
    <FormField id={`athlete-${name}`} label={t(`form.${name}`)} error={errors[name]?.message} required={opts.required} hint={opts.hint}>
      <InputText {...fieldAria(`athlete-${name}`, errors[name]?.message, !!opts.hint)} invalid={!!errors[name]} type={opts.type ?? 'text'} autoComplete={opts.autoComplete ?? 'off'} {...register(name)} />
    </FormField>
  );

  return (
    <RegistryDialog kind="athletes" header={athlete ? t('athletes.editTitle', { name: `${athlete.name} ${athlete.surname}` }) : t('athletes.createTitle')} width="44rem" verified={!!athlete?.verified} onSubmit={handleSubmit(onSubmit)} isSubmitting={isSubmitting} onClose={onClose}>
      <div className="form-grid">
        {text('name', { required: true })}
        {text('surname', { required: true })}
        <FormField id="athlete-birthday" label={t('form.birthday')} error={errors.birthday?.message} required>
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => (
              <DateField
                inputId="athlete-birthday"
                value={field.value}
                onChange={(d) => field.onChange(d ?? undefined)}
                onBlur={field.onBlur}
                maxDate={new Date()}
                viewDate={field.value ?? new Date(2005, 0, 1)}
                yearRange="1920:2030"
                invalid={!!errors.birthday}
                aria-describedby={errors.birthday ? 'athlete-birthday-error' : undefined}
              />
            )}
          />
        </FormField>
        <FormField id="athlete-belt" label={t('form.belt')} error={errors.belt?.message} required>
          <Controller
            control={control}
            name="belt"
            render={({ field }) => (
              <NamedDropdown
                inputId="athlete-belt"
                label={t('form.belt')}
                value={field.value ?? null}
                options={beltOptions}
                onChange={(e) => field.onChange(e.value)}
                onBlur={field.onBlur}
                placeholder={t('form.beltPlaceholder')}
                itemTemplate={(o: { value: string; label: string }) => (
                  <span className="belt-label">
                    <BeltSwatch belt={o.value} />
                    {o.label}
                  </span>
                )}
                valueTemplate={(o: { value: string; label: string } | null, props) =>
                  o ? (
                    <span className="belt-label">
                      <BeltSwatch belt={o.value} />
                      {o.label}
                    </span>
                  ) : (
                    <span>{props.placeholder}</span>
                  )
                }
                invalid={!!errors.belt}
                aria-describedby={errors.belt ? 'athlete-belt-error' : undefined}
              />
            )}
          />
        </FormField>
        <FormField id="athlete-country" label={t('form.country')} error={errors.country?.message} required>
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <NamedDropdown
                inputId="athlete-country"
                label={t('form.country')}
                value={field.value}
                options={countryOptions}
                optionLabel="name"
                optionValue="code"
                filter
                filterInputAutoFocus
                resetFilterOnHide
                onChange={(e) => field.onChange(e.value)}
                onBlur={field.onBlur}
                invalid={!!errors.country}
                aria-describedby={errors.country ? 'athlete-country-error' : undefined}
              />
            )}
          />
        </FormField>
        {text('region')}
        <FormField id="athlete-club" label={t('form.club')} error={errors.club?.message} required hint={clubName ? t('form.clubName', { name: clubName }) : t('form.clubHint')}>
          <InputText {...fieldAria('athlete-club', errors.club?.message, true)} invalid={!!errors.club} autoComplete="off" autoCapitalize="characters" maxLength={8} className="registry-club-input" {...register('club')} />
        </FormField>
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('telephone', { type: 'tel', autoComplete: 'tel' })}
      </div>
      <div className="registry-check">
        <Controller
          control={control}
          name="external"
          render={({ field }) => <Checkbox inputId="athlete-external" checked={field.value} onChange={(e) => field.onChange(!!e.checked)} aria-describedby="athlete-external-hint" />}
        />
        <label htmlFor="athlete-external">{t('form.external')}</label>
        <small id="athlete-external-hint" className="form-hint">
          {t('external.hint')}
        </small>
      </div>
    </RegistryDialog>
  );
}
