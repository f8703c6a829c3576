// The main menu, as data (rendered by MainNav and the mobile sidebar, tested per role).
//  - public pages: competitions, seasons, documents, reserved area
//  - reserved area, per role:
//      admin: dashboard, registry, clubs, enrolments, issues, competitions, documents, users, audit, kata sheets, judges
//      organizer: dashboard, enrolments, my issues
//      athlete: dashboard, my registry, enrolments, my issues
//      commissioner: no items
//  - anonymous users: register and login (login carries next = current path)
import type { Role } from '@/lib/core/types';
import { paths } from '@/lib/core/paths';

export interface MenuEntry {
  key: string;
  /** common:menu.<key> */
  label: string;
  to: string;
  icon: string;
  /** Active only on an exact match. */
  end?: boolean;
  /** Shows the unread-messages badge. */
  badge?: 'unreadIssues';
}

const ENTRIES = {
  competitions: { key: 'competitions', label: 'menu.competitions', to: paths.competitions, icon: 'pi pi-calendar' },
  documents: { key: 'documents', label: 'menu.documents', to: paths.documents(), icon: 'pi pi-file' },
  reserved: { key: 'reserved', label: 'menu.reserved', to: paths.reserved, icon: 'pi pi-lock', end: true },
  dashboard: { key: 'dashboard', label: 'menu.dashboard', to: paths.reserved, icon: 'pi pi-home', end: true },
  registry: { key: 'registry', label: 'menu.registry', to: paths.registry, icon: 'pi pi-id-card' },
  clubs: { key: 'clubs', label: 'menu.clubs', to: paths.clubs, icon: 'pi pi-building' },
  myRegistry: { key: 'myRegistry', label: 'menu.myRegistry', to: paths.registry, icon: 'pi pi-id-card' },
  enrolments: { key: 'enrolments', label: 'menu.enrolments', to: paths.enrolments, icon: 'pi pi-check-square' },
  issues: { key: 'issues', label: 'menu.issues', to: paths.issues, icon: 'pi pi-comments', badge: 'unreadIssues' },
  myIssues: { key: 'myIssues', label: 'menu.myIssues', to: paths.issues, icon: 'pi pi-comments', badge: 'unreadIssues' },
  reservedCompetitions: { key: 'reservedCompetitions', label: 'menu.reservedCompetitions', to: paths.reservedCompetitions, icon: 'pi pi-calendar' },
  reservedDocuments: { key: 'reservedDocuments', label: 'menu.reservedDocuments', to: paths.reservedDocuments, icon: 'pi pi-file' },
  users: { key: 'users', label: 'menu.users', to: paths.users(), icon: 'pi pi-users' },
  audit: { key: 'audit', label: 'menu.audit', to: paths.audit, icon: 'pi pi-history' },
  kataSheets: { key: 'kataSheets', label: 'menu.kataSheets', to: paths.kataSheets, icon: 'pi pi-list-check' },
  judges: { key: 'judges', label: 'menu.judges', to: paths.allJudgesRanking, icon: 'pi pi-chart-bar' },
  seasons: { key: 'seasons', label: 'menu.seasons', to: paths.seasons, icon: 'pi pi-trophy' },
  publicSeasons: { key: 'publicSeasons', label: 'menu.publicSeasons', to: paths.publicSeasons, icon: 'pi pi-trophy' },
} satisfies Record<string, MenuEntry>;

const ROLE_MENUS: Record<Role, readonly MenuEntry[]> = {
  admin: [
    ENTRIES.dashboard,
    ENTRIES.registry,
    ENTRIES.clubs,
    ENTRIES.enrolments,
    ENTRIES.issues,
    ENTRIES.reservedCompetitions,
    ENTRIES.reservedDocuments,
    ENTRIES.users,
    ENTRIES.audit,
    ENTRIES.kataSheets,
    ENTRIES.judges,
    ENTRIES.seasons,
  ],
  organizer: [ENTRIES.dashboard, ENTRIES.enrolments, ENTRIES.myIssues],
  athlete: [ENTRIES.dashboard, ENTRIES.myRegistry, ENTRIES.enrolments, ENTRIES.myIssues],
  commissioner: [],
};

export function isReservedPath(pathname: string): boolean {
  return pathname === paths.reserved || pathname.startsWith(`${paths.reserved}/`);
}

export function publicMenu(): MenuEntry[] {
  return [ENTRIES.competitions, ENTRIES.publicSeasons, ENTRIES.documents, ENTRIES.reserved];
}

export function roleMenu(role: Role | null | undefined): MenuEntry[] {
  return role ? [...ROLE_MENUS[role]] : [];
}

/** The main menu for the current page: public entries on public pages, the role's entries in the reserved area. */
export function mainMenu(role: Role | null | undefined, pathname: string): MenuEntry[] {
  return isReservedPath(pathname) ? roleMenu(role) : publicMenu();
}

/** Is the entry the current page (or, unless `end`, a page below it)? */
export function isActiveEntry(entry: Pick<MenuEntry, 'to' | 'end'>, pathname: string): boolean {
  return pathname === entry.to || (!entry.end && pathname.startsWith(`${entry.to}/`));
}

/** Entries for anonymous users: register, and login with next = the current path. */
export function anonymousEntries(location: { pathname: string; search: string }): MenuEntry[] {
  const here = location.pathname + location.search;
  const login = location.pathname === paths.login() ? here : paths.login(here);
  return [
    { key: 'register', label: 'menu.register', to: paths.register, icon: 'pi pi-user-plus' },
    { key: 'login', label: 'menu.login', to: login, icon: 'pi pi-sign-in' },
  ];
}
