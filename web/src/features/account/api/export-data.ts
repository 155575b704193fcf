import { api } from '../../../lib/api-client';

/** GET /api/account/export: everything we keep about the signed-in user. */
export const exportData = () => api<Record<string, unknown>>('/api/account/export', { auth: true });
