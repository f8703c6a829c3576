// The documents tab of a public competition page (/competitions/{id}/documents).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicDocumentsTable } from '../components/PublicDocumentsTable';
import '../documents.css';

export default function CompetitionDocumentsPage() {
  const { t } = useTranslation('documents');
  const { competitionID = '' } = useParams();
  return (
    <section aria-labelledby="competition-documents-title">
      <h2 id="competition-documents-title" className="section-title">
        {t('list.tabTitle')}
      </h2>
      <PublicDocumentsTable competitionId={competitionID} showCompetition={false} />
    </section>
  );
}
