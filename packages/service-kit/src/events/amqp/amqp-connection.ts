import { connect } from 'amqplib';
import type { Channel, ChannelModel, ConfirmChannel } from 'amqplib';
import type { Logger } from 'pino';
import { describeError } from '../describe-error';
import { retryDelayMs } from '../retry-delay';

export interface AmqpConsumerState {
  channel?: Channel;
  consumerTag?: string;
}

/** One live connection: a publisher-confirm channel plus the consumers started on it. */
export interface AmqpSession {
  readonly publishChannel: ConfirmChannel;
  /** Queues whose consumer has been started (or is starting) on this connection. */
  readonly consumedQueues: Map<string, AmqpConsumerState>;
  /** A channel whose unexpected close ends the whole session, which then reconnects. */
  openChannel(): Promise<Channel>;
  /** A short-lived channel for declarations: a refused declaration closes only this channel. */
  withTemporaryChannel<T>(work: (channel: Channel) => Promise<T>): Promise<T>;
}

export interface AmqpConnectionKeeperOptions {
  url: string;
  logger: Logger;
  /** Declares what a fresh connection needs before it is used for publishing. */
  prepare(session: AmqpSession): Promise<void>;
  /** Runs once the session is current, e.g. to start consumers. */
  onConnected(session: AmqpSession): Promise<void>;
  reconnectInitialDelayMs: number;
  reconnectMaxDelayMs: number;
}

/** Keeps one connection to RabbitMQ open, reconnecting with capped exponential backoff when it drops. */
export class AmqpConnectionKeeper {
  private session: AmqpSession | undefined;
  private model: ChannelModel | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closing = false;

  constructor(private readonly options: AmqpConnectionKeeperOptions) {}

  get current(): AmqpSession | undefined {
    return this.session;
  }

  /** The first connection: fails (with the address, not the password) when RabbitMQ is unreachable. */
  async start(): Promise<void> {
    try {
      await this.open();
    } catch (error) {
      await this.close();
      throw new Error(
        `Could not connect to RabbitMQ at ${redactUrl(this.options.url)}: ${describeError(error)}`,
        { cause: error },
      );
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    const model = this.model;
    this.session = undefined;
    this.model = undefined;
    await model?.close().catch(() => undefined);
  }

  private async open(): Promise<void> {
    const model = await connect(this.options.url, { timeout: 10_000 });
    model.on('error', (error: Error) =>
      this.options.logger.warn({ error: describeError(error) }, 'RabbitMQ connection error'),
    );
    model.on('close', () => this.lose(model));
    model.on('blocked', (reason: string) =>
      this.options.logger.warn({ reason }, 'RabbitMQ blocked publishing'),
    );
    try {
      const openChannel = async (): Promise<Channel> => this.watch(model, await model.createChannel());
      const session: AmqpSession = {
        publishChannel: this.watch(model, await model.createConfirmChannel()),
        consumedQueues: new Map(),
        openChannel,
        withTemporaryChannel: async (work) => {
          const channel = await model.createChannel();
          channel.on('error', () => undefined);
          try {
            return await work(channel);
          } finally {
            await channel.close().catch(() => undefined);
          }
        },
      };
      await this.options.prepare(session);
      if (this.closing) throw new Error('closed while connecting');
      this.model = model;
      this.session = session;
      await this.options.onConnected(session);
    } catch (error) {
      if (this.model === model) {
        this.model = undefined;
        this.session = undefined;
      }
      await model.close().catch(() => undefined);
      throw error;
    }
  }

  private watch<T extends Channel>(model: ChannelModel, channel: T): T {
    channel.on('error', (error: Error) =>
      this.options.logger.warn({ error: describeError(error) }, 'RabbitMQ channel error'),
    );
    channel.on('close', () => this.lose(model));
    return channel;
  }

  private lose(model: ChannelModel): void {
    if (this.closing || this.model !== model) return;
    this.options.logger.warn('lost the connection to RabbitMQ; reconnecting');
    this.session = undefined;
    this.model = undefined;
    void model.close().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    this.failures += 1;
    const delayMs = retryDelayMs(
      this.failures,
      this.options.reconnectInitialDelayMs,
      this.options.reconnectMaxDelayMs,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.open().then(
        () => {
          this.failures = 0;
          this.options.logger.info('reconnected to RabbitMQ');
        },
        (error: unknown) => {
          // Retries are frequent (the delay is capped low so events flow soon after the broker returns):
          // log the first failure and then one in twenty, not every attempt.
          if (this.failures === 1 || this.failures % 20 === 0)
            this.options.logger.warn(
              { error: describeError(error), attempts: this.failures, retryInMs: delayMs },
              'could not reconnect to RabbitMQ',
            );
          this.scheduleReconnect();
        },
      );
    }, delayMs);
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable AMQP URL)';
  }
}
