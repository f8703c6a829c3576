// The wildcards to the season's final event (admins): each admitted pair with its class, kata and
// reason, removable; a new one picks a couple of any registry (by a name of tori or uke), its class,
// kata, a reason (required) and whether the pair's owner and the final's organizers read the reason
// (off by default: the reason is the admins'). The server checks them and audits every change.
import { useState } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { showError } from '@/lib/core/errors';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { reportActionError } from '@/lib/core/formErrors';
import { useKataChoices } from '@/lib/domain/katas';
import { toast } from '@/lib/core/toast';
import type { Season } from '../api';
import { personName, searchPairs, useAddWildcard, useRemoveWildcard, useSeasonWildcards, type PairCouple } from '../wildcardsApi';
import { wildcardSchema, type WildcardValues } from './wildcardSchema';

type Kata = string;
const pairLabel = (c: PairCouple) => `${personName(c.expand?.tori)} – ${personName(c.expand?.uke)}`;

export function SeasonWildcards({ season }: { season: Season }) {
  const { t } = useTranslation('seasons');
  const kataOptions = useKataChoices();
  const list = useSeasonWildcards(season.id);
  const add = useAddWildcard(season.id);
  const remove = useRemoveWildcard(season.id);
  const classes = season.classes ?? [];
  const defaults: WildcardValues = { couple: '', class: classes[0] ?? '', kata: 'nage-no-kata', reason: '', reasonPublic: false };
  const form = useForm<WildcardValues>({ resolver: zodResolver(wildcardSchema), defaultValues: defaults });
  const { control, formState, handleSubmit, register, reset, setError, setValue } = form;
  const [picked, setPicked] = useState<PairCouple | string>('');
  const [suggestions, setSuggestions] = useState<PairCouple[]>([]);
  const [pairs, setPairs] = useState<Record<string, PairCouple>>({});

  const onAdd = handleSubmit(async (v) => {
    const couple = pairs[v.couple];
    if (!couple) return;
    try {
      await add.mutateAsync({ class: v.class, kata: v.kata as Kata, tori: couple.tori, uke: couple.uke, reason: v.reason.trim(), reasonPublic: v.reasonPublic });
      toast.success(t('common:toasts.saved'));
      reset(defaults);
      setPicked('');
    } catch (error) {
      // The server's errors on tori or uke belong to the pair's field.
      const onPair: UseFormSetError<WildcardValues> = (name, e, o) => setError(String(name) === 'tori' || String(name) === 'uke' ? 'couple' : name, e, o);
      if (!applyFieldErrors(error, onPair).length) reportActionError(error, 'saveFailed');
    }
  });

  return (
    <fieldset className="season-fieldset">
      <legend>{t('wildcards.title')}</legend>
      <p className="season-rules">{t('wildcards.intro')}</p>
      {(list.data ?? []).length ? (
        <ul className="season-events" aria-label={t('wildcards.title')}>
          {(list.data ?? []).map((w) => {
            const pair = `${personName(w.expand?.tori)} – ${personName(w.expand?.uke)}`;
            return (
              <li key={w.id}>
                <strong>{pair}</strong>
                <span className="season-event-level">
                  {w.class} · {t(`common:katas.${w.kata}`)}
                </span>
                <span className="season-wildcard-reason">{w.reason}</span>
                <span className="season-event-level">{t(w.reasonPublic ? 'wildcards.reasonShown' : 'wildcards.reasonPrivate')}</span>
                <Button type="button" size="small" text icon="pi pi-times" label={t('wildcards.remove')} aria-label={`${t('wildcards.remove')} – ${pair}`} loading={remove.isPending && remove.variables === w.id} onClick={() => remove.mutate(w.id)} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="season-rules">{t('wildcards.none')}</p>
      )}
      <form className="season-wildcard-form" noValidate onSubmit={(e) => void onAdd(e)} aria-label={t('wildcards.add')}>
        <FormField id="wildcard-couple" label={t('wildcards.pair')} hint={t('wildcards.pairHint')} error={formState.errors.couple?.message} required>
          <AutoComplete
            inputId="wildcard-couple"
            value={picked}
            suggestions={suggestions}
            field="label"
            delay={250}
            itemTemplate={(c: PairCouple) => pairLabel(c)}
            selectedItemTemplate={(c: PairCouple) => pairLabel(c)}
            completeMethod={(e) => {
              searchPairs(e.query)
                .then(setSuggestions)
                .catch((error: unknown) => showError(error, 'loadFailed'));
            }}
            onChange={(e) => {
              const v = e.value as PairCouple | string | null;
              setPicked(v ?? '');
              if (typeof v !== 'object' || !v) setValue('couple', '', { shouldDirty: true });
            }}
            onSelect={(e) => {
              const c = e.value as PairCouple;
              setPairs((p) => ({ ...p, [c.id]: c }));
              setPicked(pairLabel(c));
              setValue('couple', c.id, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              if (c.kata) setValue('kata', c.kata);
            }}
            emptyMessage={t('wildcards.noPairs')}
            showEmptyMessage
            inputClassName="w-full"
            className="w-full"
            {...{ 'aria-invalid': formState.errors.couple ? true : undefined }}
            aria-describedby={['wildcard-couple-hint', formState.errors.couple ? 'wildcard-couple-error' : ''].filter(Boolean).join(' ')}
          />
        </FormField>
        <div className="season-numbers">
          <FormField id="wildcard-class" label={t('admin.class')} error={formState.errors.class?.message} required>
            <Controller
              control={control}
              name="class"
              render={({ field: f }) => <NamedDropdown label={t('admin.class')} inputId="wildcard-class" value={f.value} options={classes.map((c) => ({ value: c, label: c }))} optionLabel="label" onChange={(e) => f.onChange(String(e.value))} />}
            />
          </FormField>
          <FormField id="wildcard-kata" label={t('form.kata')} error={formState.errors.kata?.message} required>
            <Controller
              control={control}
              name="kata"
              render={({ field: f }) => (
                <NamedDropdown label={t('form.kata')} inputId="wildcard-kata" value={f.value} options={kataOptions} optionLabel="label" onChange={(e) => f.onChange(String(e.value))} />
              )}
            />
          </FormField>
        </div>
        <FormField id="wildcard-reason" label={t('wildcards.reason')} error={formState.errors.reason?.message} required>
          <InputText {...fieldAria('wildcard-reason', formState.errors.reason?.message)} {...register('reason')} />
        </FormField>
        <Controller
          control={control}
          name="reasonPublic"
          render={({ field: f }) => (
            <span className="p-field-checkbox">
              <Checkbox inputId="wildcard-reason-public" checked={f.value} onChange={(e) => f.onChange(!!e.checked)} />
              <label htmlFor="wildcard-reason-public">{t('wildcards.reasonPublic')}</label>
            </span>
          )}
        />
        <div className="dialog-actions">
          <Button type="submit" icon="pi pi-plus" label={t('wildcards.add')} loading={add.isPending} />
        </div>
      </form>
    </fieldset>
  );
}
