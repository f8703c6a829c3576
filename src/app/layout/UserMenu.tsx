import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { logout } from '@/lib/core/session';
import { standOut } from '@/lib/core/impersonation';
import { useImpersonation } from '@/lib/core/impersonationStore';
import type { User } from '@/lib/core/types';
import { paths } from '@/lib/core/paths';

import { USER_MENU_BUTTON_ID, displayName } from './UserMenuButton';

/** Items of the user menu: profile, logout, plus a stand-out entry while impersonating. */
export function useUserMenuItems(): MenuItem[] {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const impersonating = useImpersonation((s) => s.stack.length > 0);
  const items: MenuItem[] = [{ id: 'user-menu-profile', label: t('menu.profile'), icon: 'pi pi-user', command: () => void navigate(paths.profile) }];
  if (impersonating) {
    items.push({ id: 'user-menu-standout', label: t('menu.standOut'), icon: 'pi pi-replay', className: 'user-menu-standout', command: () => void standOut() });
  }
  items.push({ separator: true }, { id: 'user-menu-logout', label: t('menu.logout'), icon: 'pi pi-sign-out', command: () => void logout() });
  return items;
}

/** The user menu; `openAtStart`: its button was clicked before this chunk arrived (UserMenuButton). */
export default function UserMenu({ user, openAtStart = false }: { user: User; openAtStart?: boolean }) {
  const { t } = useTranslation('common');
  const menu = useRef<Menu>(null);
  const items = useUserMenuItems();
  const impersonating = useImpersonation((s) => s.stack.length > 0);
  // A click on the button before this chunk arrived opens the menu once the popup's portal is in
  // place: the render after the first one (the portal mounts in its own first effect, batched with
  // `placed`), so that the opening transition positions the popup. Menu.show() reads the event's
  // currentTarget only, to place the popup under the button.
  const [placed, setPlaced] = useState(false);
  const wasWanted = useRef(openAtStart);
  useEffect(() => setPlaced(true), []);
  useEffect(() => {
    const button = document.getElementById(USER_MENU_BUTTON_ID);
    if (!placed || !wasWanted.current || !button) return;
    wasWanted.current = false;
    menu.current?.show({ currentTarget: button } as unknown as SyntheticEvent);
  }, [placed]);
  // appendTo="self": the popup stays inside the header landmark (axe "region").
  return (
    <div className="user-menu-anchor">
      <Button
        id={USER_MENU_BUTTON_ID}
        type="button"
        className={`user-menu-button ${impersonating ? 'is-impersonating' : ''}`}
        icon="pi pi-user"
        label={displayName(user)}
        aria-label={t('layout.userMenuFor', { name: displayName(user) })}
        aria-haspopup="menu"
        aria-controls="user-menu"
        onClick={(e) => menu.current?.toggle(e)}
      />
      <Menu model={items} popup ref={menu} id="user-menu" popupAlignment="right" className="user-menu" appendTo="self" />
    </div>
  );
}
