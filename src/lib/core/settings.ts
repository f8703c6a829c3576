// Local settings (the language and other settings persist locally), persisted by zustand in localStorage.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Language } from './languages';

export const SETTINGS_STORAGE_KEY = 'kata-settings';

export interface SettingsState {
  /** Chosen (or, on the first visit, inferred) UI language; null until the first visit has run. */
  language: Language | null;
  setLanguage: (language: Language) => void;
  /**
   * A language picked by hand on this device (the header's switcher) and not yet saved to a profile:
   * at the next login it wins over the profile's language and is saved to it (lib/core/languageChoice.ts).
   */
  chosenLanguage: Language | null;
  setChosenLanguage: (language: Language | null) => void;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      language: null,
      setLanguage: (language) => set({ language }),
      chosenLanguage: null,
      setChosenLanguage: (chosenLanguage) => set({ chosenLanguage }),
    }),
    { name: SETTINGS_STORAGE_KEY, version: 1, partialize: (s) => ({ language: s.language, chosenLanguage: s.chosenLanguage }) },
  ),
);
