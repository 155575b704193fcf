export const staleProfile =
  'This profile was changed elsewhere since you opened it. Reload it and make your change again.';
