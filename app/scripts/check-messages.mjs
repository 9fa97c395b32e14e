// Fails (exit 1) when the catalogues and the code disagree:
// - an id used in code is missing from de.json, or de.json holds an id no code uses;
// - de.json's text differs from the code's defaultMessage (run `npm run messages:extract -w @fuelmarket/app`);
// - de-CH.json holds an id that de.json lacks;
// - a German text with "ß" has no de-CH override (Swiss German writes "ss").
import { deChPath, dePath, extractMessages, readCatalogue } from './messages-lib.mjs';

const used = extractMessages();
const de = readCatalogue(dePath);
const deCh = readCatalogue(deChPath);
const problems = [];

for (const id of Object.keys(used)) if (!(id in de)) problems.push(`missing from de.json: ${id}`);
for (const id of Object.keys(de)) if (!(id in used)) problems.push(`unused in de.json: ${id}`);
for (const [id, text] of Object.entries(used)) {
  if (id in de && de[id] !== text) problems.push(`de.json differs from the code's defaultMessage: ${id}`);
}
for (const id of Object.keys(deCh))
  if (!(id in de)) problems.push(`de-CH.json overrides an unknown id: ${id}`);
for (const [id, text] of Object.entries(de)) {
  if (text.includes('ß') && !(id in deCh)) problems.push(`needs a de-CH override (ß -> ss): ${id}`);
}

if (problems.length > 0) {
  console.error(`check-messages: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-messages: ${Object.keys(de).length} ids, de and de-CH catalogues match the code`);
