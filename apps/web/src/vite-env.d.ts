/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server for the native app (the web app uses its own origin). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
