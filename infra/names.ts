/** 'password-reset/confirm' -> 'PasswordResetConfirm': stable construct ids from table entries. */
export const pascal = (text: string): string =>
  text.replace(/(?:^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, char: string) => char.toUpperCase());
