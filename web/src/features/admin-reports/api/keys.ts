/** Query keys of the admin reports and verification screens, shared by their endpoint files. */
export const OPEN_REPORTS_KEY = ['admin-open-reports'] as const;
export const reportKey = (id: string) => ['admin-report', id] as const;
export const VERIFICATIONS_KEY = ['admin-verifications'] as const;
