// The Italian status moves name the status as a status ("Passa allo stato In corso"): a bare
// preposition before a status name reads wrong ("Passa a Archiviata", "da Iscrizioni aperte a Accreditamento").
import { describe, expect, it } from 'vitest';
import competitions from './it/competitions.json';

describe('Italian status moves', () => {
  it('put "stato" between the preposition and the status name', () => {
    const texts = Object.values(competitions.status).filter((s) => s.includes('{{to}}') || s.includes('{{from}}'));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts.filter((s) => s !== competitions.status.moved)) expect(text).not.toMatch(/\b(a|da) \{\{(to|from)\}\}/);
  });
});
