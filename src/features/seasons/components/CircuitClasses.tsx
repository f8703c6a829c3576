// A class of the season for each circuit of a competition joining it (season_events.classes:
// { circuitId: class }). Every circuit starts on the season's first class; the server refuses a class
// the season does not have and a circuit of another competition.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedDropdown } from '@/components/NamedDropdown';
import { useCompetitionCircuits } from '../api';

/** `value` with every circuit given a class: the one picked, else the season's first. */
export function withDefaults(circuits: readonly { id: string }[], classes: readonly string[], value: Record<string, string>): Record<string, string> {
  const first = classes[0] ?? '';
  return Object.fromEntries(circuits.map((c) => [c.id, value[c.id] && classes.includes(value[c.id]!) ? value[c.id]! : first]));
}

export function CircuitClasses({ competition, classes, value, onChange }: { competition: string; classes: readonly string[]; value: Record<string, string>; onChange: (next: Record<string, string>) => void }) {
  const { t } = useTranslation('seasons');
  const circuits = useCompetitionCircuits(competition);
  const list = circuits.data ?? [];
  const complete = withDefaults(list, classes, value);
  const changed = JSON.stringify(complete) !== JSON.stringify(value);
  useEffect(() => {
    if (changed) onChange(complete);
  });
  if (!competition) return null;
  if (circuits.isSuccess && !list.length) return <p className="season-circuits-none">{t('admin.noCircuits')}</p>;
  return (
    <fieldset className="season-circuits">
      <legend>{t('admin.circuitClasses')}</legend>
      {list.map((c) => (
        <div key={c.id} className="season-circuit">
          <label htmlFor={`season-circuit-${c.id}`}>{c.name}</label>
          <NamedDropdown
            inputId={`season-circuit-${c.id}`}
            label={t('admin.classOf', { circuit: c.name })}
            value={complete[c.id] ?? ''}
            options={classes.map((cl) => ({ value: cl, label: cl }))}
            optionLabel="label"
            onChange={(e) => onChange({ ...complete, [c.id]: String(e.value) })}
          />
        </div>
      ))}
    </fieldset>
  );
}
