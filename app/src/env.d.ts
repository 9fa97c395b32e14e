/// <reference types="vite/client" />

/** The brand id this bundle was built for (vite `define`). */
declare const __BRAND__: string;

/**
 * The locale of the brand this bundle was built for (vite `define`); not defined in unit tests, which
 * render both locales (read it with `typeof`).
 */
declare const __BUILD_LOCALE__: 'de' | 'de-CH';

declare module '@brand-theme' {
  /** The theme class of the brand this bundle was built for (aliased per build). */
  export const themeClass: string;
}

/** The dayjs locale of the brand this bundle was built for (aliased per build; registers itself). */
declare module '@brand-dayjs-locale' {}
