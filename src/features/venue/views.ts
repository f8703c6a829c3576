// Which views the venue screen shows: what exists. The running order needs poules with a tatami, the
// latest results need scored couples; with both the screen cycles between them, with one it stays on
// it, and `?view=` pins one whatever exists (a hall with two screens).
export type VenueView = 'tatami' | 'results';

export function isVenueView(v: string | null): v is VenueView {
  return v === 'tatami' || v === 'results';
}

/** The views to show, in cycling order (never empty: with nothing yet, the running order's notice). */
export function venueViews(hasTatami: boolean, hasResults: boolean, pinned: string | null): VenueView[] {
  if (isVenueView(pinned)) return [pinned];
  const views: VenueView[] = [];
  if (hasTatami) views.push('tatami');
  if (hasResults) views.push('results');
  return views.length ? views : ['tatami'];
}
