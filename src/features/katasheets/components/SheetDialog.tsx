// Create or edit a kata: its names in English and Italian, its short name (slug: new katas only, it
// never changes), whether it is offered, the items with their kind,
// name and group (in order: the marks are stored by position), the mark scale, the default judges
// and the typical duration. The server refuses to change the items of a kata already scored.
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { reportActionError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import { KINDS, useSaveKataSheet, type Kata, type KataSheet } from '../api';
import { sheetSchema, type SheetValues } from '../schema';

const EMPTY: SheetValues = {
  kata: '',
  nameEn: '',
  nameIt: '',
  active: true,
  judges: 5,
  duration: null,
  scale: { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } },
  items: [
    { key: 'opening', kind: 'opening', name: 'Opening', group: '' },
    { key: 't1', kind: 'technique', name: '', group: '' },
    { key: 'closing', kind: 'closing', name: 'Closing', group: '' },
  ],
};

function valuesOf(sheet: KataSheet): SheetValues {
  return {
    kata: sheet.kata,
    nameEn: sheet.nameEn ?? '',
    nameIt: sheet.nameIt ?? '',
    active: !!sheet.active,
    judges: sheet.judges,
    duration: sheet.duration || null,
    scale: sheet.scale,
    items: sheet.items.map((i) => ({ key: i.key, kind: i.kind, name: i.name, group: i.group ?? '' })),
  };
}

/** A key no other item has ("t7"): marks refer to items by position, keys only name them. */
function freshKey(items: SheetValues['items']): string {
  let n = items.length;
  while (items.some((i) => i.key === `t${n}`)) n++;
  return `t${n}`;
}

const DEDUCTIONS = ['small', 'medium', 'big'] as const;

export function SheetDialog({ sheet, onClose }: { sheet: KataSheet | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('katasheets');
  const save = useSaveKataSheet();
  const form = useForm<SheetValues>({ resolver: zodResolver(sheetSchema), defaultValues: sheet ? valuesOf(sheet) : EMPTY });
  const { register, control, formState, handleSubmit, setError } = form;
  const items = useFieldArray({ control, name: 'items' });
  const err = (e?: FieldError) => e?.message;
  const num = { valueAsNumber: true } as const;

  const onSubmit = handleSubmit(async (v) => {
    const data = {
      nameEn: v.nameEn.trim(),
      nameIt: v.nameIt.trim(),
      active: v.active,
      judges: v.judges,
      duration: v.duration,
      scale: v.scale,
      items: v.items.map((i) => ({ key: i.key, kind: i.kind, name: i.name.trim(), ...(i.group ? { group: i.group } : {}) })),
      ...(sheet ? {} : { kata: v.kata as Kata }),
    };
    try {
      await save.mutateAsync({ id: sheet?.id, data });
      toast.success(t('common:toasts.saved'));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError).length) reportActionError(error, 'saveFailed');
    }
  });

  const named = sheet ? (i18n.resolvedLanguage === 'it' ? sheet.nameIt : sheet.nameEn) || t(`common:katas.${sheet.kata}`) : '';
  const title = sheet ? t('form.editTitle', { kata: named }) : t('form.createTitle');
  return (
    <Dialog header={title} visible onHide={onClose} className="sheet-dialog" style={{ width: 'min(60rem, 100vw)' }} modal>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="sheet-form">
        <div className="sheet-numbers">
          <FormField id="sheet-nameEn" label={t('form.nameEn')} error={err(formState.errors.nameEn)} required>
            <InputText {...fieldAria('sheet-nameEn', err(formState.errors.nameEn))} maxLength={80} {...register('nameEn')} />
          </FormField>
          <FormField id="sheet-nameIt" label={t('form.nameIt')} error={err(formState.errors.nameIt)} required>
            <InputText {...fieldAria('sheet-nameIt', err(formState.errors.nameIt))} maxLength={80} {...register('nameIt')} />
          </FormField>
          {sheet ? null : (
            <FormField id="sheet-kata" label={t('form.slug')} hint={t('form.slugHint')} error={err(formState.errors.kata)} required>
              <InputText {...fieldAria('sheet-kata', err(formState.errors.kata), true)} maxLength={40} autoComplete="off" {...register('kata')} />
            </FormField>
          )}
        </div>
        <label className="sheet-active">
          <input type="checkbox" {...register('active')} aria-describedby="sheet-active-hint" />
          <span>{t('form.active')}</span>
        </label>
        <p id="sheet-active-hint" className="form-hint">
          {t('form.activeHint')}
        </p>
        <div className="sheet-numbers">
          <FormField id="sheet-judges" label={t('form.judges')} error={err(formState.errors.judges)} required>
            <InputText {...fieldAria('sheet-judges', err(formState.errors.judges))} type="number" min={3} max={5} {...register('judges', num)} />
          </FormField>
          <FormField id="sheet-duration" label={t('form.duration')} hint={t('form.durationHint')} error={err(formState.errors.duration)}>
            <InputText
              {...fieldAria('sheet-duration', err(formState.errors.duration), true)}
              type="number"
              min={60}
              max={3600}
              {...register('duration', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
            />
          </FormField>
          <FormField id="sheet-item" label={t('form.itemMark')} error={err(formState.errors.scale?.item)} required>
            <InputText {...fieldAria('sheet-item', err(formState.errors.scale?.item))} type="number" min={1} max={100} {...register('scale.item', num)} />
          </FormField>
        </div>
        <fieldset className="sheet-scale">
          <legend>{t('form.deductions')}</legend>
          {DEDUCTIONS.map((d) => (
            <div key={d} className="sheet-deduction">
              <FormField id={`sheet-${d}-points`} label={t(`form.${d}Points`)} error={err(formState.errors.scale?.deductions?.[d]?.points)} required>
                <InputText {...fieldAria(`sheet-${d}-points`, err(formState.errors.scale?.deductions?.[d]?.points))} type="number" {...register(`scale.deductions.${d}.points`, num)} />
              </FormField>
              <FormField id={`sheet-${d}-max`} label={t(`form.${d}Max`)} error={err(formState.errors.scale?.deductions?.[d]?.max)} required>
                <InputText {...fieldAria(`sheet-${d}-max`, err(formState.errors.scale?.deductions?.[d]?.max))} type="number" {...register(`scale.deductions.${d}.max`, num)} />
              </FormField>
            </div>
          ))}
        </fieldset>
        <fieldset className="sheet-items" aria-describedby={formState.errors.items ? 'sheet-items-error' : undefined}>
          <legend>{t('form.items')}</legend>
          <p className="muted">{t('form.itemsHint')}</p>
          {formState.errors.items?.message || formState.errors.items?.root?.message ? (
            <p id="sheet-items-error" className="p-error" role="alert">
              {formState.errors.items?.message ?? formState.errors.items?.root?.message}
            </p>
          ) : null}
          <ol className="sheet-item-list">
            {items.fields.map((f, i) => {
              const n = i + 1;
              const nameErr = err(formState.errors.items?.[i]?.name);
              return (
                <li key={f.id} className="sheet-item">
                  <label className="sr-only" htmlFor={`item-${i}-kind`}>
                    {t('form.kindOf', { n })}
                  </label>
                  <select id={`item-${i}-kind`} className="p-inputtext p-component" {...register(`items.${i}.kind`)}>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                  <label className="sr-only" htmlFor={`item-${i}-name`}>
                    {t('form.nameOf', { n })}
                  </label>
                  <InputText {...fieldAria(`item-${i}-name`, nameErr)} placeholder={t('form.name')} {...register(`items.${i}.name`)} />
                  <label className="sr-only" htmlFor={`item-${i}-group`}>
                    {t('form.groupOf', { n })}
                  </label>
                  <InputText id={`item-${i}-group`} placeholder={t('form.group')} {...register(`items.${i}.group`)} />
                  <span className="sheet-item-actions">
                    <Button type="button" text rounded icon="pi pi-arrow-up" aria-label={t('form.up', { n })} disabled={i === 0} onClick={() => items.move(i, i - 1)} />
                    <Button type="button" text rounded icon="pi pi-arrow-down" aria-label={t('form.down', { n })} disabled={i === items.fields.length - 1} onClick={() => items.move(i, i + 1)} />
                    <Button type="button" text rounded severity="danger" icon="pi pi-trash" aria-label={t('form.remove', { n })} disabled={items.fields.length === 1} onClick={() => items.remove(i)} />
                  </span>
                  {nameErr ? (
                    <small id={`item-${i}-name-error`} className="p-error sheet-item-error">
                      {nameErr}
                    </small>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            outlined
            icon="pi pi-plus"
            label={t('form.addItem')}
            onClick={() => items.append({ key: freshKey(form.getValues('items')), kind: 'technique', name: '', group: '' })}
          />
        </fieldset>
        <div className="form-actions">
          <Button type="button" text label={t('common:actions.cancel')} onClick={onClose} />
          <Button type="submit" label={t('common:actions.save')} icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
