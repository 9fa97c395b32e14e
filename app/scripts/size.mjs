// Gzip size of the JavaScript the browser loads for /login: the entry chunk, the login route's chunks
// (the router's code-split component) and all their static imports, from the built manifest.
// Usage: npm run size -w @fuelmarket/app            (BRAND=ch|at for the other builds)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const brand = process.env.BRAND || 'default';
const dist = process.env.DIST_DIR || join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', brand);
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No build in ${dist}: run BRAND=${brand} npm run build -w @fuelmarket/app first.`);
  process.exit(1);
}

const roots = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isEntry || /^src\/routes\/(__root|login)\.tsx/.test(chunk.src ?? key))
  .map(([key]) => key);

const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
roots.forEach(visit);

const files = [...new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
let raw = 0;
let gzip = 0;
for (const file of files) {
  const content = readFileSync(join(dist, file));
  raw += content.length;
  gzip += gzipSync(content, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`/login JavaScript (${brand}): ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
for (const file of files.sort()) console.log(`  ${file}`);
