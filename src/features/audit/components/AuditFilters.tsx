// The audit filters: user (search by name), event, collection and a date range. They combine, and
// the page keeps them in the URL's search params.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { NamedDropdown } from '@/components/NamedDropdown';
import { showError } from '@/lib/core/errors';
import { searchUsers, useAuditUser } from '../api';
import { AUDIT_EVENTS, AUDIT_TABLES, hasFilters, type AuditParams, type AuditUser } from '../model';

interface UserOption {
  id: string;
  label: string;
}

const toOption = (u: AuditUser): UserOption => ({ id: u.id, label: u.name ? `${u.name} (${u.username})` : u.username });

function UserFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('audit');
  const selected = useAuditUser(value);
  const [input, setInput] = useState<string | UserOption>('');
  const [suggestions, setSuggestions] = useState<UserOption[]>([]);

  useEffect(() => {
    if (!value) setInput('');
    else if (selected.data) setInput(toOption(selected.data));
  }, [value, selected.data]);

  return (
    <AutoComplete
      inputId="audit-user"
      value={input}
      suggestions={suggestions}
      field="label"
      delay={250}
      completeMethod={(e) => {
        searchUsers(e.query)
          .then((list) => setSuggestions(list.map(toOption)))
          .catch((error: unknown) => showError(error, 'loadFailed'));
      }}
      onChange={(e) => {
        const v = e.value as string | UserOption | null;
        setInput(v ?? '');
        if (!v && value) onChange('');
      }}
      onSelect={(e) => onChange((e.value as UserOption).id)}
      placeholder={t('filters.anyUser')}
      emptyMessage={t('filters.noUsers')}
      showEmptyMessage
      className="audit-user-filter"
    />
  );
}

export function AuditFilters({ params, onChange }: { params: AuditParams; onChange: (patch: Partial<AuditParams>) => void }) {
  const { t } = useTranslation('audit');
  const eventOptions = [{ value: '', label: t('filters.allEvents') }, ...AUDIT_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) }))];
  const tableOptions = [
    { value: '', label: t('filters.allTables') },
    ...AUDIT_TABLES.map((c) => ({ value: c, label: t(`tables.${c}`) })).sort((a, b) => a.label.localeCompare(b.label)),
  ];
  return (
    <form className="audit-filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <div className="audit-filter audit-filter-user">
        <label htmlFor="audit-user">{t('filters.user')}</label>
        <UserFilter value={params.user} onChange={(user) => onChange({ user })} />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-event">{t('filters.event')}</label>
        <NamedDropdown inputId="audit-event" label={t('filters.event')} value={params.event} options={eventOptions} placeholder={t('filters.allEvents')} onChange={(e) => onChange({ event: (e.value as string | null) ?? '' })} />
      </div>
      <div className="audit-filter">
        <label htmlFor="audit-table">{t('filters.table')}</label>
        <NamedDropdown inputId="audit-table" label={t('filters.table')} value={params.table} options={tableOptions} placeholder={t('filters.allTables')} onChange={(e) => onChange({ table: (e.value as string | null) ?? '' })} />
      </div>
      <div className="audit-filter audit-filter-date">
        <label htmlFor="audit-from">{t('filters.from')}</label>
        <InputText id="audit-from" type="date" value={params.from} max={params.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className="audit-filter audit-filter-date">
        <label htmlFor="audit-to">{t('filters.to')}</label>
        <InputText id="audit-to" type="date" value={params.to} min={params.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
      {hasFilters(params) ? (
        <div className="audit-filter audit-filter-clear">
          <Button type="button" text icon="pi pi-filter-slash" label={t('filters.clear')} onClick={() => onChange({ user: '', event: '', table: '', from: '', to: '' })} />
        </div>
      ) : null}
    </form>
  );
}
