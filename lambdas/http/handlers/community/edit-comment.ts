import { editComment } from '../../../core/community/comments.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.editComment, ({ actor, params, body }) =>
  editComment(signedIn(actor), params.id, params.cid, body.info, Date.now()),
);
