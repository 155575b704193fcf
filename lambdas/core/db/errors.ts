/** True when a DynamoDB write was refused by its condition (electrodb wraps the SDK error). */
export const isConditionFailure = (error: unknown): boolean =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message));
