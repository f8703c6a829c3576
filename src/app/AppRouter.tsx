// The routed app, loaded lazily by the root (not part of the home page's initial bundle).
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from '@/lib/core/navigation';
import { refreshSession } from '@/lib/core/session';
import { revalidateOnSessionChange } from '@/lib/core/sessionSwitch';
import { AppProviders } from './AppProviders';
import { buildRoutes } from './routes';

export const router = createBrowserRouter(buildRoutes());

registerNavigator((to, options) => router.navigate(to, options));
// Guards run again whenever the session changes (login, logout, expiry on refresh); a deliberate
// switch (impersonation) navigates to where the new user lands instead.
revalidateOnSessionChange(router);
void refreshSession();

export default function AppRouter() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
