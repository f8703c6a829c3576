// /documents/{competitionID?}: public documents, optionally of one competition.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Loading } from '@/components/Loading';
import { EmptyState } from '@/components/EmptyState';
import { usePageTitle } from '@/lib/core/pageTitle';
import { useCompetitionRef } from '../api';
import { PublicDocumentsTable } from '../components/PublicDocumentsTable';
import { paths } from '@/lib/core/paths';
import '../documents.css';

export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { competitionID = '' } = useParams();
  const competition = useCompetitionRef(competitionID);
  usePageTitle(competition.data ? t('list.titleOf', { name: competition.data.name }) : null);

  if (competitionID && competition.isLoading) return <Loading />;
  if (competitionID && !competition.data) {
    return (
      <>
        <PageHeader title={t('common:titles.documents')} />
        <EmptyState icon="pi pi-calendar-times" title={t('list.competitionNotFound')}>
          <Link to={paths.documents()} className="p-button p-component p-button-outlined">
            {t('list.allDocuments')}
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={competition.data ? t('list.titleOf', { name: competition.data.name }) : t('common:titles.documents')}
        subtitle={
          competition.data ? (
            <>
              {t('list.introCompetition')} <Link to={paths.competition(competition.data.id)}>{t('list.toCompetition')}</Link> ·{' '}
              <Link to={paths.documents()}>{t('list.allDocuments')}</Link>
            </>
          ) : (
            t('list.intro')
          )
        }
      />
      <PublicDocumentsTable competitionId={competitionID} showCompetition={!competitionID} />
    </>
  );
}
