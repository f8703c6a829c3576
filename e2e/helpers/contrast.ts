// Contrast of buttons and of links styled as buttons, in their resting, :hover and :focus-visible
// states. axe checks only the state the page happens to be in and skips text whose background it
// cannot resolve, so a blue-on-blue link button went through it (≈1.2:1). This forces each state
// through the DevTools protocol, reads the computed colours and applies the WCAG 2.x formula.
import type { Page } from '@playwright/test';

export interface ContrastFinding {
  state: string;
  element: string;
  text: string;
  fg: string;
  bg: string;
  ratio: number;
  required: number;
}

/** Buttons and anything that looks like one (anchors with a button class, role=button). */
export const BUTTON_SELECTOR = 'button, a.p-button, a.kp-button, [role="button"], a[class*="button"], input[type="submit"], input[type="button"]';

const STATES: Array<{ name: string; pseudo: string[] }> = [
  { name: 'rest', pseudo: [] },
  { name: 'hover', pseudo: ['hover'] },
  { name: 'focus-visible', pseudo: ['focus', 'focus-visible'] },
];

/** Every visible button-like element on the page whose text contrast falls below WCAG AA in some state. */
export async function buttonContrastFailures(page: Page, selector = BUTTON_SELECTOR): Promise<ContrastFinding[]> {
  // Transitions would be measured half-way between two states.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }' });
  // A part that arrives after the page's first render replaces its placeholder (the signed-in user's
  // menu, whose chunk comes after the page's): an element gone during a pass is measured again in its
  // new form by a new pass over the page as it is then.
  for (let pass = 1; ; pass++) {
    const findings = await measurePass(page, selector);
    if (findings !== REPLACED) return findings;
    if (pass === 3) throw new Error('buttons replaced during three passes: the page never settled');
  }
}

const REPLACED = Symbol('an element was replaced during the pass');

async function measurePass(page: Page, selector: string): Promise<ContrastFinding[] | typeof REPLACED> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    // Elements styled alike (the same tag and classes, inside ancestors with the same classes: the
    // buttons of a list's repeated cards) have the same colours in every state: one of each is measured.
    const seen = new Set<string>();
    const findings: ContrastFinding[] = [];
    for (const nodeId of nodeIds) {
      const { object } = await cdp.send('DOM.resolveNode', { nodeId });
      const { result: sig } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: styleSignature.toString(), returnByValue: true });
      if (seen.has(sig.value as string)) continue;
      seen.add(sig.value as string);
      for (const state of STATES) {
        await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: state.pseudo });
        const { result } = await cdp.send('Runtime.callFunctionOn', {
          objectId: object.objectId,
          functionDeclaration: measure.toString(),
          returnByValue: true,
        });
        const m = result.value as Omit<ContrastFinding, 'state'> | null;
        if (m && m.ratio < m.required) findings.push({ state: state.name, ...m });
      }
      await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] });
    }
    return findings;
  } catch (error) {
    if (error instanceof Error && /Could not find node|No node with given id/.test(error.message)) return REPLACED;
    throw error;
  } finally {
    await cdp.detach();
  }
}

/** Runs in the page with `this` = the element: what its colours depend on besides the text. */
function styleSignature(this: Element): string {
  const parts: string[] = [];
  for (let n: Element | null = this as Element | null; n; n = n.parentElement) {
    const disabled = (n as HTMLButtonElement).disabled || n.getAttribute('aria-disabled') === 'true';
    parts.push(`${n.tagName}.${typeof n.className === 'string' ? n.className : ''}${n.getAttribute('style') ?? ''}${disabled ? ':disabled' : ''}`);
  }
  return `${this.textContent ? 't' : ''}|${parts.join('<')}`;
}

/** Runs in the page with `this` = the element: its text colour against the background behind it. */
function measure(this: Element): Omit<ContrastFinding, 'state'> | null {
  const el = this as HTMLElement;
  const rect = el.getBoundingClientRect();
  const text = (el.innerText || (el as HTMLInputElement).value || '').trim();
  if (!text || rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') return null;
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return null; // WCAG exempts inactive controls

  type RGBA = [number, number, number, number];
  const parse = (c: string): RGBA | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m?.[1]) return null;
    const [r = 0, g = 0, b = 0, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const over = (top: RGBA, under: RGBA): RGBA => {
    const a = top[3] + under[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const ch = (i: 0 | 1 | 2) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
    return [ch(0), ch(1), ch(2), a];
  };
  // The background: the element's own and its ancestors' colours stacked; a gradient counts as its
  // darkest and its lightest stop (both are checked, the worse one is reported).
  const layers: RGBA[][] = [];
  for (let n: HTMLElement | null = el; n; n = n.parentElement) {
    const s = getComputedStyle(n);
    const image = s.backgroundImage;
    if (image && image !== 'none' && /gradient/.test(image)) {
      const stops = (image.match(/rgba?\([^)]+\)/g) ?? []).map(parse).filter((x): x is RGBA => !!x);
      if (stops.length) {
        layers.push(stops);
        if (stops.every((x) => x[3] === 1)) break;
      }
    }
    const bg = parse(s.backgroundColor);
    if (bg && bg[3] > 0) {
      layers.push([bg]);
      if (bg[3] === 1) break;
    }
  }
  const candidates: RGBA[] = [[255, 255, 255, 1]];
  let backs = candidates;
  for (const layer of layers.reverse()) backs = backs.flatMap((b) => layer.map((l) => over(l, b)));
  const fg0 = parse(getComputedStyle(el).color);
  if (!fg0) return null;
  const lum = (c: RGBA) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  let worst: { ratio: number; bg: RGBA; fg: RGBA } = { ratio: Infinity, bg: [255, 255, 255, 1], fg: fg0 };
  for (const b of backs) {
    const fg = over(fg0, b);
    const ratio = (Math.max(lum(fg), lum(b)) + 0.05) / (Math.min(lum(fg), lum(b)) + 0.05);
    if (ratio < worst.ratio) worst = { ratio, bg: b, fg };
  }
  const style = getComputedStyle(el);
  const size = parseFloat(style.fontSize);
  const bold = Number(style.fontWeight) >= 700;
  const large = size >= 24 || (bold && size >= 18.66);
  const hex = (c: RGBA) => '#' + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).slice(0, 4).join('.') : '';
  return {
    element: `${el.tagName.toLowerCase()}${id}${cls}`,
    text: text.slice(0, 40),
    fg: hex(worst.fg),
    bg: hex(worst.bg),
    ratio: Math.round(worst.ratio * 100) / 100,
    required: large ? 3 : 4.5,
  };
}
