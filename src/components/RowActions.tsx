// The edit and delete buttons of a table row, named after the row ("Delete – Judo Club Roma") so that
// a screen reader and a test tell one row's button from the next.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

interface RowActionProps {
  /** What the row is called. */
  name: string;
  onClick: () => void;
  /** Overrides the label (e.g. "View" where the user may only look). */
  label?: string;
  icon?: string;
}

export function RowEditButton({ name, onClick, label, icon = 'pi pi-pencil' }: RowActionProps) {
  const { t } = useTranslation();
  const text = label ?? t('common:actions.edit');
  return <Button type="button" size="small" text icon={icon} label={text} aria-label={`${text} – ${name}`} onClick={onClick} />;
}

export function RowDeleteButton({ name, onClick }: Omit<RowActionProps, 'label' | 'icon'>) {
  const { t } = useTranslation();
  const text = t('common:actions.delete');
  return <Button type="button" size="small" text severity="danger" icon="pi pi-trash" label={text} aria-label={`${text} – ${name}`} onClick={onClick} />;
}
