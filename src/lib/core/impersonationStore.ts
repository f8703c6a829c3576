// The impersonation stack, persisted in localStorage. Each frame is the session that was
// active before an impersonation started; the top frame is restored on "stand out".
// State only: this module is small and safe for the initial bundle. Actions live in ./impersonation.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const IMPERSONATION_STORAGE_KEY = 'kata-impersonation';

export interface ImpersonationFrame {
  /** Token and record of the session to restore. */
  token: string;
  record: Record<string, unknown> | null;
  /** Display name of the user being impersonated on top of this frame. */
  targetName: string;
  targetId: string;
}

interface ImpersonationState {
  stack: ImpersonationFrame[];
  push: (frame: ImpersonationFrame) => void;
  pop: () => ImpersonationFrame | undefined;
  clear: () => void;
}

export const useImpersonation = create<ImpersonationState>()(
  persist(
    (set, get) => ({
      stack: [],
      push: (frame) => set((s) => ({ stack: [...s.stack, frame] })),
      pop: () => {
        const { stack } = get();
        const top = stack[stack.length - 1];
        set({ stack: stack.slice(0, -1) });
        return top;
      },
      clear: () => set({ stack: [] }),
    }),
    { name: IMPERSONATION_STORAGE_KEY, version: 1, partialize: (s) => ({ stack: s.stack }) },
  ),
);

/** Name of the user currently impersonated, or null. */
export function impersonatedName(stack: readonly ImpersonationFrame[]): string | null {
  return stack.length ? (stack[stack.length - 1]?.targetName ?? null) : null;
}
