import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { DateField } from '@/components/DateField';
import { FormField, fieldAria } from '@/components/FormField';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { reportFormError } from '@/lib/core/formErrors';
import { toDate } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { canManageCompetitions } from '@/lib/domain/permissions';
import { logoUrl, useCreateCompetition, usePeople, useUpdateCompetition, type Competition, type CompetitionInput, type Person } from '../api';
import { dayBefore } from '../model';
import { sanitizeRichText } from '@/lib/core/richText';
import { competitionSchema, type CompetitionForm as FormValues } from '../schema';
import { LogoField } from './LogoField';
import { RichTextEditor } from './RichTextEditor';
import { ScoringFields } from './ScoringFields';
import { InquiryFields } from './InquiryFields';
import { organizerNames } from '@/lib/domain/organizers';

export interface CompetitionFormProps {
  competition: Competition | null;
  user: User;
  readOnly: boolean;
  onCancel: () => void;
  onSaved: (competition: Competition, created: boolean) => void;
}

const FORM_FIELDS = ['name', 'date', 'endDate', 'location', 'organizers', 'commissioners', 'accreditationOpensAt', 'exportId', 'details', 'rules', 'scoring', 'flow', 'autoStart', 'inquiryMinutes', 'inquiryFee'] as const;

function defaults(c: Competition | null): FormValues {
  return {
    name: c?.name ?? '',
    date: toDate(c?.date) as Date,
    endDate: toDate(c?.endDate),
    location: c?.location ?? '',
    organizers: c?.organizers ?? [],
    commissioners: c?.commissioners ?? [],
    accreditationOpensAt: toDate(c?.accreditationOpensAt),
    exportId: c?.exportId ?? '',
    details: c?.details ?? '',
    rules: c?.rules ?? '',
    // New competitions start with the Grand Prix rules (the server's default too).
    scoring: c?.scoring === 'ijf' ? 'ijf' : 'grand-prix',
    flow: c?.flow ?? false,
    // New competitions start by themselves at their start time unless the organizers say otherwise.
    autoStart: c ? !!c.autoStart : true,
    // No inquiries unless the organizers open a window.
    inquiryMinutes: c?.inquiryMinutes ?? 0,
    inquiryFee: !!c?.inquiryFee,
  };
}

/** PocketBase date string ("2026-03-01 09:00:00.000Z"), "" for none. */
function toPb(d: Date | null): string {
  return d ? d.toISOString().replace('T', ' ') : '';
}


export function CompetitionForm({ competition, user, readOnly, onCancel, onSaved }: CompetitionFormProps) {
  const { t } = useTranslation('competitions');
  const namesOfficials = canManageCompetitions(user);
  const organizers = usePeople('organizer', namesOfficials);
  const commissioners = usePeople('commissioner', namesOfficials);
  const create = useCreateCompetition();
  const update = useUpdateCompetition();
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const [logoServerError, setLogoServerError] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(competitionSchema), defaultValues: defaults(competition) });

  async function onSubmit(values: FormValues) {
    const input: CompetitionInput = {
      name: values.name.trim(),
      date: toPb(values.date),
      endDate: toPb(values.endDate),
      location: values.location.trim(),
      accreditationOpensAt: toPb(values.accreditationOpensAt),
      exportId: values.exportId.trim(),
      details: sanitizeRichText(values.details),
      rules: sanitizeRichText(values.rules),
      scoring: values.scoring,
      flow: values.scoring === 'grand-prix' && values.flow,
      autoStart: values.autoStart,
      inquiryMinutes: values.inquiryMinutes,
      inquiryFee: values.inquiryMinutes > 0 && values.inquiryFee,
      logo,
    };
    // The API rule refuses organizers/commissioners in an organizer's request, even unchanged.
    if (namesOfficials) Object.assign(input, { organizers: values.organizers, commissioners: values.commissioners });
    setLogoServerError(undefined);
    try {
      const saved = competition ? await update.mutateAsync({ id: competition.id, input }) : await create.mutateAsync(input);
      toast.success(t('common:toasts.saved'), t('form.savedDetail', { name: saved.name }));
      setLogo(undefined);
      reset(defaults(saved));
      onSaved(saved, !competition);
    } catch (error) {
      const logoErr = fieldErrorsOf(error).logo;
      if (logoErr) setLogoServerError(localizeFieldError(logoErr));
      reportFormError(error, setError, competition ? 'saveFailed' : 'createFailed', { fields: FORM_FIELDS });
    }
  }

  const dateField = (name: 'date' | 'endDate' | 'accreditationOpensAt', label: string, opts: { required?: boolean; hint?: string } = {}) => (
    <FormField id={`competition-${name}`} label={label} error={errors[name]?.message} required={opts.required} hint={opts.hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateField
            inputId={`competition-${name}`}
            value={field.value}
            onChange={(next) => {
              if (name === 'date') {
                // Accreditation follows the start (the day before) unless it was set to something else.
                const prev = getValues('date');
                const acc = getValues('accreditationOpensAt');
                if (next && (!acc || (prev && acc.getTime() === dayBefore(prev).getTime()))) setValue('accreditationOpensAt', dayBefore(next));
              }
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            withTime
            showButtonBar={name !== 'date'}
            disabled={readOnly}
            invalid={!!errors[name]}
            aria-describedby={fieldAria(`competition-${name}`, errors[name]?.message, !!opts.hint)['aria-describedby']}
          />
        )}
      />
    </FormField>
  );

  const textField = (name: 'name' | 'location' | 'exportId', label: string, opts: { required?: boolean; hint?: string; maxLength: number }) => (
    <FormField id={`competition-${name}`} label={label} error={errors[name]?.message} required={opts.required} hint={opts.hint}>
      <InputText
        {...fieldAria(`competition-${name}`, errors[name]?.message, !!opts.hint)}
        {...register(name)}
        maxLength={opts.maxLength}
        disabled={readOnly}
        invalid={!!errors[name]}
        autoComplete="off"
      />
    </FormField>
  );

  const peopleField = (name: 'organizers' | 'commissioners', label: string, options: Person[] | undefined, loading: boolean, hint: string) => (
    <FormField id={`competition-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MultiSelect
            inputId={`competition-${name}`}
            value={field.value}
            onChange={(e) => field.onChange(e.value as string[])}
            onBlur={field.onBlur}
            options={options ?? []}
            optionLabel="name"
            optionValue="id"
            itemTemplate={(p: Person) => (
              <span>
                {p.name} <span className="muted">@{p.username}</span>
              </span>
            )}
            display="chip"
            filter
            filterBy="name,username"
            loading={loading}
            placeholder={t('form.choosePeople')}
            emptyMessage={t('form.noPeople')}
            emptyFilterMessage={t('form.noPeople')}
            disabled={readOnly}
            invalid={!!errors[name]}
            aria-describedby={`competition-${name}-hint`}
           
          />
        )}
      />
    </FormField>
  );

  return (
    <form className="form competition-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      {readOnly ? (
        <p className="notice">
          <span className="pi pi-lock" aria-hidden="true" /> {t('form.readOnly')}
        </p>
      ) : null}
      {textField('name', t('form.name'), { required: true, maxLength: 150 })}
      <div className="form-grid">
        {dateField('date', t('form.date'), { required: true })}
        {dateField('endDate', t('form.endDate'))}
      </div>
      <div className="form-field">
        <label className="scoring-flow">
          <input id="competition-autoStart" type="checkbox" {...register('autoStart')} disabled={readOnly} aria-describedby="competition-autoStart-hint" />
          <span>{t('form.autoStart')}</span>
        </label>
        <div id="competition-autoStart-hint" className="form-hint">
          {t('form.autoStartHint')}
        </div>
      </div>
      {textField('location', t('form.location'), { maxLength: 200 })}
      <div className="form-grid">
        {dateField('accreditationOpensAt', t('form.accreditationOpensAt'), { hint: t('form.accreditationHint') })}
        {textField('exportId', t('form.exportId'), { maxLength: 50, hint: t('form.exportIdHint') })}
      </div>
      {namesOfficials ? (
        <div className="form-grid">
          {peopleField('organizers', t('form.organizers'), organizers.data, organizers.isLoading, t('form.organizersHint'))}
          {peopleField('commissioners', t('form.commissioners'), commissioners.data, commissioners.isLoading, t('form.commissionersHint'))}
        </div>
      ) : (
        <div className="form-field">
          <span className="form-label">{t('form.organizers')}</span>
          <p className="form-static">{(competition && organizerNames(competition)) || t('info.noOrganizers')}</p>
          <div className="form-hint">{t('form.organizersAdminOnly')}</div>
        </div>
      )}
      <ScoringFields control={control} errors={errors} readOnly={readOnly} />
      <InquiryFields control={control} register={register} errors={errors} readOnly={readOnly} />
      {readOnly ? null : (
        <LogoField currentUrl={competition ? logoUrl(competition, '320x0') : ''} value={logo} onChange={setLogo} error={logoServerError} />
      )}
      {(['details', 'rules'] as const).map((name) => (
        <div key={name} className={`form-field ${errors[name] ? 'has-error' : ''}`}>
          <span className="form-label" id={`competition-${name}-label`}>
            {t(`form.${name}`)}
          </span>
          <Controller
            control={control}
            name={name}
            render={({ field }) =>
              readOnly ? (
                <div className="rich-text form-static" aria-labelledby={`competition-${name}-label`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(field.value) }} />
              ) : (
                <RichTextEditor
                  id={`competition-${name}`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={`competition-${name}-label`}
                  fieldLabel={t(`form.${name}`)}
                  describedBy={errors[name] ? `competition-${name}-error` : undefined}
                  invalid={!!errors[name]}
                />
              )
            }
          />
          {errors[name]?.message ? (
            <small id={`competition-${name}-error`} className="form-error">
              <span className="pi pi-exclamation-circle" aria-hidden="true" /> {errors[name]?.message}
            </small>
          ) : null}
        </div>
      ))}
      <div className="form-actions dialog-actions">
        <Button type="button" label={readOnly ? t('form.close') : t('common:actions.cancel')} outlined onClick={onCancel} />
        {readOnly ? null : <Button type="submit" icon="pi pi-check" label={t('common:actions.save')} loading={isSubmitting} />}
      </div>
    </form>
  );
}
