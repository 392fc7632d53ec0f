/* global jest */
// A real Chromium against the whole embedded app needs far more than Jest's 5 s per test on a
// loaded two-core machine. Set here because Jest reads `testTimeout` only from the root config.
jest.setTimeout(120_000);
