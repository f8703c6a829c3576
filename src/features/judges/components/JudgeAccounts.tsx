// Judges' accounts, kept by admins on the judges' page (/reserved/judges): a judge of the list may be
// linked to a user account, whose "My judging" page then shows the judge's panels, qualifications and
// figures. Optional: judges without an account keep judging with seat codes. One judge per account
// (the server refuses a second link on the account field); only admins link (pb_hooks/judges_self.pb.js).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { FormField } from '@/components/FormField';
import { NamedDropdown } from '@/components/NamedDropdown';
import { TABLE_STACK_BREAKPOINT } from '@/lib/core/constants';
import { showError } from '@/lib/core/errors';
import { fieldErrorsOf, localizeFieldError } from '@/lib/core/fieldErrors';
import { toast } from '@/lib/core/toast';
import { notifyError } from '@/features/results/errors';
import { searchAccounts, useJudgeAccounts, useLinkJudge, type AccountOption, type LinkedJudge } from '../myJudgingApi';
import '@/components/stack-table.css';

const accountLabel = (a: { name?: string; username: string }) => (a.name ? `${a.name} (${a.username})` : a.username);

export function JudgeAccounts() {
  const { t } = useTranslation('results');
  const judges = useJudgeAccounts();
  const link = useLinkJudge();
  const [judge, setJudge] = useState('');
  const [input, setInput] = useState<string | AccountOption>('');
  const [suggestions, setSuggestions] = useState<AccountOption[]>([]);
  const [errors, setErrors] = useState<{ judge?: string; user?: string }>({});
  const list = judges.data ?? [];
  const linked = list.filter((j) => j.user);
  const account = typeof input === 'string' ? null : input;

  const submit = async () => {
    const missing = { judge: judge ? undefined : t('common:validation.required'), user: account ? undefined : t('common:validation.required') };
    setErrors(missing);
    if (!judge || !account) return;
    try {
      await link.mutateAsync({ judge, user: account.id });
      toast.success(t('common:toasts.saved'), t('accounts.linked', { name: list.find((j) => j.id === judge)?.name ?? '', account: accountLabel(account) }));
      setJudge('');
      setInput('');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.user) setErrors({ user: localizeFieldError(fields.user) });
      else notifyError(error);
    }
  };

  const unlink = async (j: LinkedJudge) => {
    try {
      await link.mutateAsync({ judge: j.id, user: '' });
      toast.success(t('common:toasts.saved'), t('accounts.unlinked', { name: j.name }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="panel judge-accounts" aria-labelledby="judge-accounts-title">
      <h2 id="judge-accounts-title" className="section-title">
        {t('accounts.title')}
      </h2>
      <p className="muted">{t('accounts.hint')}</p>
      <form
        className="judge-accounts-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField id="account-judge" label={t('accounts.judge')} required error={errors.judge} className="judge-accounts-field">
          <NamedDropdown
            inputId="account-judge"
            label={t('accounts.judge')}
            value={judge}
            options={list.map((j) => ({ value: j.id, label: j.club ? `${j.name} · ${j.club}` : j.name }))}
            onChange={(e) => setJudge(String(e.value ?? ''))}
            filter
            placeholder={t('qualifications.pickJudge')}
            loading={judges.isLoading}
            invalid={!!errors.judge}
          />
        </FormField>
        <FormField id="account-user" label={t('accounts.account')} required error={errors.user} className="judge-accounts-field">
          <AutoComplete
            inputId="account-user"
            value={input}
            suggestions={suggestions}
            field="label"
            itemTemplate={(a: AccountOption) => accountLabel(a)}
            delay={250}
            completeMethod={(e) => {
              searchAccounts(e.query)
                .then((found) => setSuggestions(found.map((a) => ({ ...a, label: accountLabel(a) }))))
                .catch((error: unknown) => showError(error, 'loadFailed'));
            }}
            onChange={(e) => setInput((e.value as string | AccountOption | null) ?? '')}
            onSelect={(e) => {
              setInput(e.value as AccountOption);
              setErrors((was) => ({ ...was, user: undefined }));
            }}
            placeholder={t('accounts.search')}
            emptyMessage={t('accounts.noAccounts')}
            showEmptyMessage
            invalid={!!errors.user}
            aria-invalid={errors.user ? true : undefined}
            aria-describedby={errors.user ? 'account-user-error' : undefined}
          />
        </FormField>
        <Button type="submit" icon="pi pi-link" label={t('accounts.link')} loading={link.isPending} />
      </form>
      <DataTable
        value={linked}
        dataKey="id"
        loading={judges.isLoading}
        responsiveLayout="stack"
        breakpoint={TABLE_STACK_BREAKPOINT}
        className="stack-table stack-table-last-labelled"
        aria-label={t('accounts.caption')}
        emptyMessage={judges.isLoading ? ' ' : t('accounts.empty')}
      >
        <Column header={t('accounts.judge')} body={(j: LinkedJudge) => <strong>{j.name}</strong>} />
        <Column header={t('accounts.account')} body={(j: LinkedJudge) => (j.expand?.user ? accountLabel(j.expand.user) : j.user)} />
        <Column
          header={t('accounts.actions')}
          body={(j: LinkedJudge) => (
            <Button type="button" icon="pi pi-times" text severity="danger" label={t('accounts.unlink')} aria-label={t('accounts.unlinkOf', { name: j.name })} onClick={() => void unlink(j)} disabled={link.isPending} />
          )}
        />
      </DataTable>
    </section>
  );
}
