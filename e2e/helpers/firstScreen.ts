// The public routed pages arrive with the server's first screen (src/app/firstScreen), which React
// then replaces with the same page, its controls enabled. A test that went to a page acts on the app:
// every page of every context waits, after goto and reload, until the app has rendered (a locator
// resolved on the first screen could otherwise be replaced between two steps of an action).
import type { BrowserContext, Page } from '@playwright/test';

const plainGoto = new WeakMap<Page, Page['goto']>();

async function appRendered(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !document.querySelector('#root > .first-screen'));
  } catch (error) {
    // The page went on to another address meanwhile (a redirect): that one is waited for by whoever goes on.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

function waitForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  plainGoto.set(page, goto);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appRendered(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appRendered(page);
    return response;
  };
}

/** Every page of the context, now and later, waits for the app after goto and reload. */
export function waitForTheAppOnLoad(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitForTheApp);
  context.on('page', waitForTheApp);
  return context;
}

/** Goes to `url` and returns as soon as it has arrived: the server's first screen, before the app. */
export async function gotoFirstScreen(page: Page, url: string): Promise<void> {
  await (plainGoto.get(page) ?? page.goto.bind(page))(url, { waitUntil: 'commit' });
}
