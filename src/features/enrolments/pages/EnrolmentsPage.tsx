// /reserved/enrolments: my couples' enrolments. Enrol a couple in a competition open for enrolment,
// add notes and attachments, self-accredit in the window, delete while enrolment is open. Admins and
// organizers also find here the desks of the competitions they run (every couple enrolled).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { confirmDelete } from '@/lib/core/confirm';
import { useSession } from '@/lib/core/session';
import { toast } from '@/lib/core/toast';
import type { User } from '@/lib/core/types';
import { useDeleteEnrolment, useMyEnrolments, type Enrolment } from '../api';
import { EnrolDialog } from '../components/EnrolDialog';
import { EnrolmentCard } from '../components/EnrolmentCard';
import { StaffDesks } from '../components/StaffDesks';
import { hasOrganizerRole } from '@/lib/domain/permissions';
import { NotesDialog } from '@/lib/domain/enrolment/NotesDialog';
import { paths } from '@/lib/core/paths';
import '../enrolments.css';

export default function EnrolmentsPage() {
  const { t } = useTranslation('enrolments');
  const user = useSession() as User;
  const enrolments = useMyEnrolments(user.id);
  const remove = useDeleteEnrolment();
  const [enrolling, setEnrolling] = useState(false);
  const [notesOf, setNotesOf] = useState<Enrolment | null>(null);
  const items = enrolments.data ?? [];

  function askDelete(e: Enrolment) {
    const couple = `${e.toriName} – ${e.ukeName}`;
    const competition = e.expand?.competition?.name ?? '';
    confirmDelete({
      header: t('delete.title'),
      message: t('delete.confirm', { couple, competition }),
      accept: () => remove.mutate(e.id, { onSuccess: () => toast.success(t('common:toasts.saved'), t('delete.done', { couple })) }),
    });
  }

  const enrolButton = <Button type="button" icon="pi pi-plus" label={t('enrol.open')} onClick={() => setEnrolling(true)} />;

  return (
    <>
      <PageHeader title={t('common:titles.enrolments')} subtitle={t('list.intro')} actions={enrolButton} />
      <ConfirmDialog />
      {hasOrganizerRole(user) ? (
        <>
          <StaffDesks user={user} />
          <h2 className="staff-desks-mine">{t('list.label')}</h2>
        </>
      ) : null}
      {enrolments.isLoading ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState icon="pi pi-check-square" title={t('list.empty')} description={t('list.emptyHint')}>
          {enrolButton}
          <Link to={paths.registry} className="p-button p-component p-button-outlined">
            {t('list.toRegistry')}
          </Link>
        </EmptyState>
      ) : (
        <section aria-label={t('list.label')} className="enrol-list">
          {items.map((e) => (
            <EnrolmentCard key={e.id} enrolment={e} onNotes={setNotesOf} onDelete={askDelete} />
          ))}
        </section>
      )}
      {enrolling ? <EnrolDialog userId={user.id} onClose={() => setEnrolling(false)} /> : null}
      {notesOf ? <NotesDialog enrolment={notesOf} readOnly={notesOf.expand?.competition?.status === 'archived'} onClose={() => setNotesOf(null)} /> : null}
    </>
  );
}
