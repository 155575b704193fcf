import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lambdas/core/errors.js';
import { functionProfiles } from '../../lambdas/http/functions.js';
import {
  isDependencyFailure,
  requestDeadline,
  unavailableMessage,
  withinDeadline,
} from '../../lambdas/http/unavailable.js';

const sdkError = (name: string, status?: number, extra: object = {}) =>
  Object.assign(new Error(name), {
    name,
    ...(status ? { $metadata: { httpStatusCode: status } } : {}),
    ...extra,
  });
/** electrodb's wrapper keeps the SDK's error as `cause`. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Error thrown by DynamoDB client'), { name: 'ElectroError', cause });

describe('which errors are a dependency being unavailable (503)', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['an SDK timeout', sdkError('TimeoutError')],
    ['throughput exceeded after retries', sdkError('ProvisionedThroughputExceededException', 400)],
    ['throttling', sdkError('ThrottlingException', 400)],
    ['a 5xx answer', sdkError('InternalServerError', 500)],
    ['a 503 of any name', sdkError('Whatever', 503)],
    ['the same inside electrodb', wrapped(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))],
    [
      'several refused addresses at once',
      Object.assign(new AggregateError([Object.assign(new Error(), { code: 'ECONNREFUSED' })]), {}),
    ],
  ])('%s', (_what, error) => expect(isDependencyFailure(error)).toBe(true));

  it.each([
    ['a failed condition', wrapped(sdkError('ConditionalCheckFailedException', 400))],
    ['a validation error', sdkError('ValidationException', 400)],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a domain error', new DomainError('not-found', 'Not found')],
    ['nothing', undefined],
  ])('not %s', (_what, error) => expect(isDependencyFailure(error)).toBe(false));
});

describe('the request deadline', () => {
  it('answers 503 unavailable when the work does not finish in time', async () => {
    const never = new Promise<never>(() => {});
    const error = await withinDeadline(never, 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'unavailable', message: unavailableMessage, status: 503 });
  });

  it('passes through what finishes in time, results and errors alike', async () => {
    await expect(withinDeadline(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withinDeadline(Promise.reject(new Error('boom')), 1_000)).rejects.toThrow('boom');
  });
});

describe('the deadline of a request', () => {
  const startOf = (timeoutSeconds: number) => ({
    getRemainingTimeInMillis: () => timeoutSeconds * 1000,
  });

  it('leaves each function 2 s of its own time to answer, the photo function 18 s', () => {
    expect(requestDeadline(startOf(functionProfiles.standard.timeoutSeconds))).toBe(8_000);
    expect(requestDeadline(startOf(functionProfiles.images.timeoutSeconds))).toBe(18_000);
  });

  it('is what is left of the function’s time, never negative, 8 s without a context', () => {
    expect(requestDeadline({ getRemainingTimeInMillis: () => 5_500 })).toBe(3_500);
    expect(requestDeadline({ getRemainingTimeInMillis: () => 900 })).toBe(0);
    expect(requestDeadline()).toBe(8_000);
  });
});
