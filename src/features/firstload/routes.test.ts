import { describe, expect, it } from 'vitest';
import { firstLoadNamespaces, firstLoadRoute } from './routes';

describe('first-load routes', () => {
  it('renders the public landing pages without the router for anonymous visitors', () => {
    expect(firstLoadRoute('/', false)).toEqual({ page: 'home' });
    expect(firstLoadRoute('/login', false)).toEqual({ page: 'login' });
    expect(firstLoadRoute('/competitions/', false)).toEqual({ page: 'competitions' });
    expect(firstLoadRoute('/competitions/abcdefghij12345', false)).toEqual({ page: 'competition', id: 'abcdefghij12345', tab: 'info' });
    expect(firstLoadRoute('/competitions/abcdefghij12345/draws/x1', false)).toEqual({ page: 'competition', id: 'abcdefghij12345', tab: 'draws' });
  });

  it('leaves everything else, and signed-in visitors, to the routed app (the home is always light)', () => {
    expect(firstLoadRoute('/register', false)).toBeNull();
    expect(firstLoadRoute('/competitions/unknown-id/results', false)).toBeNull();
    expect(firstLoadRoute('/competitions/abcdefghij12345/officials/draw', false)).toBeNull();
    expect(firstLoadRoute('/reserved', false)).toBeNull();
    expect(firstLoadRoute('/login', true)).toBeNull();
    expect(firstLoadRoute('/competitions', true)).toBeNull();
    expect(firstLoadRoute('/', true)).toEqual({ page: 'home' });
  });

  it('loads the page namespace with common', () => {
    expect(firstLoadNamespaces({ page: 'login' })).toEqual(['common', 'auth']);
    expect(firstLoadNamespaces({ page: 'competitions' })).toEqual(['common', 'competitions']);
  });
});
