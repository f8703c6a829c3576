import { http, HttpResponse } from 'msw';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { pb } from '@/lib/core/pocketbase';
import { registerNavigator } from '@/lib/core/navigation';
import { createQueryClient } from '@/lib/core/queryClient';
import { liveClients } from './queryClients';
import { server } from './msw';
import type { Role, User } from '@/lib/core/types';
import { AppProviders } from '@/app/AppProviders';
import { buildRoutes } from '@/app/routes';

function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT that the SDK's auth store accepts as valid until `exp`. */
export function fakeToken(secondsFromNow = 3600, claims: Record<string, unknown> = {}): string {
  const payload = { id: 'u1', type: 'auth', collectionId: '_pb_users_auth_', exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...claims };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    email: `${role}@example.com`,
    emailVisibility: false,
    verified: true,
    name: `Test ${role}`,
    avatar: '',
    created: '',
    updated: '',
    username: role,
    role,
    privacyAcceptedAt: '2026-01-01 10:00:00.000Z',
    lang: 'en',
    ...overrides,
  };
}

export function loginAs(role: Role, overrides: Partial<User> = {}, tokenSeconds = 3600): User {
  const user = makeUser(role, overrides);
  pb.authStore.save(fakeToken(tokenSeconds, { id: user.id }), user as never);
  return user;
}

/** Renders the real route table at `path` in a memory router with the app providers. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  registerNavigator((to, options) => router.navigate(to, options));
  const queryClient = createQueryClient();
  liveClients.add(queryClient);
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...utils };
}

/**
 * Answers every PATCH of a users record with the patched user and returns the list the bodies are
 * pushed to (call it in a beforeEach: the handlers are reset after each test).
 */
export function captureUserPatches(): Array<{ id: string; body: Record<string, unknown> }> {
  const patches: Array<{ id: string; body: Record<string, unknown> }> = [];
  server.use(
    http.patch('*/api/collections/users/records/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: String(params.id), body });
      return HttpResponse.json(makeUser('athlete', { id: String(params.id), ...body }));
    }),
  );
  return patches;
}
