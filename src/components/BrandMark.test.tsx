// The inline logo and public/logo.svg (the manifest's icon) are one drawing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark';

function shapes(svg: string): string[] {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  return [...root.children].map((el) => `${el.tagName} ${[...el.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')}`);
}

describe('BrandMark', () => {
  it('draws what public/logo.svg draws', () => {
    const file = readFileSync(resolve(process.cwd(), 'public/logo.svg'), 'utf8');
    expect(shapes(renderToStaticMarkup(<BrandMark size={36} />))).toEqual(shapes(file));
    expect(shapes(file)).toHaveLength(5);
  });
});
