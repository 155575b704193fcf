import { words } from '../../../core/errors.js';
import { localeNames } from '../../../core/i18n/locales.js';
import { users } from '../../../core/users/users.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.language, async ({ actor, body }) => {
  await users.setLanguage(actor.uid, body.appLanguage, Date.now());
  // Each language by its own name, the same in every language.
  return {
    message: words('Language saved: {language}', { language: localeNames[body.appLanguage] }),
  };
});
