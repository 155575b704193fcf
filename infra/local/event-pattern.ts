/**
 * Whether a record matches a Lambda event filter pattern, for the subset our patterns use
 * (lambdas/events/streams.ts): nested objects, a list of exact values (any one matches), and
 * `{ "anything-but": [...] }`. As in Lambda, a field the pattern names must be there.
 * https://docs.aws.amazon.com/lambda/latest/dg/invocation-eventfiltering.html
 */
export function matchesPattern(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) {
    if (value === undefined || value === null || typeof value === 'object') return false;
    return pattern.some((rule) => matchesRule(rule, value));
  }
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([key, inner]) =>
      matchesPattern(inner, (value as Record<string, unknown>)[key]),
    );
  }
  throw new Error(`Unsupported filter pattern: ${JSON.stringify(pattern)}`);
}

function matchesRule(rule: unknown, value: unknown): boolean {
  if (rule && typeof rule === 'object') {
    const entries = Object.entries(rule);
    const [operator, operand] = entries[0] ?? [];
    if (entries.length === 1 && operator === 'anything-but' && Array.isArray(operand))
      return !operand.includes(value);
    throw new Error(`Unsupported filter rule: ${JSON.stringify(rule)}`);
  }
  return rule === value;
}

/** Whether a record matches any of the patterns (Lambda ORs an event source's filters). */
export const matchesAny = (patterns: readonly unknown[], record: unknown): boolean =>
  patterns.some((pattern) => matchesPattern(pattern, record));
