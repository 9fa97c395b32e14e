// `npm run bench:bundle`: per brand, the gzip size of the JavaScript and CSS a first visit of /login
// loads (the shell: the entry chunk with its static imports, plus the login route's lazily loaded chunk
// and its imports, read from vite's manifest), and of all emitted JavaScript. Builds app/dist/<brand>
// first unless `--no-build` is given.
//   npm run bench:bundle               build and measure every brand
//   BRANDS=ch npm run bench:bundle -- --no-build
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib.mjs';

const brands = (process.env.BRANDS ?? 'default,ch,at').split(',').filter(Boolean);
const build = !process.argv.includes('--no-build');

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1).padStart(7)} kB`;

/** The files a first visit of /login fetches: the entry and the login route chunk, with their imports. */
function loginAssets(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const roots = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry || key.startsWith('src/routes/login.tsx'),
  );
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
  return [...files].map((file) => path.join(dist, file));
}

const rows = [];
for (const brand of brands) {
  const dist = path.join(root, 'app', 'dist', brand);
  if (build || !existsSync(path.join(dist, 'index.html'))) {
    const code = await run('node', [path.join(root, 'scripts', 'build.mjs')], { env: { BRAND: brand } });
    if (code !== 0) process.exit(code);
  }
  const initial = loginAssets(dist);
  const js = initial.filter((f) => f.endsWith('.js'));
  const css = initial.filter((f) => f.endsWith('.css'));
  const assets = path.join(dist, 'assets');
  const allJs = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(assets, f));
  const sum = (files) => files.reduce((total, f) => total + gzipKb(f), 0);
  rows.push({ brand, js: sum(js), jsFiles: js.length, css: sum(css), all: sum(allJs), chunks: allJs.length });
}

console.log('\nbrand     /login JS (gzip)        /login CSS        all JS chunks (gzip)');
for (const r of rows) {
  console.log(
    `${r.brand.padEnd(9)} ${kb(r.js)} in ${String(r.jsFiles).padStart(2)} files  ${kb(r.css)}       ${kb(r.all)} in ${r.chunks} chunks`,
  );
}
