// Judge consistency by person for admins (/reserved/judges, in the admin menu): every judge of the
// shared judges' list over every competition, and the judges' qualifications, which admins keep. The
// server answers only admins.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useJudgeConsistency } from '../judge/consistencyApi';
import { JudgeRanking } from '../components/JudgeRanking';
import { QualificationsEditor } from '../components/QualificationsEditor';
import '../results.css';

export default function AllJudgesRankingPage() {
  const { t } = useTranslation('results');
  const rows = useJudgeConsistency(null);
  return (
    <>
      <PageHeader title={t('common:titles.judgeRanking')} subtitle={t('ranking.hintAll')} />
      <p className="muted">{t('ranking.how')}</p>
      {rows.isError ? (
        <p className="notice notice-warn" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{t('ranking.error')}</span>
        </p>
      ) : null}
      <JudgeRanking rows={rows.data ?? []} loading={rows.isLoading} caption={t('ranking.captionAll')} empty={t('ranking.emptyAll')} />
      <QualificationsEditor />
    </>
  );
}
