import { useTranslation } from 'react-i18next';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

export function DocumentSearch({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('documents');
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field-label">
        {t('list.searchLabel')}
      </label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" aria-hidden="true" />
        <InputText id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={t('list.searchPlaceholder')} autoComplete="off" enterKeyHint="search" />
      </IconField>
    </div>
  );
}
