// /login on first load: the routed LoginPage's view (components/LoginCard) without react-hook-form, zod
// and PrimeReact. Touching a field starts the takeover (takeover.ts): what is typed meanwhile, the
// focus and a click on "Log in" or "Show password" carry over to the routed form.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginCard } from '@/components/LoginCard';
import { composeTitle } from '@/lib/pageTitle';
import { LightLayout } from '../components/LightLayout';
import { armTakeover, takeOverAndClick } from '../takeover';

export default function LoginFirstLoad() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    document.title = composeTitle(t('common:titles.login'));
    armTakeover();
  }, [t]);
  return (
    <LightLayout ready={true}>
      <LoginCard
        onSubmit={(e) => {
          e.preventDefault();
          takeOverAndClick('form.form button[type=submit]');
        }}
        onPasswordToggle={() => takeOverAndClick('.password-toggle')}
      />
    </LightLayout>
  );
}
