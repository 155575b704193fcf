import { myPackages } from '../../../core/payments/packages.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.listPackages, ({ actor }) =>
  myPackages(signedIn(actor), Date.now()),
);
