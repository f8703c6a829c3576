// The confirmation before a deletion: a danger "Delete" and the focus on "Cancel", so that a stray
// Enter keeps the record. Render a <ConfirmDialog /> on the page.
import { confirmDialog } from 'primereact/confirmdialog';
import { i18n } from './i18n';

export function confirmDelete({ header, message, accept }: { header: string; message: string; accept: () => void }): void {
  confirmDialog({
    header,
    message,
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: i18n.t('common:actions.delete'),
    rejectLabel: i18n.t('common:actions.cancel'),
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept,
  });
}
