import * as z from 'zod';
import {
  accessDenied,
  refusal,
  sameSignature,
  signWithScope,
  type Refusal,
  type Secrets,
} from './sigv4.js';

/**
 * A browser's POST upload checked against its signed policy, as S3 checks it: the signature
 * over the policy, its expiration, every condition, and no form field the policy does not
 * name. https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */

const condition = z.union([
  z.record(z.string(), z.string()).refine((c) => Object.keys(c).length === 1),
  z.tuple([z.enum(['eq', 'starts-with']), z.string().startsWith('$'), z.string()]),
  z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
]);
const policySchema = z.object({ expiration: z.iso.datetime(), conditions: z.array(condition) });
type Condition = z.infer<typeof condition>;

/** Fields S3 never asks a policy to name. */
const unnamedFields = new Set(['policy', 'x-amz-signature', 'file']);

const failed = (c: Condition) =>
  accessDenied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(c)}`);

/**
 * Checks the form's fields (names as sent) and its file against the policy the form carries,
 * for an upload to `bucket`. Answers the refusal, or undefined when S3 would take it.
 */
export function checkPostPolicy(
  form: FormData,
  bucket: string,
  secrets: Secrets,
  now: number,
): Refusal | undefined {
  // S3 reads form field names without regard to case.
  const fields = new Map<string, string>();
  for (const [name, value] of form)
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  const files = form.getAll('file').filter((value) => typeof value !== 'string');
  if (files.length !== 1)
    return refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');

  const encoded = fields.get('policy');
  if (!encoded) return accessDenied();
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return refusal(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported.');
  const signed = signWithScope(secrets, fields.get('x-amz-credential'), encoded);
  if ('status' in signed) return signed;
  if (!sameSignature(signed.signature, fields.get('x-amz-signature')))
    return refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );

  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const policy = policySchema.safeParse(parsed);
  if (!policy.success)
    return refusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  if (Date.parse(policy.data.expiration) <= now)
    return accessDenied('Invalid according to Policy: Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? bucket : fields.get(name));
  const named = new Set<string>();
  let sizeRange: [number, number] | undefined;
  for (const c of policy.data.conditions) {
    if (!Array.isArray(c)) {
      const [[name, value]] = Object.entries(c) as [[string, string]];
      named.add(name.toLowerCase());
      if (valueOf(name.toLowerCase()) !== value) return failed(c);
    } else if (c[0] === 'content-length-range') {
      sizeRange = [c[1], c[2]];
    } else {
      const name = c[1].slice(1).toLowerCase();
      named.add(name);
      const value = valueOf(name);
      if (value === undefined || (c[0] === 'eq' ? value !== c[2] : !value.startsWith(c[2])))
        return failed(c);
    }
  }
  const extra = [...fields.keys()].filter(
    (name) => !unnamedFields.has(name) && !name.startsWith('x-ignore-') && !named.has(name),
  );
  if (extra.length)
    return accessDenied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);

  const size = (files[0] as Blob).size;
  if (sizeRange && size > sizeRange[1])
    return refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  if (sizeRange && size < sizeRange[0])
    return refusal(
      400,
      'EntityTooSmall',
      'Your proposed upload is smaller than the minimum allowed size',
    );
  return undefined;
}
