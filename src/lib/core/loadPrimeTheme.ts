// Loads PrimeReact's full theme and settings (lib/core/primeTheme.ts) once; a PrimeReact component loaded
// lazily on a light public page loads it with its own chunk. Tiny: part of the routed app's shell.
export const loadPrimeTheme = (): Promise<unknown> => import('./primeTheme');
