/**
 * zod compiles object parsers with `new Function` when it may; the Content-Security-Policy has no
 * 'unsafe-eval', so its probe for that is a CSP violation in the browser (an "issue" in DevTools and
 * Lighthouse). Parsing without compiled parsers is fast enough for forms and the brand data.
 * Imported first by main.tsx, before any schema is used.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
