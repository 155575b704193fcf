/** Query keys of the admin reports and verification screens, shared by their endpoint files. */
export const REPORTS_KEY = ['admin-reports-queue'] as const;
export const reportsKey = (status: 'open' | 'closed') => [...REPORTS_KEY, status] as const;
export const reportKey = (id: string) => ['admin-report', id] as const;
export const VERIFICATIONS_KEY = ['admin-verifications'] as const;
