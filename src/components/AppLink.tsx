import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate, prefetchRouter } from '@/lib/core/navigation';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App-relative target, e.g. "/competitions". */
  to: string;
  replace?: boolean;
}

/**
 * An in-app link that works inside and outside the router (the home page renders before the router
 * is loaded). Inside router pages you may as well use react-router's <Link>. Also the right element for
 * links inside translated text: <Trans i18nKey="x" components={{ lnk: <AppLink to="/login" /> }} /> with "<lnk>log in</lnk>" (not <link>: a void HTML tag).
 */
export function AppLink({ to, replace, onClick, onPointerEnter, onFocus, children, ...rest }: AppLinkProps) {
  function handleClick(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    e.preventDefault();
    void navigate(to, { replace });
  }
  return (
    <a
      href={to}
      onClick={handleClick}
      onPointerEnter={(e) => {
        prefetchRouter();
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        prefetchRouter();
        onFocus?.(e);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
