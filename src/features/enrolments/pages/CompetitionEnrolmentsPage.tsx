import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

/** /reserved/enrolments/{competitionID}: the enrolments of one competition (organizer's desk). */
export default function CompetitionEnrolmentsPage() {
  const { t } = useTranslation('enrolments');
  return (
    <>
      <PageHeader title={t('common:titles.competitionEnrolments')} subtitle={t('competition.intro')} />
      <EmptyState icon="pi pi-check-square" title={t('competition.empty')} description={t('competition.emptyHint')} />
    </>
  );
}
