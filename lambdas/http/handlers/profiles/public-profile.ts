import { viewPublicProfile } from '../../../core/profiles/public-profile.js';
import { viewerOf } from '../../../core/traffic/views.js';
import { storage } from '../../../ports/storage.js';
import { clientOf } from '../../caller-address.js';
import { httpHandler } from '../../http-handler.js';
import { profilesRoutes as routes } from '../../routes/profiles.js';

export const handler = httpHandler(routes.publicProfile, ({ params, actor, callerAddress }) =>
  viewPublicProfile(storage, params.uid, viewerOf(actor, clientOf(callerAddress))),
);
