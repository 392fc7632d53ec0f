import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Another address for the API (a proxy, or a fake in tests). */
  apiBaseUrl?: string | undefined;
}

/** A stripe-node client; STRIPE_API_BASE_URL becomes its `host`, `port` and `protocol` options. */
export function createStripeClient({ secretKey, apiBaseUrl }: StripeClientOptions): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (apiBaseUrl) {
    const url = new URL(apiBaseUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}
