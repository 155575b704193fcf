/**
 * The business metrics (docs/decisions/deploying-and-aws.md, "Observability"), counted where the domain
 * succeeds. The dashboard and alarms read the same names.
 */
export const businessMetrics = [
  'Registrations',
  'JobsPosted',
  'Applications',
  'Payments',
  'MailSent',
  'MailRefused',
] as const;
export type BusinessMetric = (typeof businessMetrics)[number];

/**
 * Counts one business event; `details` are ids that say which event it was (searchable, not
 * dimensions). Never throws: a metric must not fail the work it counts.
 */
export type CountMetric = (name: BusinessMetric, details?: Record<string, string>) => void;
