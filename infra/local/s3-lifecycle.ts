import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { stageModel } from './stage-model.js';

/** S3 lifecycle's expiration of current objects under a prefix, some days after their creation. */
export interface ExpirationRule {
  prefix: string;
  days: number;
}

const DAY_MS = 86_400_000;
/**
 * Local runs check hourly; S3 evaluates rules about once a day (docs/decisions/local-runtime.md).
 */
const SWEEP_EVERY_MS = 3_600_000;

/**
 * The expiration rules of the stage's uploads bucket (infra/storage.ts), read from its
 * template as CloudFormation receives them, so the local store expires what S3 would. A filter
 * the local store cannot apply stops the start rather than diverge silently.
 */
export function uploadsExpirationRules(stage = 'dev'): ExpirationRule[] {
  return stageModel(stage).uploadsLifecycle.flatMap((rule) => {
    if (rule.status !== 'Enabled' || rule.expirationInDays === undefined) return [];
    if (rule.tagFilters || rule.objectSizeGreaterThan || rule.objectSizeLessThan)
      throw new Error(`Lifecycle rule ${rule.id ?? rule.prefix}: only prefix filters run locally`);
    return [{ prefix: rule.prefix ?? '', days: rule.expirationInDays }];
  });
}

/**
 * When S3 expires an object: its creation time plus the rule's days, rounded up to the next
 * midnight UTC.
 */
export const expiresAt = (created: Date, days: number): number =>
  (Math.floor((created.getTime() + days * DAY_MS) / DAY_MS) + 1) * DAY_MS;

/** Deletes every object the rules have expired by `now`; answers their keys. */
export async function applyExpiration(
  s3: S3Client,
  bucket: string,
  rules: readonly ExpirationRule[],
  now: Date,
): Promise<string[]> {
  const expired: string[] = [];
  for (const rule of rules) {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: rule.prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) =>
        object.Key && object.LastModified && expiresAt(object.LastModified, rule.days) <= +now
          ? [object.Key]
          : [],
      );
      if (keys.length)
        await s3.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      expired.push(...keys);
      token = page.NextContinuationToken;
    } while (token);
  }
  return expired;
}

/** The rules applied at start and then hourly, as S3's lifecycle runs in the background. */
export function startExpiration(s3: S3Client, bucket: string, rules: readonly ExpirationRule[]) {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => applyExpiration(s3, bucket, rules, new Date()))
      .catch((error: unknown) => console.error('local uploads lifecycle failed:', error));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
