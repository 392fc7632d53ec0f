// `@manan/ui-kit/testing/pact`: the consumer side of the HTTP pacts, for tests in Jest's node environment.
export * from './http-pact-consumer';
