// What a brand's static build holds: its own brand's data and messages, none of another brand's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandIds, brands } from '@fuelmarket/brands';
import { expect, test } from '../support/fixtures';
import { distDir, repoRoot } from '../support/servers';

/** The text of every file a brand build serves (the precompressed copies aside). */
function buildText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html|svg|json)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(repoRoot, 'app/src/shell/i18n', `${locale}.json`), 'utf8'));

/** Texts of the Swiss catalogue that differ from the German one. */
const swissOnlyTexts = Object.entries(catalogue('de-CH'))
  .filter(([id, text]) => catalogue('de')[id] !== text)
  .map(([, text]) => JSON.stringify(text).slice(1, -1));

test('[B1][B2] the build holds its own brand’s company data and locale, no other brand’s', ({ brand }) => {
  const text = buildText(distDir(brand));
  const own = brands[brand];
  const markers = (id: (typeof brandIds)[number]) => {
    const { company } = brands[id];
    return [company.name, company.infoContact.email, company.supportContact.email, company.website];
  };
  for (const marker of markers(brand)) expect(text, `${brand} lacks its own ${marker}`).toContain(marker);
  for (const other of brandIds.filter((id) => id !== brand)) {
    for (const marker of markers(other)) {
      expect(text, `${brand} holds ${other}’s ${marker}`).not.toContain(marker);
    }
  }
  const swiss = own.locale === 'de-CH';
  expect(swissOnlyTexts.length).toBeGreaterThan(0);
  for (const swissText of swissOnlyTexts) {
    if (swiss) expect(text, `${brand} lacks the Swiss text “${swissText}”`).toContain(swissText);
    else expect(text, `${brand} holds the Swiss text “${swissText}”`).not.toContain(swissText);
  }
  // dayjs' locale object of the other locale (`{name:"de-ch",…}`) stays out as well.
  const dayjsSwiss = /name:\s*["'`]de-ch["'`]/;
  if (swiss) expect(text).toMatch(dayjsSwiss);
  else expect(text).not.toMatch(dayjsSwiss);
});
