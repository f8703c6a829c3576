/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of PocketBase when the SPA is not served by it (default: same origin). */
  readonly VITE_PB_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
