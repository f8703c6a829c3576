// A long list renders its first items at once, then the rest in later tasks, and starts again from the
// first items for another list; a printed page (`whole`) renders every item at once.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlices } from './useSlices';

function List({ items, whole = false }: { items: readonly string[]; whole?: boolean }) {
  const n = useSlices(items, items.length, 3, 4, whole);
  return (
    <ul>
      {items.slice(0, n).map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('useSlices', () => {
  it('renders the first items at once and the rest in later slices', async () => {
    const a = names('a', 10);
    const { rerender } = render(<List items={a} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    const b = names('b', 9);
    rerender(<List items={b} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9));
  });

  it('renders every item at once for a printed page', () => {
    render(<List items={names('p', 10)} whole />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
