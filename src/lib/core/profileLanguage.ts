// Saves the language chosen on this device to the logged-in user's profile (see ./languageChoice.ts).
import { pb } from './pocketbase';
import { currentUser } from './session';
import { useImpersonation } from './impersonationStore';
import { useSettings } from './settings';

/**
 * Writes settings.chosenLanguage to users.lang of the logged-in user and forgets it once saved. A
 * failed save (offline, expired session) keeps it pending: the next login saves it. Never while
 * impersonating (the choice is the admin's, not the user's).
 */
export async function saveChosenLanguage(): Promise<void> {
  const chosen = useSettings.getState().chosenLanguage;
  const user = currentUser();
  if (!chosen || !user || useImpersonation.getState().stack.length) return;
  if (user.lang !== chosen) {
    try {
      await pb.collection('users').update(user.id, { lang: chosen });
    } catch {
      return;
    }
  }
  if (useSettings.getState().chosenLanguage === chosen) useSettings.getState().setChosenLanguage(null);
}
