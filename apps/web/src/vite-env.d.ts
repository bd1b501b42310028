/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server; empty when the web app is served by the API itself. */
  readonly VITE_API_BASE_URL?: string;
}
