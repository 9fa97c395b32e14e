/**
 * Security headers on every answer, the API's and the hosted app's (helmet, set in onRequest, and by
 * `app.applySecurityHeaders` on the answers Fastify's router gives before any hook runs):
 * - Content-Security-Policy: scripts, styles, fonts and connections from our own origin only (the built
 *   SPA needs no inline script; its one inline style element is allowed by hash); images also as `data:`
 *   (the brand logos and favicon are inline SVG data URLs); the consented analytics script from
 *   ANALYTICS_ORIGIN, the help-centre widget from HELP_WIDGET_ORIGIN and the maps library from
 *   MAPS_ORIGIN (its images from the maps image host); nothing may frame us.
 * - X-Content-Type-Options: nosniff, Referrer-Policy: same-origin (a password-reset link's token never
 *   leaves in a Referer), X-Frame-Options: DENY for old browsers.
 * - Permissions-Policy: no page of ours may use the camera, microphone, location, payment or USB APIs.
 * - CSP_ALLOW_AXE=true (the local demo) also allows axe-core's script by its hash, for audits.
 * - Strict-Transport-Security and upgrade-insecure-requests only when PUBLIC_URL is https, so a local
 *   http://127.0.0.1 server (npm start, e2e) keeps working.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { repoRoot } from '../config.js';

/**
 * The one style element the app creates: react-aria's usePress prepends
 * `@layer { [data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; } }` to <head>.
 * Allowed by its hash rather than by 'unsafe-inline' (security.test.ts checks it against react-aria).
 */
export const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The hash of the installed axe-core's `axe.min.js`: an audit tool that injects exactly that file as an
 * inline script (a tour of the running demo) may run it, and nothing else inline may (CSP_ALLOW_AXE).
 */
export function axeScriptHash(): string {
  const require = createRequire(`${repoRoot}/package.json`);
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/** Where the maps library loads its images (map tiles, the places logo) from. */
export const MAPS_IMAGE_ORIGIN = 'https://maps.gstatic.com';

export function contentSecurityPolicy(opts: {
  https: boolean;
  analyticsOrigin: string | undefined;
  helpWidgetOrigin?: string | undefined;
  mapsOrigin?: string | undefined;
  /** Extra script hashes (axe-core for audits). */
  scriptHashes?: string[];
}): Record<string, string[]> {
  const extra = [opts.analyticsOrigin, opts.helpWidgetOrigin, opts.mapsOrigin].filter(
    (o): o is string => o !== undefined,
  );
  const images = opts.mapsOrigin ? [MAPS_IMAGE_ORIGIN] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extra, ...(opts.scriptHashes ?? [])],
    'style-src': ["'self'", REACT_ARIA_PRESS_STYLE_HASH],
    'img-src': ["'self'", 'data:', ...extra, ...images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (opts.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Browser features nobody on the platform needs, switched off for every document and frame. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets every security header on a raw response (answers Fastify gives before any hook runs). */
    applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void;
  }
}

export default fp(
  async (app) => {
    const https = app.config.publicUrl?.startsWith('https:') ?? false;
    const options = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({
          https,
          analyticsOrigin: app.config.analyticsOrigin,
          helpWidgetOrigin: app.config.helpWidgetOrigin,
          mapsOrigin: app.config.mapsOrigin,
          scriptHashes: app.config.cspAllowAxe ? [axeScriptHash()] : [],
        }),
      },
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
      strictTransportSecurity: https ? ({ maxAge: 31_536_000, includeSubDomains: true } as const) : false,
    } as const;
    const headers = helmet(options);
    const apply = (req: IncomingMessage, res: ServerResponse) => {
      headers(req, res, () => undefined);
      res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    };
    app.decorate('applySecurityHeaders', apply);
    app.addHook('onRequest', async (request, reply) => apply(request.raw, reply.raw));
  },
  { name: 'security' },
);
