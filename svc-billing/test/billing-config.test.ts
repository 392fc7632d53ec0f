import { ConfigError } from '@manan/service-kit';
import { loadBillingConfig } from '../src';

describe('svc-billing configuration', () => {
  it('when STRIPE_SECRET_KEY is set without its webhook secret and price, then start-up fails naming both', () => {
    let error: unknown;
    try {
      loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_ID: is required when STRIPE_SECRET_KEY is set',
    ]);
  });

  it('when nothing about payments is set, then the sandbox applies and the origin comes from the request', () => {
    const config = loadBillingConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.PUBLIC_ORIGIN).toBeUndefined();
    expect(config.SUBSCRIPTION_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it('when PUBLIC_ORIGIN has a path, then only its origin is kept', () => {
    expect(loadBillingConfig({ PUBLIC_ORIGIN: 'https://manan.example/app/' }).PUBLIC_ORIGIN).toBe(
      'https://manan.example',
    );
  });
});
