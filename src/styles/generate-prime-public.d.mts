// Types for src/styles/generate-prime-public.mjs.
/** The PrimeReact classes the light public pages write in their markup. */
export declare const PUBLIC_CLASSES: readonly string[];
/** The text of prime-public.css as generate-prime-public.mjs writes it. */
export declare function primePublicCss(): string;
