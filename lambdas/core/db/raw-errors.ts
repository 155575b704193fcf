/**
 * electrodb's query option for the calls every signed-in write makes (its session check and its
 * rate limits; a transaction's options have no such setting): without it, electrodb builds an error
 * with a captured stack before each call, for the trace of a failure that almost never comes, about
 * 2 % of a job post's CPU in the local runtime (docs/decisions/testing-and-bench.md, "electrodb's
 * own errors off the hottest calls"). The SDK's own error reaches the caller instead; Node's async
 * stack traces already name our frames on it, and the checks that read errors (isConditionFailure,
 * isDependencyFailure, isHeldByChecks) read it as they read electrodb's wrapper.
 */
export const rawErrors = { originalErr: true } as const;
