import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

/** Brand under test, chosen by scripts/test-storybook.mjs (one run per brand). */
const brand = process.env.STORYBOOK_BRAND ?? 'default';

/**
 * Brands a story is rendered in once more after its play and axe check, by switching the brand global:
 * Storybook re-renders the story in that brand's theme, locale and currency without playing it again,
 * and axe checks it there too (colour contrast included). scripts/test-storybook.mjs sets this for the
 * run in which component stories play once; the app's screens, whose behaviour follows the brand's flags,
 * play in every brand's own run.
 */
const rerenderBrands = (process.env.STORYBOOK_RERENDER_BRANDS ?? '').split(',').filter(Boolean);

/** The app's screens (`stories/app/`, titles `App/…`): their plays follow the brand's flags and data. */
const playsInEveryBrand = (title: string) => title.startsWith('App/');

/** Switches the story's brand global and waits until the preview has rendered in that brand. */
async function showInBrand(page: Page, id: string): Promise<void> {
  // Resolves once the re-render has finished, its afterEach hooks (the a11y addon's own axe run) included.
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          emit(event: string, payload: unknown): void;
          once(event: string, listener: () => void): void;
        };
        const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('Storybook channel not found'));
        channel.once('storyRendered', () => resolve());
        channel.emit('updateGlobals', { globals: { brand: next } });
      }),
    id,
  );
  await page.waitForFunction((next) => document.documentElement.dataset.brand === next, id);
  // A render that throws shows Storybook's error display instead of the story.
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    const message = await page.evaluate(() => document.querySelector('#error-message')?.textContent ?? '');
    throw new Error(`The story failed to render in brand "${id}": ${message}`);
  }
}

const config: TestRunnerConfig = {
  async prepare({ page }) {
    // Runs before Storybook's preview loads: its initial `brand` global comes from here.
    await page.addInitScript((id: string) => {
      (globalThis as { __FUELMARKET_BRAND__?: string }).__FUELMARKET_BRAND__ = id;
    }, brand);
    const targetUrl = process.env.TARGET_URL;
    if (!targetUrl) throw new Error('TARGET_URL is not set');
    await page.goto(new URL('iframe.html', targetUrl).toString(), { waitUntil: 'load' });
  },
  async preVisit(page) {
    // Stories of one file render in the same page: axe-core (half a megabyte of script) goes in once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const rendered = await page.evaluate(() => document.documentElement.dataset.brand);
    // Story-level `globals` (e.g. `{ brand: "ch" }` on a de-CH story) win over the run's brand.
    const storyGlobals = (storyContext as { storyGlobals?: { brand?: string } }).storyGlobals;
    const expected = storyGlobals?.brand ?? brand;
    if (rendered !== expected) {
      throw new Error(`Story ${context.id} rendered brand "${rendered}", expected "${expected}"`);
    }
    const axe = storyContext.parameters?.a11y?.disable
      ? async () => {}
      : async () => {
          await configureAxe(page, {
            rules: [
              // A story shows a component, not a page: landmarks are checked by the app's e2e tests (as in addon-a11y).
              { id: 'region', enabled: false },
              ...(storyContext.parameters?.a11y?.config?.rules ?? []),
            ],
          });
          // Whole document, so portalled overlays (modals, toasts, popovers) are checked too.
          await checkA11y(page, 'body', {
            detailedReport: true,
            verbose: false,
            detailedReportOptions: { html: true },
            axeOptions: storyContext.parameters?.a11y?.options,
          });
        };
    await axe();
    // A story that fixes its brand in `globals` is shown in that brand only; a screen plays in every brand.
    if (storyGlobals?.brand || playsInEveryBrand(context.title)) return;
    for (const other of rerenderBrands) {
      await showInBrand(page, other);
      await axe();
    }
    if (rerenderBrands.length) await showInBrand(page, brand);
  },
};

export default config;
