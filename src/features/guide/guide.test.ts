// The official's guide names the buttons of the officials' screens by their own catalogue keys
// ($t(ns:key), i18next nesting), so a renamed button is renamed in the guide. Each cited key must
// exist, as plain text, in the same language's catalogue, and both languages must cite the same
// buttons in each step: otherwise the guide would send an official looking for a button that is not there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_SECTIONS, OFF_PLAN, citedLabels } from './sections';

const LANGS = ['en', 'it'] as const;

function catalogue(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(process.cwd(), 'src/locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

function lookup(node: unknown, key: string): unknown {
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/** Every text of the guide, by its key. */
function guideTexts(lang: string): Array<[string, string]> {
  const guide = catalogue(lang, 'guide');
  const keys = [
    ...Object.entries(GUIDE_SECTIONS).flatMap(([s, steps]) => [`sections.${s}.title`, ...steps.map((step) => `sections.${s}.steps.${step}`)]),
    ...OFF_PLAN.flatMap((item) => [`offPlan.items.${item}Title`, `offPlan.items.${item}`]),
  ];
  return keys.map((key) => [key, lookup(guide, key) as string]);
}

describe("the official's guide to the day", () => {
  it('has every section, step and problem in both languages', () => {
    for (const lang of LANGS) {
      const missing = guideTexts(lang).filter(([, text]) => typeof text !== 'string' || !text.trim());
      expect(missing.map(([key]) => `${lang}: ${key}`)).toEqual([]);
    }
  });

  it('cites only labels that exist, as plain text, in the same language', () => {
    const cited = new Set<string>();
    for (const lang of LANGS) {
      const wrong: string[] = [];
      for (const [key, text] of guideTexts(lang)) {
        for (const [ns, label] of citedLabels(text)) {
          cited.add(`${ns}:${label}`);
          const value = lookup(catalogue(lang, ns), label);
          // A label with a placeholder would show its {{…}} raw: the guide cites whole labels only.
          if (typeof value !== 'string' || value.includes('{{')) wrong.push(`${lang} ${key}: $t(${ns}:${label}) → ${JSON.stringify(value)}`);
        }
      }
      expect(wrong).toEqual([]);
    }
    // The guide is about the screens' buttons: it names many of them.
    expect(cited.size).toBeGreaterThan(60);
  });

  it('cites the same labels in English and Italian, step by step', () => {
    const [en, it] = LANGS.map((lang) => new Map(guideTexts(lang).map(([key, text]) => [key, citedLabels(text).map((c) => c.join(':')).sort()])));
    const differ = [...en!.keys()].filter((key) => JSON.stringify(en!.get(key)) !== JSON.stringify(it!.get(key)));
    expect(differ).toEqual([]);
  });

  it('finds the citations (the pattern works)', () => {
    expect(citedLabels('press <b>$t(results:supervise.validate)</b> then $t(common:competitionStatus.archived)')).toEqual([
      ['results', 'supervise.validate'],
      ['common', 'competitionStatus.archived'],
    ]);
  });
});
