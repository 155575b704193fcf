import { viewPublicProfile } from '../../../core/profiles/public-profile.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { profilesRoutes as routes } from '../../routes/profiles.js';

export const handler = httpHandler(routes.publicProfile, ({ params }) =>
  viewPublicProfile(storage, params.uid),
);
