// Takeover: a first-load page (routes.ts) is complete for reading, and its links work like the home's
// (navigate() loads the router). Its form controls need the routed app: the first interaction with
// one (pointer, focus, key) starts the takeover. The routed app is downloaded, the router resolves the
// page's lazy routes, the first-load data is handed to TanStack Query, and only then does the app root
// switch to the router, which renders the same page with the same data in one commit (no spinner, no
// layout shift). What the visitor did meanwhile carries over: typed values (by field id), the focus
// and a click on a button of the first-load page. Nothing is loaded while nobody interacts, so a phone
// that only reads the page never parses PrimeReact. Safe to import from the entry: no heavy imports.
import { requestRouter } from '@/lib/navigation';

type Prepare = () => Promise<void>;

let prepare: Prepare | null = null;
let started: Promise<void> | null = null;
/** A click on a first-load button, replayed on the routed app's element with the same selector. */
let pendingClick: string | null = null;
let restoreTries = 0;

/** First-load data by the routed app's query key (api.ts), handed to TanStack Query at the takeover. */
export const prefetched: { key: readonly unknown[]; data: unknown }[] = [];

/** Registered by the app root: loads the routed app and waits until it can render the current page. */
export function setTakeoverPreparer(fn: Prepare): void {
  prepare = fn;
}

const FOCUSABLE = 'a[href], button, input, select, textarea';

/**
 * Values typed in first-load fields, by field id, kept up to date by their input events until the
 * routed page has them: a keystroke between the snapshot and the swap of the DOM is not lost.
 */
const typed = new Map<string, string>();

function onTyped(e: Event) {
  const el = e.target;
  if (el instanceof HTMLInputElement && el.id && el.closest('[data-first-load]')) typed.set(el.id, el.value);
}

function snapshot() {
  const root = document.getElementById('root');
  for (const el of root?.querySelectorAll<HTMLInputElement>('[data-first-load] input[id]') ?? []) if (el.value) typed.set(el.id, el.value);
  const active = document.activeElement instanceof HTMLElement && root?.contains(document.activeElement) ? document.activeElement : null;
  const focusables = root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  return { focusId: active?.id ?? '', focusIndex: active ? focusables.indexOf(active) : -1 };
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Puts the typed values into the routed page's empty fields (as input events, so the form library
 * sees them). For a moment after the takeover it does so again for a field that the routed page
 * re-created empty (a part of it that suspended and remounted): `filled` remembers the elements.
 */
function putValues(filled: Map<string, HTMLInputElement>, until: number) {
  for (const [id, value] of typed) {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || filled.get(id) === input) continue;
    filled.set(id, input);
    if (input.value) continue;
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (performance.now() < until) requestAnimationFrame(() => putValues(filled, until));
  else {
    typed.clear();
    window.removeEventListener('input', onTyped, true);
  }
}

function restore({ focusId, focusIndex }: ReturnType<typeof snapshot>) {
  // The routed page may still show a loading indicator for a field: wait for the fields.
  if ([...typed.keys()].some((id) => !document.getElementById(id)) && restoreTries++ < 300) {
    requestAnimationFrame(() => restore({ focusId, focusIndex }));
    return;
  }
  putValues(new Map(), performance.now() + 1500);
  const root = document.getElementById('root');
  const target = (focusId && document.getElementById(focusId)) || (focusIndex >= 0 ? root?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex] : null);
  target?.focus();
  if (pendingClick) {
    const button = document.querySelector<HTMLElement>(pendingClick);
    pendingClick = null;
    button?.click();
  }
}

/**
 * Runs `then` as soon as the routed page has replaced the first-load page (marked data-first-load).
 * A MutationObserver calls back in the same task as React's commit, before any next input event: a
 * key typed right after the focus that started the takeover reaches the routed field, not a detached
 * one. (Waiting for an animation frame left a gap where such keys were lost.)
 */
function whenRouted(then: () => void) {
  const ready = () => !document.querySelector('[data-first-load]') && !!document.querySelector('#main');
  if (ready()) return then();
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    clearTimeout(timer);
    then();
  });
  observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => {
    observer.disconnect();
    then();
  }, 5000);
}

/**
 * A press (pointer down) on the first-load page not released yet. The swap waits for its release:
 * a click goes to the element where the press began, and if the swap removed that element the click
 * is lost (a "Log in" pressed while the routed app arrived did nothing). Released, the click has run
 * (pointerup, mouseup and click are dispatched together; a task later they are done) and, on a
 * first-load button, has asked for its replay on the routed page.
 */
let held: { released: Promise<void>; release: () => void } | null = null;

function onPress(e: Event) {
  if (e.type === 'pointerdown') {
    if (held || !(e.target instanceof Element) || !e.target.closest('[data-first-load]')) return;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    held = { released, release };
  } else if (held) {
    const { release } = held;
    setTimeout(() => {
      held = null;
      release();
    });
  }
}

const PRESS_EVENTS = ['pointerdown', 'pointerup', 'pointercancel'] as const;

function watchPresses(on: boolean) {
  for (const type of PRESS_EVENTS) {
    if (on) window.addEventListener(type, onPress, { capture: true, passive: true });
    else window.removeEventListener(type, onPress, true);
  }
}

/** Starts the takeover now (idempotent). */
export function takeOver(): Promise<void> {
  if (started) return started;
  disarm();
  started = (async () => {
    try {
      await prepare?.();
    } catch (error) {
      console.error(error);
    }
    // A press held for more than 5 s (or whose release never came) does not hold the page back.
    if (held) await Promise.race([held.released, new Promise((resolve) => setTimeout(resolve, 5000))]);
    watchPresses(false);
    const state = snapshot();
    requestRouter();
    whenRouted(() => restore(state));
  })();
  return started;
}

/** A first-load button that needs the routed app: remember the click, start the takeover. */
export function takeOverAndClick(selector: string): void {
  pendingClick = selector;
  void takeOver();
}

const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

function onInteraction(e: Event) {
  const target = e.target instanceof Element ? e.target : null;
  if (target?.closest('#root') && target.closest('input, textarea, button') && !target.closest('.language-switcher')) void takeOver();
}

function disarm() {
  for (const type of EVENTS) window.removeEventListener(type, onInteraction, true);
}

/** Called by a first-load page once it is on screen: its form controls start the takeover. */
export function armTakeover(): void {
  if (started) return;
  for (const type of EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  watchPresses(true);
  window.addEventListener('input', onTyped, { capture: true, passive: true });
}
