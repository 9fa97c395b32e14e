import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

/** Brand under test, chosen by scripts/test-storybook.mjs (one run per brand). */
const brand = process.env.STORYBOOK_BRAND ?? 'default';

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
    if (storyContext.parameters?.a11y?.disable) return;
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
  },
};

export default config;
