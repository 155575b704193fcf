import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { BusinessMetric, CountMetric } from '../core/ports/metrics.js';
import { logger } from './logger.js';

/**
 * The business metrics (core/ports/metrics.ts). In AWS each count is one CloudWatch
 * embedded-metric-format line in the function's log (no API call; CloudWatch turns it into a
 * metric of POWERTOOLS_METRICS_NAMESPACE, set per function by infra). Every runtime also keeps
 * the latest counts in memory, which the local runtime serves at /local/metrics.json for people
 * and tests.
 */

/** The namespace of a stage's business metrics: the dashboard and alarms read the same. */
export const metricsNamespace = (stage: string): string => `CaregiverMarketplace/${stage}`;

export interface RecordedMetric {
  name: BusinessMetric;
  value: number;
  at: number;
  /** Ids that say which event it was (EMF metadata: searchable in the log, not dimensions). */
  details: Record<string, string>;
}

/** Powertools reads the namespace and service from the environment; the local runtime turns EMF off. */
const metrics = new Metrics();
const recorded: RecordedMetric[] = [];
const KEEP = 1_000;

/**
 * Counts one business event. Never throws: a metric must not fail the work it counts.
 *
 * One EMF line per event, published at once on the one instance (no flush to forget in any
 * handler wrapper): its metadata, the count and the publish run without a pause, so no other
 * request's event can mix in. `singleMetric()` writes the same line but makes a Metrics of its
 * own per event, some 40 µs each, on every job post and application.
 */
export const countMetric: CountMetric = (name, details = {}) => {
  recorded.push({ name, value: 1, at: Date.now(), details });
  // Trimmed in batches: one shift of the whole list per event would copy it every time.
  if (recorded.length >= 2 * KEEP) recorded.splice(0, recorded.length - KEEP);
  try {
    for (const [key, value] of Object.entries(details)) metrics.addMetadata(key, value);
    metrics.addMetric(name, MetricUnit.Count, 1);
    metrics.publishStoredMetrics();
  } catch (error) {
    metrics.clearMetrics();
    metrics.clearMetadata();
    logger.warn('Metric not emitted', { name, error: error as Error });
  }
};

/** The latest counts of this process, oldest first. */
export const recordedMetrics = (): readonly RecordedMetric[] => recorded.slice(-KEEP);
