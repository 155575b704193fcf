import { describe, expect, it, vi } from 'vitest';
import { refusalSaid } from '../../lambdas/core/auth/refusals.js';
import { notSetUpSaid, toldNotSetUp } from '../../lambdas/core/payments/not-set-up.js';
import { IdentityRefusal } from '../../lambdas/core/ports/identity.js';
import { PaymentsNotSetUp } from '../../lambdas/core/ports/payments.js';
import { port } from '../../lambdas/core/ports/provided.js';
import { runAsFunction } from '../../lambdas/ports/invocation.js';
import { provideCorePorts } from '../../lambdas/ports/provide-core-ports.js';

describe('the ports core reaches itself', () => {
  it('name the port an entry point did not provide', async () => {
    vi.resetModules();
    // A module no entry point has provided anything to yet.
    const bare = await import('../../lambdas/core/ports/provided.js');
    expect(() => bare.port('table')).toThrow(/"table" was not provided/);
    expect(() => bare.logger.warn('nothing to log to')).toThrow(/"logger" was not provided/);
  });

  it('are provided without reading a setting: a function reads its own when core calls', () => {
    // A function whose template sets nothing, as one bound to none of these concerns.
    runAsFunction({ functionName: 'bare', unit: 'core-ports test', settings: {} }, () => {
      expect(() => provideCorePorts()).not.toThrow();
      expect(() => port('table').name()).toThrow(/Missing or invalid settings for data/);
    });
  });
});

describe("the adapters' refusals, as core says them", () => {
  const said = (refusal: IdentityRefusal) => {
    const error = refusalSaid(refusal);
    return { code: error.code, message: error.message, fields: error.fields };
  };

  it("say the identity provider's refusals in the spec's words, on the form's field", () => {
    expect(said(new IdentityRefusal('email-in-use'))).toEqual({
      code: 'aborted',
      message: 'Email already in use',
    });
    expect(said(new IdentityRefusal('weak-password', 'password'))).toEqual({
      code: 'invalid-argument',
      message: 'Password should be 8 characters or longer',
      fields: { password: 'Password should be 8 characters or longer' },
    });
    expect(said(new IdentityRefusal('weak-password'))).toEqual({
      code: 'invalid-argument',
      message: 'Password should be 8 characters or longer',
    });
    expect(said(new IdentityRefusal('invalid-email', 'email'))).toEqual({
      code: 'invalid-argument',
      message: 'Invalid Email',
      fields: { email: 'Invalid Email' },
    });
    expect(said(new IdentityRefusal('too-many-attempts'))).toEqual({
      code: 'resource-exhausted',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(said(new IdentityRefusal('sign-up-failed'))).toEqual({
      code: 'unavailable',
      message: 'Error during sign up',
    });
  });

  it('say payments not set up as a 503 of their own, and let any other error through', async () => {
    await expect(toldNotSetUp(Promise.reject(new PaymentsNotSetUp()))).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Payments are not set up yet. Please try again later.',
    });
    const down = new Error('provider down');
    expect(notSetUpSaid(down)).toBe(down);
  });
});
