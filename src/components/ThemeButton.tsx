import type { ButtonHTMLAttributes } from 'react';

/**
 * A button with PrimeReact's Button markup and classes (so the theme styles it) without PrimeReact:
 * light views of the public pages (the login form). `busy` shows the spinner
 * and disables it, like PrimeReact's `loading`.
 */
export function ThemeButton({ label, icon, busy = false, className = '', disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; icon: string; busy?: boolean }) {
  return (
    <button className={`p-button p-component ${busy ? 'p-button-loading p-disabled' : ''} ${className}`} aria-label={label} disabled={disabled || busy} {...rest}>
      <span className={`p-button-icon p-c p-button-icon-left ${busy ? 'p-button-loading-icon pi pi-spin pi-spinner' : icon}`} />
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
