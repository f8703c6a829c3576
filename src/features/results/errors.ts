// Toasts for the officials' actions: the localized text of the server's field error code when there is
// one (common:errors.<code>), else the standard error toast.
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { i18n } from '@/lib/core/i18n';
import { showError, isAutoCancelled, type ErrorSummary } from '@/lib/core/errors';
import { toast } from '@/lib/core/toast';

export function notifyError(error: unknown, summary: ErrorSummary = 'saveFailed'): void {
  if (isAutoCancelled(error)) return;
  const first = Object.values(fieldErrorsOf(error))[0];
  if (first) {
    toast.error(i18n.t(`common:toasts.${summary}`), localizeFieldError(first));
    return;
  }
  showError(error, summary);
}
