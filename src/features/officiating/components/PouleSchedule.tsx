// Where and when a poule runs (docs/ARCHITECTURE.md "Running order and live times"): its tatami and its
// start time, set by the staff in the draw management. The server checks both (a tatami of the
// competition, a start on one of its days); the running times of the public draw tab, the athletes'
// pages and the venue screen follow from them. A tatami picked from the list is saved at once (like
// the panel size next to it): nothing says that a pick waits for the start time's button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { NamedDropdown } from '@/components/NamedDropdown';
import { toDate } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { useUpdatePoule, type Poule } from '@/features/results/api';

/** A stored date as the value of a datetime-local input, in the browser's time zone. */
export function localInput(value: string): string {
  const d = toDate(value);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function PouleSchedule({ competitionId, poule, tatamiCount, label }: { competitionId: string; poule: Poule; tatamiCount: number; label: string }) {
  const { t } = useTranslation('results');
  const update = useUpdatePoule(competitionId);
  const stored = poule.tatami || 0;
  const [tatami, setTatami] = useState<number>(stored);
  // Another official's change (a refetch) replaces the shown tatami; the typed start time stays.
  const [seen, setSeen] = useState<number>(stored);
  if (seen !== stored) {
    setSeen(stored);
    setTatami(stored);
  }
  const [start, setStart] = useState<string>(localInput(poule.startsAt));
  const pickTatami = (value: number) => {
    const before = tatami;
    setTatami(value);
    update.mutate({ id: poule.id, tatami: value }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('running.tatamiSaved', { poule: label })), onError: () => setTatami(before) });
  };
  const options = [{ value: 0, label: t('running.noTatami') }, ...Array.from({ length: Math.max(1, tatamiCount) }, (_, i) => ({ value: i + 1, label: t('running.tatamiN', { n: i + 1 }) }))];
  const id = `schedule-${poule.id}`;
  return (
    <form
      className="poule-schedule"
      aria-label={`${t('running.scheduleOf')} – ${label}`}
      onSubmit={(e) => {
        e.preventDefault();
        const at = start ? new Date(start) : null;
        update.mutate(
          { id: poule.id, tatami, startsAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '' },
          { onSuccess: () => toast.success(t('common:toasts.saved'), t('running.saved', { poule: label })) },
        );
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-tatami`}>{t('running.tatami')}</label>
        <NamedDropdown inputId={`${id}-tatami`} label={`${t('running.tatami')} – ${label}`} value={tatami} options={options} onChange={(e) => pickTatami(e.value as number)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-start`}>{t('running.startsAt')}</label>
        <input id={`${id}-start`} type="datetime-local" className="p-inputtext p-component" value={start} onChange={(e) => setStart(e.target.value)} />
      </div>
      <Button type="submit" size="small" icon="pi pi-clock" label={t('running.save')} aria-label={`${t('running.save')} – ${label}`} outlined loading={update.isPending} />
    </form>
  );
}
