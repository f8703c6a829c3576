import { describe, expect, it } from 'vitest';
import { venueViews } from './views';

describe('venueViews', () => {
  it('shows the results when there are results and no poule has a tatami', () => {
    expect(venueViews(false, true, null)).toEqual(['results']);
  });
  it('shows the running order when tatamis are set and nothing is scored', () => {
    expect(venueViews(true, false, null)).toEqual(['tatami']);
  });
  it('cycles through both when both exist', () => {
    expect(venueViews(true, true, null)).toEqual(['tatami', 'results']);
  });
  it('shows the running order notice when nothing exists yet', () => {
    expect(venueViews(false, false, null)).toEqual(['tatami']);
  });
  it('keeps a pinned view whatever exists', () => {
    expect(venueViews(false, true, 'tatami')).toEqual(['tatami']);
    expect(venueViews(true, false, 'results')).toEqual(['results']);
    expect(venueViews(false, true, 'bogus')).toEqual(['results']);
  });
});
