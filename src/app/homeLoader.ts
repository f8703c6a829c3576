// The chunks of the pages rendered before the router (first load, see features/firstload): the home
// (shared with the route table) and the first-load versions of /login, /competitions and a competition.
import type { ComponentType } from 'react';
import type { FirstLoadRoute } from '@/features/firstload/routes';

export const loadHomePage = () => import('@/features/home/pages/HomePage');

export function loadFirstLoadPage(page: FirstLoadRoute['page']): Promise<{ default: ComponentType }> {
  switch (page) {
    case 'home':
      return loadHomePage();
    case 'login':
      return import('@/features/firstload/pages/LoginFirstLoad');
    case 'competitions':
      return import('@/features/firstload/pages/CompetitionsFirstLoad');
    case 'competition':
      return import('@/features/firstload/pages/CompetitionFirstLoad');
  }
}
