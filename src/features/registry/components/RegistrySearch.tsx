import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

/** A labelled search box (the label stays visible: on a phone it is the only hint). */
export function RegistrySearch({ id, value, onChange, label, placeholder }: { id: string; value: string; onChange: (v: string) => void; label: string; placeholder?: string }) {
  return (
    <div className="registry-search">
      <label htmlFor={id} className="registry-search-label">
        {label}
      </label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" aria-hidden="true" />
        <InputText id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
      </IconField>
    </div>
  );
}
