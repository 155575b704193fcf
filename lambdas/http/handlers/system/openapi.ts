import { openApiDocument } from '../../openapi.js';
import { httpHandler } from '../../http-handler.js';
import { systemRoutes as routes } from '../../routes/system.js';

/** Built once per cold start; the route table does not change at run time. */
let document: ReturnType<typeof openApiDocument> | undefined;

export const handler = httpHandler(routes.openapi, async () => (document ??= openApiDocument()));
