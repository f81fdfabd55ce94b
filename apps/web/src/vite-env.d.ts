/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Shown in help texts when set at build time. */
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
}
