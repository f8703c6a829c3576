// The routed app, loaded lazily by the root (not part of the home page's initial bundle).
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { queryClient } from '@/lib/queryClient';
import { refreshSession } from '@/lib/session';
import { revalidateOnSessionChange } from '@/lib/sessionSwitch';
import { AppProviders } from './AppProviders';
import { buildRoutes } from './routes';

export const router = createBrowserRouter(buildRoutes());

registerNavigator((to, options) => router.navigate(to, options));
// Guards run again whenever the session changes (login, logout, expiry on refresh); a deliberate
// switch (impersonation) navigates to where the new user lands instead.
revalidateOnSessionChange(router);
void refreshSession();

/** Resolves once the router has loaded the current location's lazy routes (a first render shows the page, not a fallback). */
export function routerReady(): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (ready()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!ready()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Hands data fetched by a first-load page to TanStack Query (same keys as the routed pages' queries). */
export function seedQueries(entries: readonly { key: readonly unknown[]; data: unknown }[]): void {
  for (const e of entries) if (queryClient.getQueryData(e.key) === undefined) queryClient.setQueryData(e.key, e.data);
}

export default function AppRouter() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
