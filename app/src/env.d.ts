/// <reference types="vite/client" />

/** The brand id this bundle was built for (vite `define`). */
declare const __BRAND__: string;

declare module '@brand-theme' {
  /** The theme class of the brand this bundle was built for (aliased per build). */
  export const themeClass: string;
}
