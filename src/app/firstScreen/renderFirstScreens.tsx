// The first screen of the public routed pages as HTML, made by the build (vite.firstScreen.ts runs this
// module in Node) from the app's own components: the layout with a visitor's header, and of each page
// what it shows before its data. The server puts it in the page's HTML (pb_hooks/first_screen.pb.js)
// so that a phone paints the page's frame and heading without waiting for the app's JavaScript;
// React then renders the same thing in its place (src/boot.tsx). A data field the server knows (a
// competition's or a season's name) is a token here that the server replaces (FIRST_SCREEN_TOKENS).
import { prerenderToNodeStream } from 'react-dom/static';
import type { Resource, ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
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
import { competitionKeys } from '@/lib/domain/competitionRequests';
import { routePatterns } from '@/lib/core/paths';
import type { Competition } from '@/lib/domain/competitionQueries';
import CompetitionPage from '@/features/competitions/pages/CompetitionPage';
import { SeasonBreadcrumb } from '@/features/seasons/components/SeasonBreadcrumb';
import { pairTitle } from '@/features/seasons/pairTitle';
import { FIRST_SCREEN_TOKENS as TOKENS, FIRST_SCREENS, SAMPLE_ID, type FirstScreen } from './firstScreens';

const noop = () => undefined;

/** Every catalogue of every language (src/locales/<language>/<namespace>.json), as i18next's resources. */
const CATALOGUES = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json', { eager: true });

function resources(): Resource {
  const out: Resource = {};
  for (const [file, catalogue] of Object.entries(CATALOGUES)) {
    const [language = '', namespace = ''] = file.replace(/^.*\/locales\//, '').replace(/\.json$/, '').split('/');
    (out[language] ??= {})[namespace] = catalogue.default;
  }
  return out;
}

/** A pair's season: the way back to its season and its names (its results come with the data). */
function PairHeading() {
  const { t } = useTranslation('seasons');
  return (
    <>
      <SeasonBreadcrumb seasonId={SAMPLE_ID} name={TOKENS.title} />
      <PageHeader title={pairTitle(t, { toriName: TOKENS.tori, ukeName: TOKENS.uke })} />
    </>
  );
}

/**
 * What each page shows first: its own render with what the server writes in (a competition's page
 * with its record: name, place and state; its date and its season come with the app), or the part of
 * it that does not wait for its data.
 */
function pageOf(screen: FirstScreen): ReactNode {
  if (screen.startsWith('competition-')) return <CompetitionPage />;
  switch (screen) {
    case 'login':
      return <LoginPage />;
    case 'competitions':
      return <CompetitionLists search={{ value: '', onChange: noop }} searching={false} current={{ items: undefined, busy: false }} past={null} />;
    case 'season':
      return <PageHeader title={TOKENS.title} />;
    case 'pair':
      return <PairHeading />;
    default:
      return null; // the frame alone: the page says what it can once it has asked
  }
}

/** The data a screen renders with: a competition's record of that state, its fields the server's tokens. */
function queryClientOf(screen: FirstScreen): QueryClient {
  const client = new QueryClient();
  if (screen.startsWith('competition-')) {
    const competition: Partial<Competition> = { id: SAMPLE_ID, collectionId: 'competitions', name: TOKENS.title, location: TOKENS.location, status: screen.slice('competition-'.length) as Competition['status'], date: '', endDate: '', logo: '' };
    client.setQueryData(competitionKeys.one(SAMPLE_ID), competition);
  }
  return client;
}

/**
 * Its controls are disabled until React has rendered the page in its place: a letter typed or a
 * button pressed before would be lost (or a form sent by the browser itself). Links work as links.
 */
function disableControls(html: string): string {
  return html.replace(/<(input|select|textarea|button)\b(?![^>]*\sdisabled)/g, '<$1 disabled=""');
}

/** The screen's markup once everything in it has loaded (a lazy part renders, not its fallback). */
async function render(screen: FirstScreen, path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClientOf(screen)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={routePatterns.competition} element={pageOf(screen)}>
              <Route index element={null} />
            </Route>
            <Route path="*" element={pageOf(screen)} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return disableControls(html);
}

/** Every first screen in every language: `{ 'login.en': '<div class="layout">…' }`. */
export async function renderFirstScreens(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // The app's own i18next (the language switcher reads it), with every catalogue at hand.
  await i18n.use(initReactI18next).init({ fallbackLng: FALLBACK_LANGUAGE, resources: resources(), defaultNS: 'common', interpolation: { escapeValue: false } });
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language);
    for (const [screen, path] of Object.entries(FIRST_SCREENS) as [FirstScreen, string][]) out[`${screen}.${language}`] = await render(screen, path);
  }
  return out;
}
