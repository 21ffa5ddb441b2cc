/**
 * The time a service acts at. Services take it as their last argument (`now: Date`), read once by
 * whoever calls them (a resolver, a job, a command), so a change is stamped with one instant and a
 * test chooses it. What runs on its own (the job runner) takes a clock instead.
 */
export type Clock = () => Date;

/** The process's own clock. */
export const systemClock: Clock = () => new Date();
