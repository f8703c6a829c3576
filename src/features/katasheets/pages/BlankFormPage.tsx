// A kata's blank scoring form (/kata-sheets/{kata}/form): the paper fallback of a judge's tablet, one
// A4 page from the kata's sheet with blank lines for the competition, poule, seat and couple. The
// half point and the flow mark are on it: the judge leaves them empty where the rules do not score them.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { ScoringForm } from '@/lib/domain/paper/ScoringForm';
import { useKataSheet } from '../api';

export default function BlankFormPage() {
  const { t } = useTranslation('katasheets');
  const { kata = '' } = useParams();
  const sheet = useKataSheet(kata);
  const name = t(`common:katas.${kata}`, { defaultValue: kata });
  return (
    <>
      <PageHeader
        title={t('common:titles.blankForm')}
        subtitle={name}
        actions={sheet.data ? <Button type="button" icon="pi pi-print" label={t('common:paper.print')} onClick={() => window.print()} /> : undefined}
      />
      {sheet.isLoading ? (
        <Loading />
      ) : !sheet.data ? (
        <EmptyState icon="pi pi-file" title={t('form.missing')} />
      ) : (
        <ScoringForm title={`${t('common:titles.blankForm')} – ${name}`} header={{}} items={sheet.data.items} scale={sheet.data.scale} half flow />
      )}
    </>
  );
}
