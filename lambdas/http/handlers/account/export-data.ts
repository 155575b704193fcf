import { exportData } from '../../../core/privacy/export-data.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.exportData, ({ actor }) =>
  exportData(storage, signedIn(actor).uid, Date.now()),
);
