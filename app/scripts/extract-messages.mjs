// Writes src/shell/i18n/de.json from the messages defined in code (German defaultMessage = the de catalogue).
// de-CH.json is maintained by hand (overrides only) and is not touched.
import { writeFileSync } from 'node:fs';
import { dePath, extractMessages, serialise } from './messages-lib.mjs';

const messages = extractMessages();
writeFileSync(dePath, serialise(messages));
console.log(`de.json: ${Object.keys(messages).length} messages`);
