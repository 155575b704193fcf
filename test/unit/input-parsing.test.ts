import { describe, expect, it } from 'vitest';
import { registerBody } from '../../lambdas/core/auth/schemas.js';
import { englishOf } from '../../lambdas/core/errors.js';
import { describeIssues } from '../../lambdas/http/parse-input.js';
import { matchPath } from '../../infra/local/api-event.js';

/** The messages in English, as a caller without Accept-Language reads them. */
const messagesFor = (body: unknown) => {
  const parsed = registerBody.safeParse(body);
  if (parsed.success) return undefined;
  const { message, fields } = describeIssues(parsed.error);
  return {
    message: englishOf(message),
    fields: Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, englishOf(text)])),
  };
};

describe('registration schema', () => {
  it('gives the spec message for each field', () => {
    expect(
      messagesFor({ user_type: 'parent', terms: false, email: 'a@b.co', password: 'long-enough' })
        ?.message,
    ).toBe('must agree to the terms and conditions to register');
    expect(
      messagesFor({ user_type: 'parent', terms: true, password: 'long-enough' })?.fields.email,
    ).toBe('email required');
    expect(
      messagesFor({ user_type: 'parent', terms: true, email: '', password: 'long-enough' })?.fields
        .email,
    ).toBe('email required');
    expect(
      messagesFor({ user_type: 'parent', terms: true, email: 'nope', password: 'long-enough' })
        ?.fields.email,
    ).toBe('Invalid Email');
    expect(
      messagesFor({ user_type: 'parent', terms: true, email: 'a@b.co' })?.fields.password,
    ).toBe('password required');
    expect(
      messagesFor({ user_type: 'parent', terms: true, email: 'a@b.co', password: 'short' })?.fields
        .password,
    ).toBe('Password should be 8 characters or longer');
  });

  it('refuses unknown fields and admin as a user type', () => {
    const valid = {
      user_type: 'parent',
      terms: true,
      source: 'other',
      email: 'a@b.co',
      password: 'long-enough',
    };
    expect(messagesFor({ ...valid, verified: true })?.fields).toHaveProperty(
      'verified',
      'Unknown field: verified',
    );
    expect(messagesFor({ ...valid, user_type: 'admin' })?.fields).toHaveProperty('user_type');
    expect(registerBody.parse({ ...valid, email: ' A@B.co ' }).email).toBe('a@b.co');
  });
});

describe('matchPath', () => {
  it('matches API Gateway style templates and decodes parameters', () => {
    expect(matchPath('/api/users/{uid}', '/api/users/a%20b')).toEqual({ uid: 'a b' });
    expect(matchPath('/api/users/{uid}', '/api/users/a/b')).toBeUndefined();
    expect(matchPath('/api/health', '/api/health')).toEqual({});
    expect(matchPath('/api/users/{uid}', '/api/users/%E0%A4%A')).toBeUndefined();
  });
});

describe('describeIssues', () => {
  it('says plainly when the body is not an object', () => {
    const parsed = registerBody.safeParse([1, 2]);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(describeIssues(parsed.error).message).toBe('The request body must be a JSON object');
  });
});
