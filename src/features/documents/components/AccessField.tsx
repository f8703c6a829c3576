import { useTranslation } from 'react-i18next';
import { RadioButton } from 'primereact/radiobutton';
import { DocumentsVisibilityValues, type DocumentsRecord } from '@/lib/pb-types';

/** Anyone (the public flag), else one of the server's visibility values. */
const ACCESS = ['public', ...DocumentsVisibilityValues] as const;
export type Access = (typeof ACCESS)[number];

export function accessOf(doc: { public: boolean; visibility: string }): Access {
  return doc.public ? 'public' : doc.visibility === 'registered' ? 'registered' : 'staff';
}

export function accessToMeta(access: Access): { public: boolean; visibility: DocumentsRecord['visibility'] } {
  return access === 'public' ? { public: true, visibility: '' } : { public: false, visibility: access };
}

/** Who may read the document: the public flag and the visibility as one choice. */
export function AccessField({ id, value, onChange }: { id: string; value: Access; onChange: (a: Access) => void }) {
  const { t } = useTranslation('documents');
  return (
    <fieldset className="form-field access-field">
      <legend className="form-label">{t('form.access')}</legend>
      {ACCESS.map((a) => (
        <div key={a} className="access-option">
          <RadioButton inputId={`${id}-${a}`} name={id} value={a} checked={value === a} onChange={() => onChange(a)} aria-describedby={`${id}-${a}-hint`} />
          <label htmlFor={`${id}-${a}`}>
            <strong>{t(`access.${a}`)}</strong>
            <span id={`${id}-${a}-hint`} className="muted">
              {t(`access.${a}Hint`)}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
