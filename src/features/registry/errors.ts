// Error reporting for the registry's buttons: a refused delete carries a field error on `id` with a
// code (athlete_in_couple, couple_enrolled) whose localized text says what to do first.
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { reportActionError } from '@/lib/core/formErrors';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import type { ErrorSummary } from '@/lib/core/errors';

export function reportRegistryError(error: unknown, summary: ErrorSummary): void {
  const fields = Object.values(fieldErrorsOf(error));
  if (fields.length) toast.error(i18n.t(`common:toasts.${summary}`), fields.map(localizeFieldError).join(' '));
  else reportActionError(error, summary);
}
