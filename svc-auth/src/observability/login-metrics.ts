import { serviceCounter, type ServiceTelemetry } from '@manan/service-kit';
import type { LoginThrottle } from '../domain/credentials/login-throttle';

/**
 * The login throttle, counted: each failed login (wrong password or unknown user) and each attempt refused
 * because its username-and-address pair or its address is locked out. No label names a user or an address.
 */
export function countLoginFailures(throttle: LoginThrottle, telemetry: ServiceTelemetry): LoginThrottle {
  const failures = serviceCounter(telemetry, {
    name: 'manan_login_failures_total',
    help: 'Failed sign-ins (wrong password or unknown username)',
  });
  const lockouts = serviceCounter(telemetry, {
    name: 'manan_login_lockouts_total',
    help: 'Sign-ins refused (429) because the username at that address, or the address, is locked out',
  });
  return {
    async assertNotLocked(username, address) {
      try {
        await throttle.assertNotLocked(username, address);
      } catch (error) {
        lockouts.inc();
        throw error;
      }
    },
    async recordFailure(username, address) {
      await throttle.recordFailure(username, address);
      failures.inc();
    },
    recordSuccess: (username, address) => throttle.recordSuccess(username, address),
  };
}
