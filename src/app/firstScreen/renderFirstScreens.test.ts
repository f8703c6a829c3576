// The first screens the build writes (vite.firstScreen.ts): every screen in both languages, each the
// app's own markup in its language with the server's stand-ins where the data goes, none of them a
// render that failed (React would then leave a client-rendering marker instead of the page).
import { describe, expect, it } from 'vitest';
import { renderFirstScreens } from './renderFirstScreens';
import { FIRST_SCREEN_TOKENS as T, FIRST_SCREENS, SAMPLE_ID } from './firstScreens';

describe('first screens', async () => {
  const screens = await renderFirstScreens();

  it('are every screen in every language, each a complete render with the visitor’s header', () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(FIRST_SCREENS).flatMap((s) => [`${s}.en`, `${s}.it`]).sort());
    for (const [name, html] of Object.entries(screens)) {
      expect(html, name).not.toContain('Switched to client rendering');
      expect(html, name).toContain('class="site-header"');
      expect(html, name).toContain(name.endsWith('.it') ? '>Accedi</a>' : '>Log in</a>');
      expect(html, name).toContain(name.endsWith('.it') ? '<option value="it" lang="it" selected="">' : '<option value="en" lang="en" selected="">');
    }
  });

  it('show the login form and the competitions’ list heading in each language', () => {
    expect(screens['login.en']).toContain('<h1 class="page-title">Login</h1>');
    expect(screens['login.it']).toContain('<h1 class="page-title">Accesso</h1>');
    // Its controls wait for the app (what is typed before would be lost), its links work.
    expect(screens['login.it']).toMatch(/<input disabled="" [^>]*id="identity"/);
    expect(screens['login.en']).toMatch(/<button disabled="" [^>]*type="submit"/);
    expect(screens['login.en']).not.toMatch(/<(input|button|select)(?![^>]*disabled)/);
    expect(screens['login.en']).toContain('<a href="/register">');
    expect(screens['competitions.en']).toContain('Upcoming and in progress</h2>');
    expect(screens['competitions.it']).toContain('In programma e in corso</h2>');
  });

  it("put the server's stand-ins where a record's fields go", () => {
    const ongoing = screens['competition-ongoing.en'] ?? '';
    expect(ongoing).toContain(`<h1 class="page-title">${T.title}</h1>`);
    expect(ongoing).toContain(T.location);
    expect(ongoing).toContain('competition-status-ongoing');
    expect(ongoing).toContain(`href="/competitions/${SAMPLE_ID}/results"`);
    expect(screens['competition-enrolment.it']).toContain('competition-status-enrolment');
    expect(screens['season.en']).toContain(`<h1 class="page-title">${T.title}</h1>`);
    expect(screens['pair.en']).toContain(`<h1 class="page-title">${T.tori} and ${T.uke}</h1>`);
    expect(screens['pair.it']).toContain(`<h1 class="page-title">${T.tori} e ${T.uke}</h1>`);
    expect(screens['pair.en']).toContain(`href="/seasons/${SAMPLE_ID}"`);
    // The frames name nothing: the page says what it can once it has asked.
    for (const frame of ['competition.en', 'seasonFrame.it']) expect(screens[frame]).not.toContain('%%KP_');
  });
});
