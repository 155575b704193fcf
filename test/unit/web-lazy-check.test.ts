import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { checkWith } from '../../web/src/lib/forms/check-with';
import { lazyCheck } from '../../web/src/lib/forms/lazy-check';
import { fieldErrorsOf } from '../../web/src/lib/forms/use-zod-form';

const schema = z.object({
  email: z.string().email('Enter an e-mail address.'),
  name: z.string().min(2, 'Too short.').max(3, 'Too long.'),
  tags: z.array(z.string().min(1, 'Empty tag.')),
});

describe('checkWith', () => {
  it('gives the first message per field, as useZodForm shows them', () => {
    const body = { email: 'nope', name: '', tags: ['', ''] };
    const parsed = schema.safeParse(body);
    expect(parsed.success).toBe(false);
    const expected = fieldErrorsOf(parsed.error!);
    expect(checkWith(schema)(body)).toEqual(expected);
    expect(expected).toEqual({
      email: 'Enter an e-mail address.',
      name: 'Too short.',
      tags: 'Empty tag.',
    });
  });

  it('is null for a right body', () => {
    expect(checkWith(schema)({ email: 'a@b.co', name: 'Ann', tags: [] })).toBeNull();
  });
});

describe('lazyCheck', () => {
  it('fetches once, keeps the check, and tries again after a failed fetch', async () => {
    let calls = 0;
    const check = () => null;
    const lazy = lazyCheck(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(check),
    );
    expect(lazy.current).toBeUndefined();
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(await lazy.load()).toBe(check);
    expect(await lazy.load()).toBe(check);
    expect(lazy.current).toBe(check);
    expect(calls).toBe(2);
  });
});
