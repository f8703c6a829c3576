// First loads of pages beyond the light public ones that visitors open straight from a link or a QR
// code: the judge's tablet (`/judge/{code}`, `/judge`), a season's ranking (`/seasons/{id}`) and a
// pair's season (`/seasons/{id}/pairs/{pair}`). The entry starts their chunks (the layout, the page,
// PrimeReact's theme) and catalogue beside the router's instead of the router finding them once it
// runs: two round trips fewer before the content. The route table uses the same loaders. Apart from
// publicPages.ts on purpose: the build groups what those pages share into the light pages' shell
// (vite.shell.ts), which must not take these pages' PrimeReact parts. Tiny: part of the entry.
import type { Namespace } from '@/lib/i18n';
import { loadOnce } from '@/lib/loadOnce';
import { loadPrimeTheme } from '@/lib/loadPrimeTheme';
import { loadLayout } from './publicPages';

export const loadTabletLayout = loadOnce(() => import('./layout/TabletLayout'));
export const loadJudgePage = loadOnce(() => import('@/features/results/pages/JudgePage'));
export const loadSeasonPage = loadOnce(() => import('@/features/seasons/pages/SeasonPage'));
export const loadSeasonPairPage = loadOnce(() => import('@/features/seasons/pages/SeasonPairPage'));

export interface EarlyPage {
  /** The route's namespaces with `common`. */
  namespaces: Namespace[];
  /** Starts the page's chunks; the router's is the app's start's (boot.tsx). */
  chunks(): Promise<unknown>[];
}

const ID = '[a-z0-9]{15}';
const PAGES: readonly (EarlyPage & { path: RegExp })[] = [
  { path: /^\/judge(\/[^/]+)?$/, namespaces: ['common', 'results'], chunks: () => [loadTabletLayout(), loadJudgePage(), loadPrimeTheme()] },
  { path: new RegExp(`^/seasons/${ID}$`), namespaces: ['common', 'seasons'], chunks: () => [loadLayout(), loadSeasonPage(), loadPrimeTheme()] },
  { path: new RegExp(`^/seasons/${ID}/pairs/[^/]+$`), namespaces: ['common', 'seasons'], chunks: () => [loadLayout(), loadSeasonPairPage(), loadPrimeTheme()] },
];

/** The page at `pathname` when it is one of these, else null. */
export function earlyPage(pathname: string): EarlyPage | null {
  const path = pathname.replace(/\/+$/, '');
  return PAGES.find((p) => p.path.test(path)) ?? null;
}
