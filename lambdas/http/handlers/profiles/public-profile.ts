import { viewPublicProfile } from '../../../core/profiles/public-profile.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.publicProfile, ({ params }) =>
  viewPublicProfile(storage, params.uid),
);
