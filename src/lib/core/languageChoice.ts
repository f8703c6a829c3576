// The UI language a user picks by hand is the one that stays: the last explicit choice wins and is
// saved to the profile (users.lang, which the mails use too).
//  - Picked in the header while logged in: saved to the profile at once.
//  - Picked while logged out: remembered on this device (settings.chosenLanguage) and, at the next
//    login, it wins over the profile's language and is saved to it.
//  - No choice pending: the profile's language applies at login.
// While an admin impersonates someone, a pick changes only the screen: it is nobody's preference.
// Light on purpose (the home page's switcher uses it): the SDK is loaded only to save.
import { changeLanguage, currentLanguage } from './i18n';
import { isLanguage, type Language } from './languages';
import { useImpersonation } from './impersonationStore';
import { useSettings } from './settings';

/** What a login does with the language: the one to show, and the one to save to the profile (if any). */
export function languageAtLogin(chosen: Language | null, profile: unknown): { show: Language | null; save: Language | null } {
  if (chosen) return { show: chosen, save: profile === chosen ? null : chosen };
  return { show: isLanguage(profile) ? profile : null, save: null };
}

function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem('pocketbase_auth');
  } catch {
    return false;
  }
}

/** The header's switch: shows `lng` and makes it the user's choice (saved to the profile when logged in). */
export async function chooseLanguage(lng: Language): Promise<void> {
  await changeLanguage(lng);
  if (useImpersonation.getState().stack.length) return;
  useSettings.getState().setChosenLanguage(lng);
  if (!hasStoredSession()) return;
  const { saveChosenLanguage } = await import('./profileLanguage');
  await saveChosenLanguage();
}

/** At login: a choice made on this device before it wins and is saved to the profile; else the profile's language. */
export async function settleLanguageAtLogin(user: { id: string; lang?: string } | null | undefined): Promise<void> {
  if (!user) return;
  const { show, save } = languageAtLogin(useSettings.getState().chosenLanguage, user.lang);
  if (show && show !== currentLanguage()) await changeLanguage(show);
  if (save) {
    const { saveChosenLanguage } = await import('./profileLanguage');
    await saveChosenLanguage();
  } else useSettings.getState().setChosenLanguage(null);
}
