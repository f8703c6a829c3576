import './search-field.css';

/**
 * A labelled search box (the label is visible: it is the only hint on a phone). Put it in a .list-toolbar.
 * PrimeReact's icon field markup and classes without PrimeReact (light on a public page's first load);
 * without `onChange` the field is uncontrolled.
 */
export function SearchField({ id, value, onChange, label, placeholder }: { id: string; value?: string; onChange?: (v: string) => void; label: string; placeholder?: string }) {
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field-label">
        {label}
      </label>
      <div className="p-icon-field p-icon-field-left">
        <span className="pi pi-search p-input-icon" aria-hidden="true" />
        <input
          className="p-inputtext p-component"
          id={id}
          type="search"
          value={value}
          onChange={onChange && ((e) => onChange(e.target.value))}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </div>
  );
}
