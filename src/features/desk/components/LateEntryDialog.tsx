// "Late entry" at the desk: a couple that is not on the list (its athletes not on the portal, or their
// couple in somebody else's registry) entered by the competition's staff. The athletes and the couple
// go into the staff member's registry, unverified until the provider's staff verify them, and the
// couple is enrolled in this competition (POST /api/custom/import/enrolments with `late`: one row; the
// server checks it as the registry and an enrolment would, and audits it as a late entry).
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { DateField } from '@/components/DateField';
import { FormField, fieldAria } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { asHttpError, showError } from '@/lib/core/errors';
import { localizeFieldError, type FieldError } from '@/lib/core/fieldErrors';
import { AthletesBeltValues } from '@/lib/pb-types';
import { useKataChoices } from '@/lib/domain/katas';
import { pb } from '@/lib/core/pocketbase';
import { toast } from '@/lib/core/toast';
import { lateEntryRow, rowErrors } from '../entries';
import { lateEntrySchema, type LateEntryForm, type LateEntryValues } from '../schema';

const EMPTY_ATHLETE = { name: '', surname: '', birthday: undefined as unknown as Date, country: 'IT', belt: undefined as unknown as LateEntryForm['tori']['belt'], club: '' };

export function LateEntryDialog({ competitionId, onClose, onEntered }: { competitionId: string; onClose: () => void; onEntered: () => void | Promise<void> }) {
  const { t } = useTranslation('desk');
  const form = useForm<LateEntryForm, unknown, LateEntryValues>({
    resolver: zodResolver(lateEntrySchema),
    defaultValues: { kata: undefined as unknown as LateEntryForm['kata'], tori: { ...EMPTY_ATHLETE }, uke: { ...EMPTY_ATHLETE } },
  });
  const { errors, isDirty } = form.formState;
  const enter = useMutation({
    mutationFn: (values: LateEntryValues) =>
      pb.send('/api/custom/import/enrolments', { method: 'POST', body: { competition: competitionId, late: true, rows: [lateEntryRow(values)] } }),
    meta: { silent: true },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await enter.mutateAsync(values);
      await onEntered();
      toast.success(t('common:toasts.saved'), t('late.done', { tori: `${values.tori.name} ${values.tori.surname}`, uke: `${values.uke.name} ${values.uke.surname}` }));
      onClose();
    } catch (error) {
      const http = asHttpError(error);
      const problems = http?.status === 400 ? ((http.data as { problems?: Array<{ row: number; errors: Record<string, FieldError> }> }).problems ?? null) : null;
      const { fields, other } = rowErrors(problems);
      const named = Object.entries(fields).filter((entry): entry is [string, FieldError] => !!entry[1]);
      named.forEach(([field, err], i) => form.setError(field as FieldPath<LateEntryForm>, { message: localizeFieldError(err) }, { shouldFocus: i === 0 }));
      if (!named.length || other.length) showError(error, 'saveFailed');
    }
  });

  const kataOptions = useKataChoices();
  const beltOptions = AthletesBeltValues.map((b) => ({ value: b, label: t(`common:belts.${b}`) }));

  const athlete = (role: 'tori' | 'uke') => {
    const id = (f: string) => `late-${role}-${f}`;
    const err = (f: keyof LateEntryForm['tori']) => errors[role]?.[f]?.message;
    const text = (f: 'name' | 'surname' | 'club', extra: Record<string, unknown> = {}) => (
      <FormField id={id(f)} label={t(`late.${f}`)} error={err(f)} required hint={f === 'club' ? t('late.clubHint') : undefined}>
        <InputText {...fieldAria(id(f), err(f), f === 'club')} invalid={!!err(f)} autoComplete="off" {...extra} {...form.register(`${role}.${f}`)} />
      </FormField>
    );
    return (
      <fieldset className="late-entry-athlete">
        <legend>{t(`export.columns.${role}`)}</legend>
        <div className="late-entry-grid">
          {text('name')}
          {text('surname')}
          <FormField id={id('birthday')} label={t('late.birthday')} error={err('birthday')} required>
            <Controller
              control={form.control}
              name={`${role}.birthday`}
              render={({ field }) => (
                <DateField inputId={id('birthday')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxDate={new Date()} viewDate={new Date(2000, 0, 1)} yearRange={`1920:${new Date().getFullYear()}`} invalid={!!err('birthday')} aria-describedby={err('birthday') ? `${id('birthday')}-error` : undefined} />
              )}
            />
          </FormField>
          <FormField id={id('belt')} label={t('late.belt')} error={err('belt')} required>
            <Controller
              control={form.control}
              name={`${role}.belt`}
              render={({ field }) => (
                <NamedDropdown inputId={id('belt')} label={t('late.belt')} value={field.value} options={beltOptions} optionLabel="label" optionValue="value" onChange={(e) => field.onChange(e.value)} onBlur={field.onBlur} invalid={!!err('belt')} aria-describedby={err('belt') ? `${id('belt')}-error` : undefined} />
              )}
            />
          </FormField>
          <FormField id={id('country')} label={t('late.country')} error={err('country')} required hint={t('late.countryHint')}>
            <InputText {...fieldAria(id('country'), err('country'), true)} invalid={!!err('country')} autoComplete="off" autoCapitalize="characters" maxLength={2} {...form.register(`${role}.country`)} />
          </FormField>
          {text('club', { autoCapitalize: 'characters', maxLength: 8 })}
        </div>
      </fieldset>
    );
  };

  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="submit" form="late-entry-form" icon="pi pi-user-plus" label={t('late.submit')} loading={enter.isPending} />
    </div>
  );
  return (
    <Dialog visible header={t('late.title')} footer={footer} onHide={() => !enter.isPending && onClose()} breakpoints={{ '960px': '96vw', '640px': '100vw' }} style={{ width: '52rem' }} draggable={false} blockScroll closeOnEscape={false}>
      <UnsavedChangesPrompt when={isDirty && !enter.isSuccess} />
      <form id="late-entry-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="muted">{t('late.explain')}</p>
        <FormField id="late-kata" label={t('export.columns.kata')} error={errors.kata?.message} required>
          <Controller
            control={form.control}
            name="kata"
            render={({ field }) => (
              <NamedDropdown inputId="late-kata" label={t('export.columns.kata')} value={field.value} options={kataOptions} optionLabel="label" optionValue="value" onChange={(e) => field.onChange(e.value)} onBlur={field.onBlur} invalid={!!errors.kata} aria-describedby={errors.kata ? 'late-kata-error' : undefined} />
            )}
          />
        </FormField>
        {athlete('tori')}
        {athlete('uke')}
      </form>
    </Dialog>
  );
}
