// `npm run bench:bundle`: per brand, the gzip size of the JavaScript and CSS a first visit of /login
// loads (the shell: the entry chunk with its static imports, plus the login route's lazily loaded chunk
// and its imports, read from vite's manifest), and of all emitted JavaScript. Builds app/dist/<brand>
// first unless `--no-build` is given.
//   npm run bench:bundle               build and measure every brand
//   BRANDS=ch npm run bench:bundle -- --no-build
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisit } from './first-visit.mjs';
import { root, run } from './lib.mjs';

const brands = (process.env.BRANDS ?? 'default,ch,at').split(',').filter(Boolean);
const build = !process.argv.includes('--no-build');

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1).padStart(7)} kB`;

const rows = [];
for (const brand of brands) {
  const dist = path.join(root, 'app', 'dist', brand);
  if (build || !existsSync(path.join(dist, 'index.html'))) {
    const code = await run('node', [path.join(root, 'scripts', 'build.mjs')], { env: { BRAND: brand } });
    if (code !== 0) process.exit(code);
  }
  const { js, css } = firstVisit(brand, '/login');
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
