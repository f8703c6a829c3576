import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import './search-field.css';

/** A labelled search box (the label is visible: it is the only hint on a phone). Put it in a .list-toolbar. */
export function SearchField({ id, value, onChange, label, placeholder }: { id: string; value: string; onChange: (v: string) => void; label: string; placeholder?: string }) {
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field-label">
        {label}
      </label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" aria-hidden="true" />
        <InputText id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} autoComplete="off" enterKeyHint="search" />
      </IconField>
    </div>
  );
}
