import { saveProfileSection } from '../../../core/profiles/save-section.js';
import { httpHandler } from '../../http-handler.js';
import { profilesRoutes as routes } from '../../routes/profiles.js';

export const handler = httpHandler(routes.saveRoles, ({ actor, body }) =>
  saveProfileSection(actor, 'roles', body, Date.now()),
);
