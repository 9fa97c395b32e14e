// Regenerates src/schema.gen.ts from openapi.yaml (committed; checked fresh by check-fresh.mjs).
import { writeFile } from 'node:fs/promises';
import { outputPath, renderSchemaTypes } from './generate-lib.mjs';

await writeFile(outputPath, await renderSchemaTypes());
console.log(`generated ${outputPath}`);
