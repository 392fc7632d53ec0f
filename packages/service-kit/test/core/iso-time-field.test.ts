import { isoTimeField } from '../../src';

describe('the time field of log lines', () => {
  it('when lines are written within a second, across seconds and days, then each is the time as toISOString writes it (pino’s isoTime)', () => {
    const instants = [
      Date.UTC(2026, 11, 31, 23, 59, 59, 0),
      Date.UTC(2026, 11, 31, 23, 59, 59, 7),
      Date.UTC(2026, 11, 31, 23, 59, 59, 99),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1, 0, 0, 0, 0),
      Date.UTC(2027, 0, 1, 0, 0, 0, 10),
      // The clock set back: the second is worked out again.
      Date.UTC(2026, 5, 1, 12, 0, 0, 500),
      0,
    ];
    let index = 0;
    const field = isoTimeField(() => instants[index]!);
    for (index = 0; index < instants.length; index += 1) {
      const expected = `,"time":"${new Date(instants[index]!).toISOString()}"`;
      expect(field()).toBe(expected);
    }
  });
});
