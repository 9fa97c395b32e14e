// `BRAND=default|ch|at npm run build`: static files of the app for one brand in app/dist/<brand>.
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const brand = process.env.BRAND || 'default';
const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], {
  cwd: path.join(root, 'app'),
  env: { BRAND: brand },
});
if (code === 0) console.log(`Built app/dist/${brand}`);
process.exit(code);
