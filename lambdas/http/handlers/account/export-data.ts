import { exportData } from '../../../core/privacy/export-data.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.exportData, ({ actor }) =>
  exportData(storage, actor.uid, Date.now()),
);
