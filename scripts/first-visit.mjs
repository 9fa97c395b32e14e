// What a first visit of an app route loads, read from vite's manifest of a build (app/dist/<brand>):
// the entry with its static imports, the route's own chunks (TanStack Router's code-split files of the
// route and its layout routes) with theirs, and the CSS of all of them. Logged-in routes also load the
// header navigation (a lazy chunk of the complex layout, requested as soon as a user is known).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** Manifest keys (prefixes) per route: the route file and its layout routes. */
const ROUTE_SOURCES = {
  '/login': ['src/routes/login.tsx'],
  '/': ['src/routes/_app.tsx', 'src/routes/_app/index.tsx', 'src/shell/layout/Header.tsx'],
  '/handelsplatz': ['src/routes/_app.tsx', 'src/routes/_app/handelsplatz.tsx', 'src/shell/layout/Header.tsx'],
};

export const FIRST_VISIT_ROUTES = Object.keys(ROUTE_SOURCES);

export const distOf = (brand) => path.join(root, 'app', 'dist', brand);

/** `{ js, css }`: absolute paths of the files a first visit of `route` in the `brand` build loads. */
export function firstVisit(brand, route) {
  const sources = ROUTE_SOURCES[route];
  if (!sources) throw new Error(`No first-visit definition for ${route}`);
  const dist = distOf(brand);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const roots = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isEntry || sources.some((source) => key === source || key.startsWith(`${source}?`)),
  );
  const missing = sources.filter((source) => !roots.some((key) => key.startsWith(source)));
  if (missing.length) throw new Error(`${brand}: the manifest has no chunk for ${missing.join(', ')}`);
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const all = [...files].map((file) => path.join(dist, file));
  return { js: all.filter((f) => f.endsWith('.js')), css: all.filter((f) => f.endsWith('.css')) };
}
