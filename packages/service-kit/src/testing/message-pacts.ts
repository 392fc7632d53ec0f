import fs from 'node:fs';
import path from 'node:path';
import {
  asynchronousBodyHandler,
  MessageConsumerPact,
  MessageProviderPact,
  providerWithMetadata,
} from '@pact-foundation/pact';

/** Where every pact lives: contracts/pacts at the repository root. */
export const pactsDirectory = path.resolve(__dirname, '../../../../contracts/pacts');

export const pactFileOf = (consumer: string, provider: string): string =>
  path.join(pactsDirectory, `${consumer}-${provider}.json`);

export interface MessagePactExpectation {
  consumer: string;
  provider: string;
  /** The event name, e.g. `triage.analysis.recorded.v1`. */
  description: string;
  /** The envelope as the consumer needs it, with pact matchers. */
  content: unknown;
  metadata: Record<string, string>;
  /** The consumer's real handler, called with the example envelope as a plain function. */
  handle: (envelope: unknown) => Promise<void>;
}

/**
 * Records a consumer's message pact. The file is written in a scratch folder and renamed into place, so
 * a provider verifying in parallel reads the old file or the new one, never half of either.
 */
export async function recordMessagePact(expectation: MessagePactExpectation): Promise<void> {
  const { consumer, provider, description, content, metadata, handle } = expectation;
  fs.mkdirSync(pactsDirectory, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(pactsDirectory, '.writing-'));
  try {
    const pact = new MessageConsumerPact({
      consumer,
      provider,
      dir: scratch,
      pactfileWriteMode: 'overwrite',
      logLevel: 'error',
    });
    await pact
      .expectsToReceive(description)
      .withContent(content)
      .withMetadata(metadata)
      .verify(asynchronousBodyHandler(async (body) => handle(body)));
    fs.renameSync(path.join(scratch, `${consumer}-${provider}.json`), pactFileOf(consumer, provider));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Verifies the provider's real event factories against the consumer's committed pact. Each message is
 * sent with the metadata the broker adapter gives it: the exchange, and the event type as routing key.
 */
export function verifyMessagePact(options: {
  consumer: string;
  provider: string;
  exchange: string;
  messageProviders: Record<string, () => { type: string }>;
}): Promise<unknown> {
  const messageProviders = Object.fromEntries(
    Object.entries(options.messageProviders).map(([name, build]) => {
      const envelope = build();
      return [
        name,
        providerWithMetadata(async () => envelope, { exchange: options.exchange, routingKey: envelope.type }),
      ];
    }),
  );
  return new MessageProviderPact({
    provider: options.provider,
    pactUrls: [pactFileOf(options.consumer, options.provider)],
    messageProviders,
    logLevel: 'error',
  }).verify();
}
