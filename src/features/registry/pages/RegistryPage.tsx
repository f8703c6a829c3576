import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';

export default function RegistryPage() {
  const { t } = useTranslation('registry');
  return (
    <>
      <PageHeader title={t('common:titles.registry')} subtitle={t('intro')} />
      <section className="section" aria-labelledby="athletes-title">
        <h2 id="athletes-title" className="section-title">
          {t('athletes.title')}
        </h2>
        <EmptyState icon="pi pi-user" title={t('athletes.empty')} description={t('athletes.emptyHint')} level={3} />
      </section>
      <section className="section" aria-labelledby="couples-title">
        <h2 id="couples-title" className="section-title">
          {t('couples.title')}
        </h2>
        <EmptyState icon="pi pi-users" title={t('couples.empty')} description={t('couples.emptyHint')} level={3} />
      </section>
    </>
  );
}
