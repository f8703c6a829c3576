// Edit a document's name, competition and who may read it (the file itself is replaced by uploading anew).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { CompetitionDropdown } from './CompetitionDropdown';
import { InputText } from 'primereact/inputtext';
import { FormField, fieldAria } from '@/components/FormField';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { showError } from '@/lib/core/errors';
import { formatDate } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { canAttachToAnyCompetition } from '@/lib/domain/permissions';
import { displayFileName, useDocumentCompetitions, useUpdateDocument, type Document } from '../api';
import { AccessField, accessOf, accessToMeta, type Access } from './AccessField';

export function EditDocumentDialog({ doc, user, onClose }: { doc: Document; user: User; onClose: () => void }) {
  const { t } = useTranslation('documents');
  // Admins may attach a document to any competition or to none (a site-wide document).
  const anyCompetition = canAttachToAnyCompetition(user);
  const competitions = useDocumentCompetitions(user);
  const update = useUpdateDocument();
  const [name, setName] = useState(doc.name);
  const [competition, setCompetition] = useState(doc.competition);
  const [access, setAccess] = useState<Access>(accessOf(doc));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const options = [
    ...(anyCompetition ? [{ value: '', label: t('form.noCompetition') }] : []),
    ...(competitions.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${formatDate(c.date)})` })),
  ];
  // The stored competition stays selectable even when it is not in the list.
  if (doc.competition && !options.some((o) => o.value === doc.competition) && doc.expand?.competition) {
    options.push({ value: doc.competition, label: doc.expand.competition.name });
  }

  async function save() {
    const next: Record<string, string> = {};
    if (name.trim().length > 200) next.name = t('form.nameTooLong');
    if (!anyCompetition && !competition) next.competition = t('form.competitionRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await update.mutateAsync({ id: doc.id, meta: { name: name.trim(), competition, ...accessToMeta(access) } });
      toast.success(t('common:toasts.saved'), t('form.saved', { name: name.trim() || displayFileName(doc.file) }));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, localizeFieldError(v)])));
      showError(error, 'saveFailed');
    }
  }

  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('common:actions.cancel')} outlined onClick={onClose} />
      <Button type="button" icon="pi pi-check" label={t('common:actions.save')} onClick={() => void save()} loading={update.isPending} />
    </div>
  );

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('form.editTitle', { name: doc.name || displayFileName(doc.file) })}
      footer={footer}
      className="document-dialog"
      breakpoints={{ '960px': '96vw', '640px': '100vw' }}
      style={{ width: '40rem' }}
      draggable={false}
      blockScroll
    >
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormField id="doc-name" label={t('form.name')} error={errors.name} hint={t('form.nameHint', { file: displayFileName(doc.file) })}>
          <InputText {...fieldAria('doc-name', errors.name, true)} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} invalid={!!errors.name} />
        </FormField>
        <FormField id="doc-competition" label={t('form.competition')} required={!anyCompetition} error={errors.competition}>
          <CompetitionDropdown
            inputId="doc-competition"
            value={competition}
            options={options}
            onChange={setCompetition}
            loading={competitions.isLoading}
            invalid={!!errors.competition}
            aria-describedby={errors.competition ? 'doc-competition-error' : undefined}
          />
        </FormField>
        <AccessField id="doc-access" value={access} onChange={setAccess} />
      </form>
    </Dialog>
  );
}
