import { describe, expect, it } from 'vitest';
import { anonymousEntries, mainMenu, publicMenu, roleMenu } from './menu';

const shape = (items: ReturnType<typeof publicMenu>) => items.map((i) => [i.label, i.to]);

describe('main menu', () => {
  it('public pages: competitions, seasons, documents, reserved area', () => {
    expect(shape(publicMenu())).toEqual([
      ['menu.competitions', '/competitions'],
      ['menu.publicSeasons', '/seasons'],
      ['menu.documents', '/documents'],
      ['menu.reserved', '/reserved'],
    ]);
    for (const role of [null, 'athlete', 'organizer', 'commissioner', 'admin'] as const) {
      expect(mainMenu(role, '/competitions/x')).toEqual(publicMenu());
      expect(mainMenu(role, '/')).toEqual(publicMenu());
      expect(mainMenu(role, '/reservedx')).toEqual(publicMenu());
    }
  });

  it('admin: dashboard, registry, clubs, enrolments, issues, competitions, documents, users, audit, kata sheets, judges, seasons', () => {
    expect(shape(mainMenu('admin', '/reserved'))).toEqual([
      ['menu.dashboard', '/reserved'],
      ['menu.registry', '/reserved/registry'],
      ['menu.clubs', '/reserved/clubs'],
      ['menu.enrolments', '/reserved/enrolments'],
      ['menu.issues', '/reserved/issues'],
      ['menu.reservedCompetitions', '/reserved/competitions'],
      ['menu.reservedDocuments', '/reserved/documents'],
      ['menu.users', '/reserved/users'],
      ['menu.audit', '/reserved/audit'],
      ['menu.kataSheets', '/reserved/kata-sheets'],
      ['menu.judges', '/reserved/judges'],
      ['menu.seasons', '/reserved/seasons'],
    ]);
  });

  it('organizer: dashboard, enrolments, my issues', () => {
    expect(shape(mainMenu('organizer', '/reserved/enrolments/c1'))).toEqual([
      ['menu.dashboard', '/reserved'],
      ['menu.enrolments', '/reserved/enrolments'],
      ['menu.myIssues', '/reserved/issues'],
    ]);
  });

  it('athlete: dashboard, my registry, enrolments, my issues', () => {
    expect(shape(mainMenu('athlete', '/reserved/registry'))).toEqual([
      ['menu.dashboard', '/reserved'],
      ['menu.myRegistry', '/reserved/registry'],
      ['menu.enrolments', '/reserved/enrolments'],
      ['menu.myIssues', '/reserved/issues'],
    ]);
  });

  it('commissioner: no items', () => {
    expect(mainMenu('commissioner', '/reserved')).toEqual([]);
    expect(roleMenu(null)).toEqual([]);
  });

  it('only the issues entries carry the unread badge', () => {
    const badged = roleMenu('admin').filter((i) => i.badge === 'unreadIssues').map((i) => i.key);
    expect(badged).toEqual(['issues']);
    expect(roleMenu('athlete').filter((i) => i.badge).map((i) => i.key)).toEqual(['myIssues']);
  });

  it('anonymous users get register and login with next = current path', () => {
    expect(shape(anonymousEntries({ pathname: '/competitions/c1/draws', search: '?x=1' }))).toEqual([
      ['menu.register', '/register'],
      ['menu.login', '/login?next=%2Fcompetitions%2Fc1%2Fdraws%3Fx%3D1'],
    ]);
    // On the login page itself the link keeps the existing next.
    expect(anonymousEntries({ pathname: '/login', search: '?next=%2Freserved' })[1]?.to).toBe('/login?next=%2Freserved');
  });
});
