/** The current time; injected so tests can move it (lock windows, idle timeouts). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
