// Judges' qualifications, kept by admins on the judges' page (/reserved/judges): a level per kata
// (regional, national, international), valid until a date. Saving a kata the judge already holds
// replaces it (one per judge and kata). The server allows only admins to write them; officials read
// them for the panel's warnings (src/lib/rules/qualification.ts).
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { formatDate } from '@/lib/core/format';
import { useKataChoices } from '@/lib/domain/katas';
import { QUALIFICATION_LEVELS, dayOf } from '@/lib/rules/qualification';
import { toast } from '@/lib/core/toast';
import { notifyError } from '@/features/results/errors';
import { useAllJudges, useDeleteQualification, useQualifications, useSaveQualification, type JudgeQualification } from '@/features/results/judge/qualificationsApi';
import { qualificationSchema, type QualificationValues } from './qualificationSchema';
import '@/components/stack-table.css';

const EMPTY: QualificationValues = { judge: '', kata: 'nage-no-kata', level: 'national', validUntil: '' };

export function QualificationsEditor() {
  const { t } = useTranslation('results');
  const kataOptions = useKataChoices();
  const judges = useAllJudges();
  const qualifications = useQualifications();
  const save = useSaveQualification();
  const remove = useDeleteQualification();
  const form = useForm<QualificationValues>({ resolver: zodResolver(qualificationSchema), defaultValues: EMPTY });
  const { errors, isDirty } = form.formState;
  const list = qualifications.data ?? [];
  const nameOf = (id: string) => judges.data?.find((j) => j.id === id)?.name ?? '';
  const today = new Date().toISOString().slice(0, 10);
  const rows = [...list].sort((a, b) => nameOf(a.judge).localeCompare(nameOf(b.judge)) || a.kata.localeCompare(b.kata));
  const submit = form.handleSubmit(async (v) => {
    const held = list.find((q) => q.judge === v.judge && q.kata === v.kata);
    try {
      await save.mutateAsync({ id: held?.id, judge: v.judge, kata: v.kata as JudgeQualification['kata'], level: v.level as JudgeQualification['level'], validUntil: `${v.validUntil} 00:00:00.000Z` });
      toast.success(t('common:toasts.saved'), t('qualifications.saved', { name: nameOf(v.judge) }));
      form.reset({ ...EMPTY, kata: v.kata, level: v.level });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, { fields: ['judge', 'kata', 'level', 'validUntil'] }).length) notifyError(error);
    }
  });
  return (
    <section className="panel qualifications" aria-labelledby="qualifications-title">
      <h2 id="qualifications-title" className="section-title">
        {t('qualifications.title')}
      </h2>
      <p className="muted">{t('qualifications.hint')}</p>
      <UnsavedChangesPrompt when={isDirty && !save.isPending} />
      <form className="qualification-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormField id="qualification-judge" label={t('qualifications.judge')} required error={errors.judge?.message}>
          <Controller
            name="judge"
            control={form.control}
            render={({ field }) => (
              <NamedDropdown
                inputId="qualification-judge"
                label={t('qualifications.judge')}
                value={field.value}
                options={(judges.data ?? []).map((j) => ({ value: j.id, label: j.club ? `${j.name} · ${j.club}` : j.name }))}
                onChange={(e) => field.onChange(e.value as string)}
                onBlur={field.onBlur}
                filter
                placeholder={t('qualifications.pickJudge')}
                loading={judges.isLoading}
                invalid={!!errors.judge}
              />
            )}
          />
        </FormField>
        <FormField id="qualification-kata" label={t('qualifications.kata')} required error={errors.kata?.message}>
          <Controller
            name="kata"
            control={form.control}
            render={({ field }) => (
              <NamedDropdown inputId="qualification-kata" label={t('qualifications.kata')} value={field.value} options={kataOptions} onChange={(e) => field.onChange(e.value as string)} onBlur={field.onBlur} />
            )}
          />
        </FormField>
        <FormField id="qualification-level" label={t('qualifications.level')} required error={errors.level?.message}>
          <Controller
            name="level"
            control={form.control}
            render={({ field }) => (
              <NamedDropdown inputId="qualification-level" label={t('qualifications.level')} value={field.value} options={QUALIFICATION_LEVELS.map((l) => ({ value: l, label: t(`qualifications.levels.${l}`) }))} onChange={(e) => field.onChange(e.value as string)} onBlur={field.onBlur} />
            )}
          />
        </FormField>
        <FormField id="qualification-until" label={t('qualifications.validUntil')} required error={errors.validUntil?.message}>
          <InputText type="date" {...form.register('validUntil')} {...fieldAria('qualification-until', errors.validUntil?.message)} />
        </FormField>
        <Button type="submit" icon="pi pi-plus" label={t('qualifications.save')} loading={save.isPending} className="qualification-submit" />
      </form>
      <DataTable
        value={rows}
        dataKey="id"
        loading={qualifications.isLoading}
        responsiveLayout="stack"
        breakpoint={TABLE_STACK_BREAKPOINT}
        className="stack-table stack-table-last-labelled"
        aria-label={t('qualifications.caption')}
        emptyMessage={qualifications.isLoading ? ' ' : t('qualifications.empty')}
      >
        <Column header={t('qualifications.judge')} body={(q: JudgeQualification) => <strong>{nameOf(q.judge)}</strong>} />
        <Column header={t('qualifications.kata')} body={(q: JudgeQualification) => t(`common:katas.${q.kata}`)} />
        <Column header={t('qualifications.level')} body={(q: JudgeQualification) => t(`qualifications.levels.${q.level}`)} />
        <Column
          header={t('qualifications.validUntil')}
          body={(q: JudgeQualification) => (
            <span>
              {formatDate(q.validUntil.replace(' ', 'T'))}
              {dayOf(q.validUntil) < today ? <span className="sheet-chip sheet-state-returned qualification-expired">{t('qualifications.expired')}</span> : null}
            </span>
          )}
        />
        <Column
          header={<span className="sr-only">{t('supervise.actions')}</span>}
          body={(q: JudgeQualification) => (
            <Button
              type="button"
              icon="pi pi-trash"
              severity="danger"
              text
              size="small"
              label={t('common:actions.delete')}
              aria-label={t('qualifications.remove', { name: nameOf(q.judge), kata: t(`common:katas.${q.kata}`) })}
              loading={remove.isPending && remove.variables === q.id}
              onClick={() => remove.mutate(q.id)}
            />
          )}
        />
      </DataTable>
    </section>
  );
}
