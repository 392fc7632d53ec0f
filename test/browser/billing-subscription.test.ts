import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  noHorizontalScroll,
  openPage as openAppPage,
  useBrowserAndApp,
  type App,
} from './support/browser-fixture';
import { screenshotDir } from './support/embedded-app';
import { newAccount } from './support/shell-session';
import { axeViolations } from './support/axe';

const caseForm = {
  patientAge: '54',
  gender: 'female',
  chiefComplaint: 'Productive cough for three days',
  symptoms: 'Cough with green sputum, mild fever, no chest pain',
  vitals: 'BP 128/82, HR 92, RR 18, Temp 38.1 C, SpO2 96%',
};

/** Screenshots at 360 and 1280 px (no horizontal scroll at either), then axe at the last width. */
async function checkPage(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, `billing-${name}-${width}.png`), fullPage: true });
  }
  expect(await axeViolations(page)).toEqual([]);
}

const openPage = (browser: Browser, app: App, signedIn: boolean) =>
  openAppPage(browser, {
    bypassCsp: true,
    reducedMotion: true,
    at: `${app.url}/`,
    signUp: signedIn ? newAccount() : undefined,
  });

async function usage(
  page: Page,
  app: App,
): Promise<{ used: number; limit: number | null; isPremium: boolean }> {
  const response = await page.request.get(`${app.url}/api/user/subscription`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { used: number; limit: number | null; isPremium: boolean };
}

async function analyze(page: Page, app: App): Promise<number> {
  return (await page.request.post(`${app.url}/api/analyze`, { data: caseForm })).status();
}

/** From /subscription, Upgrade leads to the sandbox's checkout page. */
async function startCheckout(page: Page, app: App): Promise<void> {
  await page.goto(`${app.url}/subscription`);
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.waitForURL(/\/billing\/sandbox\/checkout\//, { timeout: 15_000 });
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('subscription pages in Chromium, against the embedded default', () => {
  const fixture = useBrowserAndApp();

  it('a visitor sees the plans, is asked to log in on Upgrade and can open the sign-in dialog', async () => {
    const { page, errors } = await openPage(fixture.browser, fixture.app, false);
    await page.goto(`${fixture.app.url}/subscription`);
    const remote = page.getByTestId('remote-billing');
    await remote.getByRole('heading', { level: 1, name: 'Subscription Plans' }).waitFor({ timeout: 15_000 });
    expect(await remote.getByRole('region', { name: 'Premium' }).textContent()).toContain('$19.99');
    expect(await remote.getByRole('region', { name: 'Free' }).textContent()).toContain('$0');
    await checkPage(page, 'plans-visitor');

    await remote.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.getByText('Please log in to subscribe to Premium', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(1);

    await remote.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Welcome to MANAN' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('upgrade through the sandbox checkout: activated, unlimited analyses; cancel keeps premium to the period end', async () => {
    const { page, errors } = await openPage(fixture.browser, fixture.app, true);
    await page.goto(`${fixture.app.url}/subscription`);
    await page.getByText('No subscription information available.').waitFor({ timeout: 15_000 });
    await checkPage(page, 'plans-free');

    for (let analysis = 0; analysis < 20; analysis += 1) expect(await analyze(page, fixture.app)).toBe(200);
    expect(await analyze(page, fixture.app)).toBe(402);

    await startCheckout(page, fixture.app);
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/subscription\/success\?session_id=/, { timeout: 15_000 });
    await page.getByText('Subscription Activated', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText('Your premium subscription is now active!', { exact: true }).waitFor();
    await checkPage(page, 'success-active');
    expect(await usage(page, fixture.app)).toMatchObject({ isPremium: true, limit: null });

    // The entitlement reaches svc-triage as an event; until it does, the 21st analysis is refused.
    const deadline = Date.now() + 20_000;
    let status = await analyze(page, fixture.app);
    while (status === 402 && Date.now() < deadline) {
      await page.waitForTimeout(250);
      status = await analyze(page, fixture.app);
    }
    expect(status).toBe(200);
    expect((await usage(page, fixture.app)).used).toBeGreaterThanOrEqual(21);

    await page.getByRole('link', { name: 'View your subscription' }).click();
    const yours = page.getByRole('region', { name: 'Your Subscription' });
    await yours.getByRole('button', { name: 'Cancel Subscription' }).waitFor({ timeout: 15_000 });
    await checkPage(page, 'plans-premium');

    await yours.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Are you sure you want to cancel your subscription? You will still have access until the end of your billing period.',
    );
    await page.screenshot({ path: path.join(screenshotDir, 'billing-cancel-dialog-1280.png') });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();

    await page.getByText('Subscription Canceled', { exact: true }).waitFor({ timeout: 15_000 });
    await yours.getByText(/You keep Premium until/).waitFor();
    // Still premium and active: Cancel Subscription shows (with nothing left to cancel) beside Resume.
    expect(await yours.getByRole('button', { name: 'Cancel Subscription' }).isDisabled()).toBe(true);
    await yours.getByRole('button', { name: 'Resume subscription' }).waitFor();
    const subscription = (await (await page.request.get(`${fixture.app.url}/api/subscription`)).json()) as {
      tier: string;
      active: boolean;
      autoRenew: boolean;
      endDate: string;
    };
    expect(subscription).toMatchObject({ tier: 'premium', active: true, autoRenew: false });
    expect(new Date(subscription.endDate).getTime()).toBeGreaterThan(Date.now());
    expect((await usage(page, fixture.app)).isPremium).toBe(true);
    await checkPage(page, 'plans-canceled');

    // Resume by keyboard: auto-renew is on again (the sandbox renews at the period end), Cancel is back.
    await yours.getByRole('button', { name: 'Resume subscription' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Subscription Resumed', { exact: true }).waitFor({ timeout: 15_000 });
    await yours.getByRole('button', { name: 'Cancel Subscription' }).and(page.locator(':enabled')).waitFor();
    expect(await yours.getByRole('button', { name: 'Resume subscription' }).count()).toBe(0);
    expect(await (await page.request.get(`${fixture.app.url}/api/subscription`)).json()).toMatchObject({
      tier: 'premium',
      active: true,
      autoRenew: true,
      stripeDetails: { nextBillingDate: subscription.endDate },
    });
    await checkPage(page, 'plans-resumed');

    // Cancelled but still within the paid period: the dashboard's gauge is the premium one.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Premium Usage' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(screenshotDir, 'billing-dashboard-premium-1280.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a declined card shows the decline and does not activate; Cancel returns to /subscription/cancel', async () => {
    const { page, errors } = await openPage(fixture.browser, fixture.app, true);
    await startCheckout(page, fixture.app);
    await payWith(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(page.url()).toContain('/billing/sandbox/checkout/');
    expect((await usage(page, fixture.app)).isPremium).toBe(false);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(`${fixture.app.url}/subscription/cancel`, { timeout: 15_000 });
    await page
      .getByRole('heading', { level: 1, name: 'Checkout cancelled — you have not been charged' })
      .waitFor({ timeout: 15_000 });
    await checkPage(page, 'checkout-cancelled');
    expect((await usage(page, fixture.app)).isPremium).toBe(false);

    await page.getByRole('link', { name: 'Back to subscription plans' }).click();
    await page.getByText('No subscription information available.').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the success page without a session id says so and links to the plans', async () => {
    const { page, errors } = await openPage(fixture.browser, fixture.app, true);
    await page.goto(`${fixture.app.url}/subscription/success`);
    await page
      .getByRole('heading', { level: 1, name: 'No checkout to confirm' })
      .waitFor({ timeout: 15_000 });
    await checkPage(page, 'success-missing-session');
    expect(errors).toEqual([]);
    await page.close();
  });
});
