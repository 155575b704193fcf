/** User-facing messages of spec sections 5 and 8, exactly as written there. */
export const authMessages = {
  termsRequired: 'must agree to the terms and conditions to register',
  emailRequired: 'email required',
  passwordRequired: 'password required',
  weakPassword: 'Password should be 8 characters or longer',
  emailInUse: 'Email already in use',
  // The same sentence for a number (issue 30: "says so in the same way").
  phoneInUse: 'Phone number already in use',
  codeRequired: 'Enter the 6-digit code we texted you.',
  invalidEmail: 'Invalid Email',
  signUpFailed: 'Error during sign up',
  emailVerified: 'Email address has been verified',
  /** The spec writes the restored address as `restoredEmail`; we put the address in its place. */
  emailReverted: (restoredEmail: string) => `Account email reverted to ${restoredEmail}`,
  unsubscribed: 'You will no longer receive job e-mails from us.',
  codeInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed',
  resetSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  verificationSent: 'If that account is waiting for verification, we have sent a new link.',
  wrongPassword: 'The current password is not correct',
  emailChanged: 'Your e-mail has been changed. We sent a link to your old address to undo it.',
  accountDeleted: 'Your account has been deleted',
} as const;
