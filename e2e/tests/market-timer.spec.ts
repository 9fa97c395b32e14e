/**
 * Market window timer against a server with a 10 s market window (project `market-timer`): when the
 * window runs out and the window endpoint fails, the app retries after 5 s [T5]; once it answers again
 * the market is back and polling stops [T4].
 */
import { expect, openAs, test } from '../support/fixtures';
import { TIMER_WINDOW_SECONDS } from '../support/env';

test.use({ as: 'buyer' });

test('[T5][T4] a failing window endpoint is retried after 5 s; a good answer ends the retries', async ({
  page,
  accounts,
}) => {
  test.setTimeout(90_000);
  // Without the event stream the timer must find the new window itself (and degrade quietly).
  await page.route('**/api/events', (route) => route.abort());
  const windowRequests: { at: number; failed: boolean; remainingMs?: number }[] = [];
  let failing = false;
  await page.route('**/api/generic/marketWindow', async (route) => {
    const entry: (typeof windowRequests)[number] = { at: Date.now(), failed: failing };
    windowRequests.push(entry);
    if (!failing) {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as { expires: string; currentTime: string };
        entry.remainingMs = Date.parse(body.expires) - Date.parse(body.currentTime);
        return await route.fulfill({ response });
      } catch (error) {
        // The app gave the request up meanwhile (a newer fetch of the window replaced it): its answer
        // has gone with it, and nobody waits for it.
        if (/disposed|closed|aborted/i.test(String(error))) return;
        throw error;
      }
    }
    return route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'Service Unavailable', status: 503, code: 'SERVICE_UNAVAILABLE' }),
    });
  });

  await openAs(page, '/handelsplatz', accounts.buyer);
  // The login sequence loaded the current window.
  await expect.poll(() => windowRequests.length).toBeGreaterThan(0);
  failing = true;
  const before = windowRequests.length;

  // Within one window length the timer reaches zero and asks for the next window: it fails ...
  await expect
    .poll(() => windowRequests.length, { timeout: (TIMER_WINDOW_SECONDS + 5) * 1000 })
    .toBeGreaterThan(before);
  const first = windowRequests[before]!;
  // The market page says so while it retries.
  await expect(page.getByText(/Der Markt ist gerade nicht verfügbar/)).toBeVisible();
  // ... and is retried after 5 s, not before.
  await expect.poll(() => windowRequests.length, { timeout: 10_000 }).toBeGreaterThan(before + 1);
  const second = windowRequests[before + 1]!;
  const gap = second.at - first.at;
  expect(gap).toBeGreaterThanOrEqual(4_500);
  expect(gap).toBeLessThanOrEqual(6_500);

  // The endpoint recovers: the next retry succeeds, the market is back and the timer stops asking
  // until the new window runs out; then it fetches the next one [T4].
  failing = false;
  const recovering = windowRequests.length;
  await expect.poll(() => windowRequests[recovering]?.remainingMs, { timeout: 10_000 }).toBeDefined();
  const recovered = windowRequests[recovering]!;
  await expect(page.getByText('Marktfenster endet in', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/Der Markt ist gerade nicht verfügbar/)).toBeHidden();
  const quietUntil = recovered.at + (recovered.remainingMs ?? 0) - 500;
  await page.waitForTimeout(Math.max(0, quietUntil - Date.now()));
  expect(windowRequests.length).toBe(recovering + 1);
  await expect.poll(() => windowRequests.length, { timeout: 5_000 }).toBe(recovering + 2);
  expect(windowRequests[recovering + 1]!.failed).toBe(false);
});
