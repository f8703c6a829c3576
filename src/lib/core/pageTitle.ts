// Page titles: "<localized page name> - Kata Portal", or just the product name.
// Routes declare a title key (common:titles.*); a page may override the name with a specific one
// (e.g. the competition's name) with usePageTitle(name).
import { useEffect, useSyncExternalStore } from 'react';
import { PRODUCT_NAME } from './constants';

export function composeTitle(pageName?: string | null): string {
  return pageName ? `${pageName} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(value: string | null) {
  if (override === value) return;
  override = value;
  listeners.forEach((l) => l());
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => override,
    () => override,
  );
}

/** Overrides the page name of the current route while the calling component is mounted. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    setOverride(name);
    return () => setOverride(null);
  }, [name]);
}
