// The routed app, loaded lazily by the root (not part of the home page's initial bundle).
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { pb } from '@/lib/pocketbase';
import { refreshSession } from '@/lib/session';
import { AppProviders } from './AppProviders';
import { buildRoutes } from './routes';

export const router = createBrowserRouter(buildRoutes());

registerNavigator((to, options) => router.navigate(to, options));
// Guards run again whenever the session changes (login, logout, impersonation, expiry on refresh).
pb.authStore.onChange(() => void router.revalidate());
void refreshSession();

export default function AppRouter() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
