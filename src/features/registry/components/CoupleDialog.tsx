// Create/edit a couple: tori and uke among the owner's athletes, and the kata. Editing a verified
// couple asks first: the server resets its verification.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { NamedDropdown } from '@/components/NamedDropdown';
import { FormField } from '@/components/FormField';
import { useAthletesOf, useSaveCouple, type Athlete, type Couple, type CoupleInput } from '../api';
import { submitRegistryRecord } from '../confirmVerifiedEdit';
import { useKataChoices } from '@/lib/domain/katas';
import { coupleSchema, type CoupleForm } from '../schema';
import { BeltSwatch } from './Belt';
import { RegistryDialog } from './RegistryDialog';

const FIELDS = ['tori', 'uke', 'kata', 'external'] as const;

export function athleteName(a: Pick<Athlete, 'name' | 'surname'> | undefined): string {
  return a ? `${a.surname} ${a.name}` : '';
}

export function CoupleDialog({ couple, owner, onClose }: { couple: Couple | null; owner: string; onClose: () => void }) {
  const { t } = useTranslation('registry');
  const save = useSaveCouple();
  const athletes = useAthletesOf(couple?.owner ?? owner);
  const options = (athletes.data ?? []).map((a) => ({ value: a.id, label: athleteName(a), belt: a.belt, club: a.club }));
  const kataOptions = useKataChoices(couple?.kata ? [couple.kata] : []);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CoupleForm>({
    resolver: zodResolver(coupleSchema),
    defaultValues: { tori: couple?.tori ?? '', uke: couple?.uke ?? '', kata: (couple?.kata || undefined) as CoupleForm['kata'], external: couple?.external ?? false },
  });

  function onSubmit(v: CoupleForm) {
    const input: CoupleInput = { tori: v.tori, uke: v.uke, kata: v.kata as CoupleInput['kata'], external: v.external, ...(couple ? {} : { owner }) };
    const label = (id: string) => options.find((o) => o.value === id)?.label ?? '';
    return submitRegistryRecord({
      kind: 'couples',
      record: couple,
      isDirty,
      save: () => save.mutateAsync({ id: couple?.id, input }),
      savedMessage: () => t('couples.saved', { tori: label(v.tori), uke: label(v.uke) }),
      setError,
      fields: FIELDS,
      onClose,
    });
  }

  const athleteItem = (o: { value: string; label: string; belt: string; club: string }) => (
    <span className="belt-label">
      <BeltSwatch belt={o.belt} />
      {o.label} <span className="muted">· {o.club}</span>
    </span>
  );

  const picker = (name: 'tori' | 'uke') => (
    <FormField id={`couple-${name}`} label={t(`form.${name}`)} error={errors[name]?.message} required>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NamedDropdown
            inputId={`couple-${name}`}
            label={t(`form.${name}`)}
            value={field.value || null}
            options={options}
            onChange={(e) => field.onChange(e.value ?? '')}
            onBlur={field.onBlur}
            filter={options.length > 8}
            resetFilterOnHide
            itemTemplate={athleteItem}
            placeholder={t('form.athletePlaceholder')}
            emptyMessage={t('form.noAthletes')}
            loading={athletes.isLoading}
            invalid={!!errors[name]}
            aria-describedby={errors[name] ? `couple-${name}-error` : undefined}
          />
        )}
      />
    </FormField>
  );

  return (
    <RegistryDialog kind="couples" header={couple ? t('couples.editTitle') : t('couples.createTitle')} width="36rem" verified={!!couple?.verified} onSubmit={handleSubmit(onSubmit)} isSubmitting={isSubmitting} onClose={onClose}>
      {picker('tori')}
      {picker('uke')}
      <FormField id="couple-kata" label={t('form.kata')} error={errors.kata?.message} required>
        <Controller
          control={control}
          name="kata"
          render={({ field }) => (
            <NamedDropdown
              inputId="couple-kata"
              label={t('form.kata')}
              value={field.value ?? null}
              options={kataOptions}
              onChange={(e) => field.onChange(e.value)}
              onBlur={field.onBlur}
              placeholder={t('form.kataPlaceholder')}
              invalid={!!errors.kata}
              aria-describedby={errors.kata ? 'couple-kata-error' : undefined}
            />
          )}
        />
      </FormField>
      <div className="registry-check">
        <Controller
          control={control}
          name="external"
          render={({ field }) => <Checkbox inputId="couple-external" checked={field.value} onChange={(e) => field.onChange(!!e.checked)} aria-describedby="couple-external-hint" />}
        />
        <label htmlFor="couple-external">{t('form.externalCouple')}</label>
        <small id="couple-external-hint" className="form-hint">
          {t('external.hint')}
        </small>
      </div>
    </RegistryDialog>
  );
}
