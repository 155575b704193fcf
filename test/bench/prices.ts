/**
 * The prices the bench's cost per million calls is computed with, in one place, with
 * where each was read. Production runs in af-south-1 (Cape Town), but no af-south-1 figure was
 * found in the sources searched (docs/decisions/testing-and-bench.md, "What a call costs,
 * measured"): these are the US East (N. Virginia) list prices, which af-south-1's are at or above,
 * so the figures are a floor of the real bill, not its ceiling. Replace them with the af-south-1
 * page's when read.
 */
export const prices = {
  region: 'us-east-1 list prices (af-south-1 not found; at or above these)',
  dynamodb: {
    /**
     * On-demand, after the November 2024 cut: $0.625 per million write request units, $0.125
     * per million read request units (https://airbyte.com/data-engineering-resources/dynamodb-pricing,
     * "Current Pricing Structure (US East)"; units as https://aws.amazon.com/dynamodb/pricing/on-demand/
     * defines them: 1 KB a write, 4 KB a strong read, half for eventual, double in transactions).
     */
    writeRequestUnitPerMillion: 0.625,
    readRequestUnitPerMillion: 0.125,
  },
  lambda: {
    /**
     * $0.20 per million requests; duration per GB-second, first tier: Arm $0.0000133334, x86
     * $0.0000166667, billed in 1 ms units (https://cloudchipr.com/blog/aws-lambda-pricing,
     * https://aws.amazon.com/lambda/pricing/).
     */
    requestsPerMillion: 0.2,
    armGbSecond: 0.0000133334,
    x86GbSecond: 0.0000166667,
  },
  cloudFront: {
    /**
     * HTTPS requests, per 10,000, in the "South Africa, Kenya, Nigeria, and Middle East" price
     * region where the product's visitors are (https://aws.amazon.com/cloudfront/pricing/; the
     * excerpt found shows that region's transfer table, the $0.022 request rate is the same
     * page's requests table as last read, to check against the page).
     */
    httpsPer10k: 0.022,
  },
  /** Standard queue, per 64 KB request (https://aws.amazon.com/sqs/pricing/). */
  sqs: { requestsPerMillion: 0.4 },
  /** Outbound e-mail (https://aws.amazon.com/ses/pricing/). */
  ses: { emailsPerThousand: 0.1 },
  apiGateway: {
    /** HTTP API, first 300 million a month: $1.00 per million (us-east-1; AWS whitepaper
     * https://docs.aws.amazon.com/whitepapers/latest/best-practices-api-gateway-private-apis-integration/cost-optimization.html). */
    httpApiPerMillion: 1.0,
  },
} as const;

/**
 * The blended mix: shares of 100 API calls a real marketplace of this kind sees. Signed-in tabs
 * poll the unread count every 30 s (10,000 users signed in 8 hours a day is 288 million polls a
 * month), so polls dominate; every home visit makes its public calls (config, caregiver count, job
 * totals, featured caregivers); browsing is searches, then profile and job views; writes are a few
 * in a hundred (people read far more than they post), messages the most frequent of them. `path` is
 * what the bench sends for a route without a write.
 */
export const blendedMix = [
  { route: 'GET /api/inbox/unread', share: 40 },
  { route: 'GET /api/config', share: 6 },
  { route: 'GET /api/caregiver-count', share: 4 },
  { route: 'GET /api/job-totals', share: 4 },
  { route: 'GET /api/caregivers/featured', share: 4 },
  { route: 'GET /api/caregivers', share: 12 },
  { route: 'GET /api/jobs', share: 8 },
  { route: 'GET /api/profiles/{uid}', share: 8 },
  { route: 'GET /api/jobs/{id}', share: 9 },
  { route: 'POST /api/conversations/{id}/messages', share: 2 },
  { route: 'POST /api/jobs/{id}/applications', share: 1.2 },
  { route: 'POST /api/caregivers/{uid}/contact', share: 0.8 },
  { route: 'POST /api/jobs/{id}/offers', share: 0.4 },
  { route: 'POST /api/jobs', share: 0.3 },
  { route: 'POST /api/checkout', share: 0.3 },
] as const;

export const costGoal = { blendedPerMillionAtMost: 2.0 } as const;
