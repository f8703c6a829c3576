import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/core/session';
import { useImpersonation } from '@/lib/core/impersonationStore';
import { anonymousEntries, mainMenu } from '@/components/layout/menu';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { loadPrimeTheme } from '@/lib/core/loadPrimeTheme';
import { UserMenuButton } from './UserMenuButton';
import { useUnreadBadge } from '@/features/issues/useUnreadBadge';

// PrimeReact's menus come with PrimeReact's theme, after the first paint: a public page's header has none.
const withTheme = <M,>(load: () => Promise<M>) => () => Promise.all([load(), loadPrimeTheme()]).then(([m]) => m);
const MobileMenu = lazy(withTheme(() => import('./MobileMenu')));
const UserMenu = lazy(withTheme(() => import('./UserMenu')));

export function Header() {
  const location = useLocation();
  const user = useSession();
  const impersonating = useImpersonation((s) => s.stack.length > 0);
  const [open, setOpen] = useState(false);
  /** The phone menu stays mounted once opened (its closing animation needs it). */
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [userMenuWanted, setUserMenuWanted] = useState(false);
  const items = mainMenu(user?.role || null, location.pathname);
  const hasIssuesEntry = items.some((i) => i.badge === 'unreadIssues');
  const unread = useUnreadBadge(user?.id, hasIssuesEntry);
  const anonymous = anonymousEntries(location);
  const close = () => setOpen(false);

  return (
    <SiteHeader
      location={location}
      items={items}
      account={
        user ? (
          <Suspense fallback={<UserMenuButton user={user} onClick={() => setUserMenuWanted(true)} />}>
            <UserMenu user={user} openAtStart={userMenuWanted} />
          </Suspense>
        ) : undefined
      }
      unread={unread}
      menuOpen={open}
      onMenu={() => {
        setMenuLoaded(true);
        setOpen(true);
      }}
    >
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} close={close} items={items} anonymous={anonymous} pathname={location.pathname} hasIssuesEntry={hasIssuesEntry} unread={unread} user={user} impersonating={impersonating} />
        </Suspense>
      ) : null}
    </SiteHeader>
  );
}
