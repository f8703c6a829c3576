// What the athlete and couple dialogs share on submit: editing a verified record asks first (the server
// resets its verification, and an athlete's couples'), then the record is saved, a toast
// says so and the dialog closes, or the server's errors go next to the fields.
import { confirmDialog } from 'primereact/confirmdialog';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { reportFormError } from '@/lib/core/formErrors';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import type { RegistryKind } from './useRegistryRowActions';

/** Asks before a verified record is changed; true when the user confirms. */
export function confirmVerifiedEdit(kind: RegistryKind): Promise<boolean> {
  return new Promise((resolve) =>
    confirmDialog({
      header: i18n.t(`registry:${kind}.editVerifiedTitle`),
      message: i18n.t(`registry:${kind}.editVerifiedConfirm`),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: i18n.t('common:actions.save'),
      rejectLabel: i18n.t('common:actions.cancel'),
      defaultFocus: 'reject',
      accept: () => resolve(true),
      reject: () => resolve(false),
      // After accept or reject too: the first answer wins.
      onHide: () => resolve(false),
    }),
  );
}

export interface RegistrySubmit<F extends FieldValues, R> {
  kind: RegistryKind;
  /** The record being edited (null: a new one). */
  record: { verified: boolean } | null;
  isDirty: boolean;
  save: () => Promise<R>;
  /** The toast's text once saved. */
  savedMessage: (saved: R) => string;
  setError: UseFormSetError<F>;
  fields: readonly Path<F>[];
  onClose: () => void;
}

/** The submit of a registry dialog (react-hook-form keeps the button busy until it settles). */
export async function submitRegistryRecord<F extends FieldValues, R>(o: RegistrySubmit<F, R>): Promise<void> {
  if (o.record?.verified && o.isDirty && !(await confirmVerifiedEdit(o.kind))) return;
  try {
    const saved = await o.save();
    toast.success(i18n.t('common:toasts.saved'), o.savedMessage(saved));
    o.onClose();
  } catch (error) {
    reportFormError(error, o.setError, o.record ? 'editFailed' : 'createFailed', { fields: o.fields });
  }
}
