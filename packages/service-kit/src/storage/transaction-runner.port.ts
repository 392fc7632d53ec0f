declare const transactionContextBrand: unique symbol;

/**
 * An open transaction, passed from a use case to the repositories it calls. Opaque on purpose:
 * domain code hands it on without knowing which driver is behind it.
 */
export interface TransactionContext {
  readonly [transactionContextBrand]: true;
}

export interface TransactionRunner {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * A `run` inside a running transaction joins it. `work` may run more than once (MongoDB retries
   * transient transaction errors), so keep side effects outside the database out of it.
   */
  run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T>;
}
