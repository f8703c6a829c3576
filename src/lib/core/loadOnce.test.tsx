// A module the entry waited for renders at once (no fallback, so no reveal throttle); one still on
// its way shows the fallback, then itself; a failed load is tried again on the next call.
import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce';

const later = <T,>(value: T) => new Promise<T>((ok) => setTimeout(() => ok(value), 20));

function Show({ load }: { load: () => Promise<{ text: string }> }) {
  return <p>{use(load()).text}</p>;
}

function renderShow(load: () => Promise<{ text: string }>) {
  const seen: string[] = [];
  const Fallback = () => {
    seen.push('fallback');
    return <p>waiting</p>;
  };
  render(
    <Suspense fallback={<Fallback />}>
      <Show load={load} />
    </Suspense>,
  );
  return seen;
}

describe('loadOnce', () => {
  it('renders an arrived module in the first pass, without the fallback', async () => {
    const load = loadOnce(() => later({ text: 'arrived' }));
    await load();
    const seen = renderShow(load);
    expect(screen.getByText('arrived')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows the fallback while the module is on its way, then the module', async () => {
    const load = loadOnce(() => later({ text: 'arrived' }));
    let seen: string[] = [];
    // React's test mode resolves use() only in an awaited act.
    await act(async () => {
      seen = renderShow(load);
    });
    expect(seen).toContain('fallback');
    expect(await screen.findByText('arrived')).toBeInTheDocument();
  });

  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const load = loadOnce(() => (++calls === 1 ? Promise.reject(new Error('offline')) : later({ text: 'second' })));
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toEqual({ text: 'second' });
    expect(await load()).toEqual({ text: 'second' });
    expect(calls).toBe(2);
  });
});
