import { z } from 'zod';
import { ConfigError, commonServiceEnv, loadConfig } from '../../src';

const schema = z.object({
  ...commonServiceEnv,
  PORT: z.coerce.number().int().min(0).max(65535),
  AUTH_URL: z.string().url(),
});

describe('loadConfig', () => {
  it('when every variable is valid, then it returns typed values with defaults applied', () => {
    const config = loadConfig('svc-test', schema, { PORT: '4001', AUTH_URL: 'http://localhost:4001' });
    expect(config.PORT).toBe(4001);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('when several variables are missing or invalid, then the error names every one of them', () => {
    let thrown: unknown;
    try {
      loadConfig('svc-test', schema, { PORT: 'not-a-port', AMQP_URL: 'http://wrong', LOG_LEVEL: 'loud' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toContain('svc-test: invalid configuration');
    expect(message).toContain('PORT');
    expect(message).toContain('AUTH_URL is required');
    expect(message).toContain('AMQP_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('when a variable is set to the empty string, then it counts as unset and its default applies', () => {
    const config = loadConfig('svc-test', schema, {
      PORT: '1',
      AUTH_URL: 'http://a.test',
      MONGODB_URI: '',
      LOG_LEVEL: '',
    });
    expect(config.MONGODB_URI).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });
});
