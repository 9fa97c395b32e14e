// Part of `npm run lint`: every rule id cited in brackets (`[T5]`) and every section cited as `§N` in the
// repository's code, tests and stories resolves in docs/rules.md. Prints how many catalogued rules have at
// least one test naming them (a progress figure) and fails on ids or sections that do not resolve.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const catalogue = readFileSync(path.join(root, 'docs/rules.md'), 'utf8');
const ruleIds = new Set([...catalogue.matchAll(/^- \*\*([A-Z][A-Z-]*\d+)\*\* /gm)].map((m) => m[1]));
const sections = new Set([...catalogue.matchAll(/^\| §(\d+) /gm)].map((m) => m[1]));

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|cjs)$/.test(f) && !f.endsWith('.gen.ts') && !f.includes('node_modules/'));

const idPattern = /\[((?:S-L|[A-Z]{1,2})\d{1,2})\]/g;
const testFile = /(\.test\.tsx?|\.spec\.ts|\.stories\.tsx)$|(^|\/)test\//;
const problems = [];
const proven = new Set();

for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const [, id] of line.matchAll(idPattern)) {
      if (!ruleIds.has(id)) problems.push(`${file}:${index + 1}: rule [${id}] is not in docs/rules.md`);
      else if (testFile.test(file)) proven.add(id);
    }
    for (const [, section] of line.matchAll(/§\s?(\d+)/g)) {
      if (!sections.has(section))
        problems.push(`${file}:${index + 1}: §${section} is not a section of docs/rules.md`);
    }
  });
}

const unproven = [...ruleIds].filter((id) => !proven.has(id));
console.log(`rules named by tests: ${proven.size} of ${ruleIds.size}`);
if (unproven.length) console.log(`not named by any test yet: ${unproven.join(' ')}`);
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
