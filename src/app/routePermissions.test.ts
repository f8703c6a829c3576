// The route guard and the server must agree: a route tied to a permission-matrix row lets in exactly
// the roles whose actors the server allows that operation (no page whose every action is refused).
import { describe, expect, it } from 'vitest';
import { MATRIX, type Actor } from '../../scripts/permission-matrix.mjs';
import type { Role } from '@/lib/core/types';
import { ROUTES, type AppRoute } from './routes';

/** The role each actor of the matrix has ("owner" and "another athlete" are athletes; a judge's seat token is no user). */
const ROLE_OF: Record<Actor, Role | null> = {
  anonymous: null,
  owner: 'athlete',
  athlete: 'athlete',
  organizer: 'organizer',
  organizer2: 'organizer',
  commissioner: 'commissioner',
  admin: 'admin',
  seat: null,
};

function allRoutes(routes: readonly AppRoute[], prefix = ''): Array<AppRoute & { fullPath: string }> {
  return routes.flatMap((r) => {
    const fullPath = r.path?.startsWith('/') ? r.path : `${prefix}/${r.path ?? ''}`;
    return [{ ...r, fullPath }, ...allRoutes(r.children ?? [], fullPath)];
  });
}

function rolesAllowed(allowedBy: string): Role[] {
  const [collection, ...op] = allowedBy.split(' ');
  const row = MATRIX.find((c) => c.collection === collection)?.ops.find((o) => o.op === op.join(' '));
  if (!row) throw new Error(`no permission-matrix row "${allowedBy}"`);
  return [...new Set(row.allow.map((a) => ROLE_OF[a]).filter((r): r is Role => r !== null))].sort();
}

describe('route guard vs permission matrix', () => {
  const officials = allRoutes(ROUTES).filter((r) => r.fullPath.includes('/officials/'));

  it('ties every officials route to a matrix row', () => {
    expect(officials.length).toBeGreaterThan(0);
    for (const r of officials) expect(r.allowedBy, r.fullPath).toBeTruthy();
  });

  it.each(allRoutes(ROUTES).filter((r) => r.allowedBy).map((r) => [r.fullPath, r] as const))('%s lets in the roles the server allows', (_, r) => {
    expect([...(r.roles ?? [])].sort()).toEqual(rolesAllowed(r.allowedBy!));
  });

  it('keeps commissioners out of the draw management', () => {
    expect(rolesAllowed('poules update')).not.toContain('commissioner');
    const draw = officials.find((r) => r.fullPath.endsWith('/officials/draw'));
    expect(draw?.roles).not.toContain('commissioner');
  });
});
