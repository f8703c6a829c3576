// The first screen of the public routed pages as HTML, made by the build (vite.firstScreen.ts runs this
// module in Node) from the app's own components: the layout with a visitor's header, and of each page
// what it shows before its data. The server puts it in the page's HTML (pb_hooks/first_screen.pb.js)
// so that a phone paints the page's frame and heading without waiting for the app's JavaScript;
// React then renders the same thing in its place (src/boot.tsx). A data field the server knows (a
// competition's or a season's name) is a token here that the server replaces (FIRST_SCREEN_TOKENS).
import { renderToStaticMarkup } from 'react-dom/server';
import type { Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Layout from '@/app/layout/Layout';
import { AppProviders } from '@/app/AppProviders';
import LoginPage from '@/features/auth/pages/LoginPage';
import { CompetitionLists } from '@/lib/domain/competition/CompetitionLists';
import { PageHeader } from '@/components/PageHeader';
import { i18n } from '@/lib/core/i18n';
import { LANGUAGES, FALLBACK_LANGUAGE } from '@/lib/core/languages';
import { FIRST_SCREEN_TOKENS, FIRST_SCREENS, type FirstScreen } from './firstScreens';

const noop = () => undefined;

/** What each page shows before its data: the same elements as its first render with the data pending. */
function pageOf(screen: FirstScreen): ReactNode {
  switch (screen) {
    case 'login':
      return <LoginPage />;
    case 'competitions':
      return <CompetitionLists search={{ value: '', onChange: noop }} searching={false} current={{ items: undefined, busy: false }} past={null} />;
    case 'season':
      return <PageHeader title={FIRST_SCREEN_TOKENS.title} />;
    default:
      return null; // the frame alone: the page's heading comes with its data
  }
}

function render(screen: FirstScreen, path: string): string {
  return renderToStaticMarkup(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={pageOf(screen)} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * Every first screen in every language: `{ 'login.en': '<div class="layout">…' }`. `catalogues`: the
 * namespaces' JSON by language (`resources[language][namespace]`).
 */
export async function renderFirstScreens(resources: Resource): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // The app's own i18next (the language switcher reads it), with every catalogue at hand.
  await i18n.use(initReactI18next).init({ fallbackLng: FALLBACK_LANGUAGE, resources, defaultNS: 'common', interpolation: { escapeValue: false } });
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language);
    for (const [screen, path] of Object.entries(FIRST_SCREENS) as [FirstScreen, string][]) out[`${screen}.${language}`] = render(screen, path);
  }
  return out;
}
