import { myPackages } from '../../../core/payments/packages.js';
import { httpHandler } from '../../http-handler.js';
import { paymentsRoutes as routes } from '../../routes/payments.js';

export const handler = httpHandler(routes.listPackages, ({ actor }) =>
  myPackages(actor, Date.now()),
);
