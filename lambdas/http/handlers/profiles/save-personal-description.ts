import { saveProfileSection } from '../../../core/profiles/save-section.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.savePersonalDescription, ({ actor, body }) =>
  saveProfileSection(signedIn(actor), 'personal_description', body, Date.now()),
);
