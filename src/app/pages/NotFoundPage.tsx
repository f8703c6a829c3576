import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/core/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('titles.notFound')} />
      <EmptyState icon="pi pi-map" title={t('errors.notFoundTitle')} description={t('errors.notFoundText')}>
        <Link className="kp-button" to={paths.home}>
          {t('actions.backHome')}
        </Link>
      </EmptyState>
    </>
  );
}
