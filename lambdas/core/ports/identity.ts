/**
 * The identity provider: accounts, their passwords and e-mail, and their groups (the roles of
 * lambdas/core/actor.ts, which the provider holds as plain names).
 */

/**
 * The social sign-in providers the product supports. The spec (section 4) names Facebook,
 * Google and Twitter; the provider federates the first two, and not X (Twitter): see
 * `providersNotOffered` (core/auth/providers.ts).
 */
export const socialProviders = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export interface LinkedProvider {
  provider: SocialProvider;
  /** The social provider's own id for the person. */
  providerUserId: string;
}

export interface IdentityUser {
  uid: string;
  /** '' for an account made with a phone number only. */
  email: string;
  /** The verified number it signs in with (E.164), if any. */
  phone?: string;
  confirmed: boolean;
  /** When the account was made (ms). */
  created: number;
  /** Social sign-in methods linked to this account. */
  linked: LinkedProvider[];
}

/** Why the provider refused a sign-up or a change; core tells the caller (auth/refusals.ts). */
export type IdentityRefusalReason =
  | 'email-in-use'
  | 'phone-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'too-many-attempts'
  | 'sign-up-failed';

/** A refusal the caller can act on; anything else the provider throws is a failure. */
export class IdentityRefusal extends Error {
  constructor(
    readonly reason: IdentityRefusalReason,
    /** The input the refusal is about, when it is about one field of a form. */
    readonly field?: 'email' | 'password',
  ) {
    super(`identity provider refused: ${reason}`);
    this.name = 'IdentityRefusal';
  }
}

export interface Identity {
  /** A new, unconfirmed account; its uid. Refuses (IdentityRefusal) a taken or bad address. */
  signUp(email: string, password: string, userType: string): Promise<string>;
  /** Confirms the sign-up (the account joins its user type's group) and sets the address. */
  confirm(uid: string, email: string): Promise<void>;
  /**
   * A new account named by a phone number, with no password anyone knows (it signs in with
   * texted codes); its uid. Refuses (IdentityRefusal 'phone-in-use') a number with an account.
   */
  signUpByPhone(number: string, userType: string): Promise<string>;
  /** Confirms a phone sign-up whose number a texted code proved, and marks the number verified. */
  confirmByPhone(uid: string, number: string): Promise<void>;
  /**
   * Sets the verified number an account signs in with (a texted code proved it). Refuses
   * (IdentityRefusal 'phone-in-use') a number another account has.
   */
  setPhone(uid: string, number: string): Promise<void>;
  /** By uid, e-mail or phone number (E.164). */
  find(usernameOrEmail: string): Promise<IdentityUser | undefined>;
  passwordMatches(email: string, password: string): Promise<boolean>;
  setPassword(uid: string, password: string): Promise<void>;
  /** Sets the address and marks it verified: only our e-mailed links call this. */
  setEmail(uid: string, email: string): Promise<void>;
  addToGroup(uid: string, group: string): Promise<void>;
  removeFromGroup(uid: string, group: string): Promise<void>;
  /** The groups (roles) a user is in. */
  groupsOf(uid: string): Promise<string[]>;
  /** Stops a social provider signing in to this account. */
  unlink(linked: LinkedProvider): Promise<void>;
  /** A suspended account cannot sign in or refresh its tokens. */
  disable(uid: string): Promise<void>;
  /** Lifts a suspension: the account signs in again. */
  enable(uid: string): Promise<void>;
  /**
   * Revokes every refresh token of the user, so no session gets new tokens. Issued ID tokens
   * stay valid until they expire: the session fence refuses those.
   */
  signOutEverywhere(uid: string): Promise<void>;
  remove(uid: string): Promise<void>;
}
