// Circuits of a competition with their eligibility (kata list, minimum belt, age range) and scoring
// switches (children's rules). The server assigns each enrolment to the first circuit, by order, that
// fits both athletes.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { NamedDropdown } from '@/components/NamedDropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { EmptyState } from '@/components/EmptyState';
import { FormField, fieldAria } from '@/components/FormField';
import { Loading } from '@/components/Loading';
import { confirmDelete } from '@/lib/core/confirm';
import { reportFormError } from '@/lib/core/formErrors';
import { CircuitsMinBeltValues } from '@/lib/pb-types';
import { useKataChoices } from '@/lib/domain/katas';
import { toast } from '@/lib/core/toast';
import { useCircuits } from '@/lib/domain/competitionQueries';
import { useDeleteCircuit, useSaveCircuit, type Circuit, type CircuitInput } from '../api';
import { circuitSchema, type CircuitForm } from '../schema';
import { CircuitSummary } from '@/lib/domain/competition/CircuitSummary';
import { CircuitSwitchFields } from './CircuitSwitchFields';

/** A circuit's katas (a JSON list of slugs). */
function katasOf(circuit: Circuit | null): string[] {
  return Array.isArray(circuit?.katas) ? (circuit.katas as string[]) : [];
}

export function CircuitsEditor({ competitionId, canEdit }: { competitionId: string; canEdit: boolean }) {
  const { t } = useTranslation('competitions');
  const circuits = useCircuits(competitionId);
  const remove = useDeleteCircuit(competitionId);
  const [editing, setEditing] = useState<Circuit | 'new' | null>(null);
  const list = circuits.data ?? [];

  function askDelete(c: Circuit) {
    confirmDelete({
      header: t('circuits.deleteTitle'),
      message: t('circuits.deleteConfirm', { name: c.name }),
      accept: () =>
        remove.mutate(c.id, {
          onSuccess: () => toast.success(t('common:toasts.saved'), t('circuits.deleted', { name: c.name })),
        }),
    });
  }

  const nextOrder = list.reduce((max, c) => Math.max(max, c.order || 0), 0) + 1;

  return (
    <section className="circuits-editor" aria-labelledby="circuits-title">
      <div className="circuits-head">
        <div>
          <h3 id="circuits-title" className="section-title">
            {t('circuits.title')}
          </h3>
          <p className="muted">{t('circuits.intro')}</p>
        </div>
        {canEdit && editing === null ? <Button type="button" icon="pi pi-plus" label={t('circuits.add')} onClick={() => setEditing('new')} /> : null}
      </div>
      {editing === 'new' ? <CircuitEditForm competitionId={competitionId} circuit={null} nextOrder={nextOrder} onDone={() => setEditing(null)} /> : null}
      {circuits.isLoading ? <Loading /> : null}
      {!circuits.isLoading && list.length === 0 && editing !== 'new' ? (
        <EmptyState level={3} icon="pi pi-sitemap" title={t('circuits.empty')} description={t('circuits.emptyHint')} />
      ) : null}
      <ul className="circuit-list">
        {list.map((c) =>
          editing !== 'new' && editing?.id === c.id ? (
            <li key={c.id} className="circuit-item is-editing">
              <CircuitEditForm competitionId={competitionId} circuit={c} nextOrder={nextOrder} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={c.id} className="circuit-item">
              <CircuitSummary circuit={c} />
              {canEdit ? (
                <div className="circuit-actions">
                  <Button type="button" icon="pi pi-pencil" text aria-label={t('circuits.editNamed', { name: c.name })} onClick={() => setEditing(c)} disabled={editing !== null} />
                  <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('circuits.deleteNamed', { name: c.name })} onClick={() => askDelete(c)} disabled={editing !== null} />
                </div>
              ) : null}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function CircuitEditForm({ competitionId, circuit, nextOrder, onDone }: { competitionId: string; circuit: Circuit | null; nextOrder: number; onDone: () => void }) {
  const { t } = useTranslation('competitions');
  const save = useSaveCircuit(competitionId);
  const prefix = circuit ? `circuit-${circuit.id}` : 'circuit-new';
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CircuitForm>({
    resolver: zodResolver(circuitSchema),
    defaultValues: {
      name: circuit?.name ?? '',
      order: circuit ? circuit.order : nextOrder,
      katas: katasOf(circuit),
      minBelt: circuit?.minBelt ?? '',
      minAge: circuit?.minAge || null,
      maxAge: circuit?.maxAge || null,
      noForgotten: !!circuit?.noForgotten,
      noBig: !!circuit?.noBig,
      noHalving: !!circuit?.noHalving,
    },
  });

  async function onSubmit(v: CircuitForm) {
    const input: CircuitInput = {
      competition: competitionId,
      name: v.name.trim(),
      order: v.order ?? 0,
      katas: v.katas,
      minBelt: v.minBelt as CircuitInput['minBelt'],
      minAge: v.minAge ?? 0,
      maxAge: v.maxAge ?? 0,
      noForgotten: v.noForgotten,
      noBig: v.noBig,
      noHalving: v.noHalving,
    };
    try {
      await save.mutateAsync({ id: circuit?.id, input });
      toast.success(t('common:toasts.saved'), t('circuits.saved', { name: input.name }));
      onDone();
    } catch (error) {
      reportFormError(error, setError, circuit ? 'saveFailed' : 'createFailed', { fields: ['name', 'order', 'katas', 'minBelt', 'minAge', 'maxAge', 'noForgotten', 'noBig', 'noHalving'] });
    }
  }

  const kataOptions = useKataChoices(katasOf(circuit));
  const beltOptions = CircuitsMinBeltValues.map((b) => ({ value: b, label: t(`common:belts.${b}`) }));

  const ageField = (name: 'minAge' | 'maxAge') => (
    <FormField id={`${prefix}-${name}`} label={t(`circuits.${name}`)} error={errors[name]?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <InputNumber
            inputId={`${prefix}-${name}`}
            value={field.value}
            onValueChange={(e) => field.onChange(e.value ?? null)}
            onBlur={field.onBlur}
            min={0}
            max={120}
            useGrouping={false}
            placeholder={t('circuits.anyAge')}
            invalid={!!errors[name]}
            aria-describedby={fieldAria(`${prefix}-${name}`, errors[name]?.message)['aria-describedby']}
          />
        )}
      />
    </FormField>
  );

  return (
    <form className="form circuit-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-label={circuit ? t('circuits.editNamed', { name: circuit.name }) : t('circuits.add')}>
      <div className="form-grid">
        <FormField id={`${prefix}-name`} label={t('circuits.name')} error={errors.name?.message} required>
          <InputText {...fieldAria(`${prefix}-name`, errors.name?.message)} {...register('name')} maxLength={100} invalid={!!errors.name} autoComplete="off" autoFocus />
        </FormField>
        <FormField id={`${prefix}-order`} label={t('circuits.order')} error={errors.order?.message} hint={t('circuits.orderHint')}>
          <Controller
            control={control}
            name="order"
            render={({ field }) => (
              <InputNumber
                inputId={`${prefix}-order`}
                value={field.value}
                onValueChange={(e) => field.onChange(e.value ?? null)}
                min={0}
                useGrouping={false}
                showButtons
                aria-describedby={`${prefix}-order-hint`}
              />
            )}
          />
        </FormField>
      </div>
      <FormField id={`${prefix}-katas`} label={t('circuits.katas')} error={errors.katas?.message} hint={t('circuits.katasHint')}>
        <Controller
          control={control}
          name="katas"
          render={({ field }) => (
            <MultiSelect
              inputId={`${prefix}-katas`}
              value={field.value}
              onChange={(e) => field.onChange(e.value as string[])}
              options={kataOptions}
              optionLabel="label"
              optionValue="value"
              display="chip"
              placeholder={t('circuits.allKatas')}
              aria-describedby={`${prefix}-katas-hint`}
            />
          )}
        />
      </FormField>
      <div className="form-grid form-grid-3">
        <FormField id={`${prefix}-minBelt`} label={t('circuits.minBelt')} error={errors.minBelt?.message}>
          <Controller
            control={control}
            name="minBelt"
            render={({ field }) => (
              <NamedDropdown
                inputId={`${prefix}-minBelt`}
                label={t('circuits.minBelt')}
                value={field.value || null}
                onChange={(e) => field.onChange((e.value as string | null) ?? '')}
                options={beltOptions}
                optionLabel="label"
                optionValue="value"
                showClear
                placeholder={t('circuits.anyBelt')}
              />
            )}
          />
        </FormField>
        {ageField('minAge')}
        {ageField('maxAge')}
      </div>
      <CircuitSwitchFields prefix={prefix} control={control} errors={errors} />
      <div className="form-actions">
        <Button type="button" label={t('common:actions.cancel')} outlined onClick={onDone} />
        <Button type="submit" icon="pi pi-check" label={t('circuits.save')} loading={isSubmitting} />
      </div>
    </form>
  );
}
