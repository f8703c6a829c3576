// Create or edit a season (admins): name, dates, public, classes, points by place, levels and their
// weights, best N, the club share of a pair of two clubs, the qualification for the final event (one
// of the season's events, top N, cut-off); for a saved season, its events: attach a competition with a
// level and a class for each of its circuits, or detach one; and the wildcards to the final event.
// The server checks every setting and recomputes the ranking after each change.
import { useState } from 'react';
import { Controller, useForm, type Control, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { UnsavedChangesPrompt } from '@/components/UnsavedChangesPrompt';
import { applyFieldErrors } from '@/lib/core/fieldErrors';
import { formatDate } from '@/lib/core/format';
import { reportActionError } from '@/lib/core/formErrors';
import { toast } from '@/lib/core/toast';
import { useAttachCompetition, useAttachableCompetitions, useDetachCompetition, useSaveSeason, useSeasonEvents, type Season } from '../api';
import { classesOf, levelsOf, numbersOf, seasonSchema, type SeasonValues } from '../schema';
import { CircuitClasses } from './CircuitClasses';
import { SeasonWildcards } from './SeasonWildcards';
import '../season-admin.css';

const day = (v: string | undefined) => (v ? v.slice(0, 10) : '');
const stored = (v: string) => (v ? `${v} 00:00:00.000Z` : '');

function valuesOf(s: Season | null): SeasonValues {
  return {
    name: s?.name ?? '',
    startDate: day(s?.startDate),
    endDate: day(s?.endDate),
    public: s?.public ?? false,
    classes: (s?.classes ?? ['Senior']).join(', '),
    points: (s?.points ?? [10, 8, 6, 4, 2, 1]).join(', '),
    levels: (s?.levels ?? [{ name: 'A1', weight: 1 }, { name: 'A2', weight: 0.5 }]).map((l) => `${l.name} = ${l.weight}`).join('; '),
    bestN: s?.bestN ?? 0,
    clubShare: s?.clubShare === 'full' ? 'full' : 'half',
    finalEvent: s?.finalEvent ?? '',
    qualifyTop: s?.qualifyTop ?? 0,
    qualifyCutoff: day(s?.qualifyCutoff),
  };
}

function SeasonEvents({ season }: { season: Season }) {
  const { t } = useTranslation('seasons');
  const events = useSeasonEvents(season.id);
  const competitions = useAttachableCompetitions(true);
  const attach = useAttachCompetition(season.id);
  const detach = useDetachCompetition(season.id);
  const [competition, setCompetition] = useState('');
  const [level, setLevel] = useState(season.levels?.[0]?.name ?? '');
  const [classes, setClasses] = useState<Record<string, string>>({});
  const [seeded, setSeeded] = useState(false);
  const taken = new Set((events.data ?? []).map((e) => e.competition));
  const onAttach = async () => {
    try {
      await attach.mutateAsync({ competition, level, classes, seeded });
      toast.success(t('common:toasts.saved'));
      setCompetition('');
    } catch (error) {
      reportActionError(error, 'saveFailed');
    }
  };
  return (
    <fieldset className="season-fieldset">
      <legend>{t('admin.events')}</legend>
      <ul className="season-events">
        {(events.data ?? []).map((e) => (
          <li key={e.id}>
            <span className="season-event-date">{formatDate(e.expand?.competition?.date)}</span>
            <span>{e.expand?.competition?.name}</span>
            <span className="season-event-level">{t('events.level', { level: e.level })}</span>
            <span className="season-event-level">{[...new Set(Object.values(e.classes ?? {}))].join(', ')}</span>
            {e.seeded ? <span className="season-event-level">{t('admin.seeded')}</span> : null}
            <Button type="button" size="small" text icon="pi pi-times" label={t('admin.detach')} aria-label={`${t('admin.detach')} – ${e.expand?.competition?.name ?? ''}`} onClick={() => detach.mutate(e.id)} />
          </li>
        ))}
      </ul>
      <div className="season-attach">
        <NamedDropdown label={t('admin.competition')} value={competition} options={(competitions.data ?? []).filter((c) => !taken.has(c.id)).map((c) => ({ value: c.id, label: `${c.name} (${formatDate(c.date)})` }))} optionLabel="label" filter onChange={(e) => setCompetition(String(e.value))} placeholder={t('admin.competition')} />
        <NamedDropdown label={t('admin.level')} value={level} options={(season.levels ?? []).map((l) => ({ value: l.name, label: l.name }))} optionLabel="label" onChange={(e) => setLevel(String(e.value))} />
        <span className="p-field-checkbox">
          <Checkbox inputId="season-seeded" checked={seeded} onChange={(e) => setSeeded(!!e.checked)} />
          <label htmlFor="season-seeded">{t('admin.seedDraw')}</label>
        </span>
        <Button type="button" icon="pi pi-plus" label={t('admin.attach')} disabled={!competition || !level || !Object.keys(classes).length} loading={attach.isPending} onClick={() => void onAttach()} />
      </div>
      <CircuitClasses competition={competition} classes={season.classes ?? []} value={classes} onChange={setClasses} />
    </fieldset>
  );
}

/** The final event: one of the season's own events (the server refuses any other). */
function FinalEventField({ season, control, error }: { season: Season; control: Control<SeasonValues>; error?: string }) {
  const { t } = useTranslation('seasons');
  const events = useSeasonEvents(season.id);
  const options = (events.data ?? []).map((e) => ({ value: e.competition, label: `${e.expand?.competition?.name ?? ''} (${formatDate(e.expand?.competition?.date)})` }));
  return (
    <FormField id="season-finalEvent" label={t('admin.finalEvent')} hint={t('admin.finalEventHint')} error={error}>
      <Controller
        control={control}
        name="finalEvent"
        render={({ field: f }) => (
          <NamedDropdown
            label={t('admin.finalEvent')}
            inputId="season-finalEvent"
            value={f.value}
            options={options}
            optionLabel="label"
            showClear
            placeholder={t('admin.noFinalEvent')}
            onChange={(e) => f.onChange((e.value as string | null) ?? '')}
            aria-describedby="season-finalEvent-hint"
          />
        )}
      />
    </FormField>
  );
}

export function SeasonDialog({ season, onClose }: { season: Season | null; onClose: () => void }) {
  const { t } = useTranslation('seasons');
  const save = useSaveSeason();
  const form = useForm<SeasonValues>({ resolver: zodResolver(seasonSchema), defaultValues: valuesOf(season) });
  const { register, control, formState, handleSubmit, setError } = form;
  const err = (e?: FieldError) => e?.message;
  const num = { valueAsNumber: true } as const;

  const onSubmit = handleSubmit(async (v) => {
    const data = {
      name: v.name.trim(),
      startDate: stored(v.startDate),
      endDate: stored(v.endDate),
      public: v.public,
      classes: classesOf(v.classes),
      points: numbersOf(v.points),
      levels: levelsOf(v.levels),
      bestN: v.bestN,
      clubShare: v.clubShare,
      finalEvent: v.finalEvent,
      qualifyTop: v.qualifyTop,
      qualifyCutoff: stored(v.qualifyCutoff),
    };
    try {
      await save.mutateAsync({ id: season?.id, data });
      toast.success(t('common:toasts.saved'));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError).length) reportActionError(error, 'saveFailed');
    }
  });

  const field = (name: 'name' | 'classes' | 'points' | 'levels', hint = false, required = true) => (
    <FormField id={`season-${name}`} label={t(`admin.${name}`)} hint={hint ? t(`admin.${name}Hint`) : undefined} error={err(formState.errors[name])} required={required}>
      <InputText {...fieldAria(`season-${name}`, err(formState.errors[name]), hint)} {...register(name)} />
    </FormField>
  );
  return (
    <Dialog header={season ? t('admin.editTitle', { name: season.name }) : t('admin.createTitle')} visible onHide={onClose} style={{ width: 'min(50rem, 100vw)' }} modal>
      <UnsavedChangesPrompt when={formState.isDirty} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="season-form">
        {field('name')}
        <div className="season-numbers">
          <FormField id="season-startDate" label={t('admin.startDate')} error={err(formState.errors.startDate)}>
            <InputText type="date" {...fieldAria('season-startDate', err(formState.errors.startDate))} {...register('startDate')} />
          </FormField>
          <FormField id="season-endDate" label={t('admin.endDate')} error={err(formState.errors.endDate)}>
            <InputText type="date" {...fieldAria('season-endDate', err(formState.errors.endDate))} {...register('endDate')} />
          </FormField>
        </div>
        {field('classes', true)}
        {field('points', true)}
        {field('levels', true)}
        <div className="season-numbers">
          <FormField id="season-bestN" label={t('admin.bestN')} hint={t('admin.bestNHint')} error={err(formState.errors.bestN)} required>
            <InputText type="number" min={0} max={100} {...fieldAria('season-bestN', err(formState.errors.bestN), true)} {...register('bestN', num)} />
          </FormField>
          <FormField id="season-clubShare" label={t('admin.clubShare')} error={err(formState.errors.clubShare)} required>
            <Controller
              control={control}
              name="clubShare"
              render={({ field: f }) => (
                <NamedDropdown label={t('admin.clubShare')} inputId="season-clubShare" value={f.value} options={(['half', 'full'] as const).map((v) => ({ value: v, label: t(`admin.share.${v}`) }))} optionLabel="label" onChange={(e) => f.onChange(e.value)} />
              )}
            />
          </FormField>
          {season ? <FinalEventField season={season} control={control} error={err(formState.errors.finalEvent)} /> : null}
          <FormField id="season-qualifyTop" label={t('admin.qualifyTop')} error={err(formState.errors.qualifyTop)} required>
            <InputText type="number" min={0} max={1000} {...fieldAria('season-qualifyTop', err(formState.errors.qualifyTop))} {...register('qualifyTop', num)} />
          </FormField>
          <FormField id="season-qualifyCutoff" label={t('admin.qualifyCutoff')} error={err(formState.errors.qualifyCutoff)}>
            <InputText type="date" {...fieldAria('season-qualifyCutoff', err(formState.errors.qualifyCutoff))} {...register('qualifyCutoff')} />
          </FormField>
        </div>
        <Controller
          control={control}
          name="public"
          render={({ field: f }) => (
            <span className="p-field-checkbox">
              <Checkbox inputId="season-public" checked={f.value} onChange={(e) => f.onChange(!!e.checked)} />
              <label htmlFor="season-public">{t('admin.public')}</label>
            </span>
          )}
        />
        <div className="dialog-actions">
          <Button type="button" text label={t('common:actions.cancel')} onClick={onClose} />
          <Button type="submit" label={t('common:actions.save')} loading={save.isPending} />
        </div>
      </form>
      {season ? <SeasonEvents season={season} /> : null}
      {season ? <SeasonWildcards season={season} /> : null}
    </Dialog>
  );
}
