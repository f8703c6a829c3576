// Judge consistency by person for admins (/reserved/judges, in the admin menu): every judge of the
// shared judges' list over every competition, or over the competitions of one season (the EJU ranks
// its kata judges over its tour), the judges' qualifications, which admins keep, and the accounts linked to judges. The server
// answers only admins.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedDropdown } from '@/components/NamedDropdown';
import { PageHeader } from '@/components/PageHeader';
import { useAllJudgesConsistency, useAllJudgesPanelDistance, useSeasonChoices } from '../consistencyApi';
import { JudgeRanking } from '../components/JudgeRanking';
import { QualificationsEditor } from '../components/QualificationsEditor';
import { JudgeAccounts } from '../components/JudgeAccounts';
import '@/features/results/results.css';
import '../judges.css';

export default function AllJudgesRankingPage() {
  const { t } = useTranslation('results');
  const seasons = useSeasonChoices();
  const [season, setSeason] = useState('');
  const rows = useAllJudgesConsistency(season);
  const distance = useAllJudgesPanelDistance(season);
  const chosen = seasons.data?.find((s) => s.id === season);
  const options = [{ value: '', label: t('ranking.everyCompetition') }, ...(seasons.data ?? []).map((s) => ({ value: s.id, label: s.name }))];
  return (
    <>
      <PageHeader title={t('common:titles.judgeRanking')} subtitle={chosen ? t('ranking.hintSeason', { season: chosen.name }) : t('ranking.hintAll')} />
      <p className="muted">{t('ranking.how')}</p>
      <div className="judge-season">
        <label htmlFor="judge-season">{t('ranking.season')}</label>
        <NamedDropdown inputId="judge-season" label={t('ranking.season')} value={season} options={options} optionLabel="label" loading={seasons.isLoading} onChange={(e) => setSeason(String(e.value ?? ''))} />
      </div>
      {rows.isError ? (
        <p className="notice notice-warn" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{t('ranking.error')}</span>
        </p>
      ) : null}
      <JudgeRanking
        rows={rows.data ?? []}
        loading={rows.isLoading}
        caption={chosen ? t('ranking.captionSeason', { season: chosen.name }) : t('ranking.captionAll')}
        empty={t('ranking.emptyAll')}
        panelDistance={distance.data?.distance}
        referenceTolerance={distance.data?.tolerance}
      />
      <QualificationsEditor />
      <JudgeAccounts />
    </>
  );
}
