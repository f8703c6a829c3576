// Wording rules the catalogues must keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname);

function strings(lang: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  for (const file of readdirSync(join(DIR, lang)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(DIR, lang, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return out;
}

describe('Italian addresses the user without assuming a gender', () => {
  // "Benvenuto, Giulia Verdi", "Sei già registrato?": a masculine adjective or participle agreeing
  // with "you". Neutral forms: "Ciao, …", "Hai già un account?", "Ti diamo il bentornato".
  const GENDERED = [/(?<!il )\b(ben)?venut[oi]\b/i, /(?<!il )\bbentornat[oi]\b/i, /\bsei (già |ora |stato )?\p{L}+(at|it|ut)[oi]\b/iu, /\bsei nuov[oi]\b/i, /\bsei sicur[oi]\b/i];
  it('no masculine greeting or participle about the reader', () => {
    const hits = strings('it').filter(([, s]) => GENDERED.some((re) => re.test(s)));
    expect(hits).toEqual([]);
  });
});

describe('label in name: a control named in full starts with its visible label', () => {
  // Voice control users say what they see ("click Paid"): the accessible name must begin with it.
  const PAIRS: Array<[ns: string, visible: string, name: string]> = [
    ['desk', 'payment', 'paymentOf'],
    ['desk', 'present', 'presentOf'],
    ['results', 'scoring.undoForgotten', 'scoring.undoForgottenNamed'],
  ];
  for (const lang of ['en', 'it']) {
    it(lang, () => {
      const all = new Map(strings(lang));
      for (const [ns, visible, name] of PAIRS) {
        const label = all.get(`${ns}.${visible}`) ?? '';
        expect(label).not.toBe('');
        expect(all.get(`${ns}.${name}`)?.startsWith(label), `${lang} ${ns}.${name} starts with "${label}"`).toBe(true);
      }
    });
  }
});
