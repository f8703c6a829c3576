import { useTranslation } from 'react-i18next';
import { useImpersonation } from '@/lib/core/impersonationStore';
import type { User } from '@/lib/core/types';

export const USER_MENU_BUTTON_ID = 'user-menu-button';

export function displayName(user: User): string {
  return user.name || user.username || user.email;
}

/**
 * The user menu's button as PrimeReact's Button renders it, without PrimeReact: the header paints it
 * while the menu's chunk (PrimeReact's Menu) loads; a click meanwhile opens the menu once it is there.
 */
export function UserMenuButton({ user, onClick }: { user: User; onClick: () => void }) {
  const { t } = useTranslation('common');
  const impersonating = useImpersonation((s) => s.stack.length > 0);
  return (
    <div className="user-menu-anchor">
      <button
        id={USER_MENU_BUTTON_ID}
        type="button"
        className={`p-button p-component user-menu-button ${impersonating ? 'is-impersonating' : ''}`}
        aria-label={t('layout.userMenuFor', { name: displayName(user) })}
        aria-haspopup="menu"
        onClick={onClick}
      >
        <span className="p-button-icon p-c p-button-icon-left pi pi-user" />
        <span className="p-button-label p-c">{displayName(user)}</span>
      </button>
    </div>
  );
}
