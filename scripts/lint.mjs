// `npm run lint`: every static check CI runs. Fails when any of them fails.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, runSteps } from './lib.mjs';

// Type checks run on TypeScript 7's native compiler (about ten times faster than 5.x here). TypeScript 5.9
// stays installed as `typescript` for the tools that need its JavaScript API (typescript-eslint,
// openapi-typescript), which 7 does not offer.
const nativeTsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

const tsProjects = [
  'packages/brands',
  'packages/ui',
  'packages/api-client',
  'app',
  'server',
  'mock-server',
  'e2e',
  '.',
];

const steps = [
  {
    name: 'types (tsc)',
    run: async () => {
      let failed = 0;
      for (const project of tsProjects) {
        const config = path.join(root, project, 'tsconfig.json');
        if (!existsSync(config)) {
          console.error(`missing ${path.relative(root, config)}`);
          failed++;
          continue;
        }
        console.log(`tsc -p ${project}`);
        if ((await run(nativeTsc, ['-p', config, '--noEmit'])) !== 0) failed++;
      }
      return failed === 0 ? 0 : 1;
    },
  },
  { name: 'eslint', run: () => run(bin('eslint'), ['.', '--max-warnings=0']) },
  { name: 'prettier', run: () => run(bin('prettier'), ['--check', '.', '--log-level=warn']) },
  {
    name: 'openapi (redocly)',
    run: () =>
      run(bin('redocly'), ['lint', 'openapi.yaml'], {
        env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }),
  },
  {
    name: 'openapi coverage of the spec',
    run: () => run('node', ['packages/api-client/scripts/check-contract.mjs']),
  },
  { name: 'generated types fresh', run: () => run('node', ['packages/api-client/scripts/check-fresh.mjs']) },
  {
    name: 'imports: no circles, one-way arrows',
    run: () =>
      run(bin('depcruise'), [
        'app/src',
        'packages',
        'server/src',
        'stories',
        '.storybook',
        'e2e',
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'err',
      ]),
  },
  { name: 'rule ids and § sections resolve', run: () => run('node', ['scripts/check-rules.mjs']) },
  {
    name: 'i18n message ids',
    run: () => run('node', ['scripts/check-messages.mjs'], { cwd: path.join(root, 'app') }),
  },
];

const results = await runSteps('lint', steps);
process.exit(results.every((r) => r.ok) ? 0 : 1);
