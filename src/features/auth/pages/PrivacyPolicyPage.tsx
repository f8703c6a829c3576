import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { I18nHtml } from '@/components/I18nHtml';
import { PageHeader } from '@/components/PageHeader';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeader title={t('common:titles.privacyPolicy')} subtitle={t('privacy.intro')} />
      <EmptyState icon="pi pi-shield" title={t('common:empty.notYet')} description={t('common:empty.notYetHint')} />
      <I18nHtml ns="auth" i18nKey="privacy.contact" as="p" className="auth-links" />
    </>
  );
}
