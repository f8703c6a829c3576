// The takeover never swaps the page under a press: the click of a press that began on a first-load
// button would be lost (it goes to the element where the press began, which the swap removes).
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshTakeover() {
  vi.resetModules();
  const takeover = await import('./takeover');
  const navigation = await import('@/lib/navigation');
  document.body.innerHTML = '<div id="root"><div data-first-load><button type="submit">Log in</button></div></div>';
  return { ...takeover, ...navigation, button: document.querySelector('button') as HTMLButtonElement };
}
const press = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));
const tick = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('takeover and a press in progress', () => {
  it('waits for the release before the routed app replaces the page', async () => {
    const t = await freshTakeover();
    t.setTakeoverPreparer(async () => {});
    t.armTakeover();
    press(t.button, 'pointerdown'); // the press itself starts the takeover
    await tick();
    await tick();
    expect(t.isRouterRequested()).toBe(false); // the app is ready, the press is not over
    press(t.button, 'pointerup');
    await vi.waitFor(() => expect(t.isRouterRequested()).toBe(true));
  });

  it('swaps at once when nothing is pressed', async () => {
    const t = await freshTakeover();
    t.setTakeoverPreparer(async () => {});
    t.armTakeover();
    press(t.button, 'focusin');
    await vi.waitFor(() => expect(t.isRouterRequested()).toBe(true));
  });
});
