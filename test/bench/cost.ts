import { round } from './measure.js';
import { blendedMix, costGoal, prices } from './prices.js';

/** What one call of a route takes, measured: capacity units, handler time, the function's size. */
export interface CallMeasure {
  readUnits: number;
  writeUnits: number;
  handlerMs: number;
  memoryMB: number;
  arm: boolean;
  /** Answered from CloudFront's cache (a public answer with a max-age of 30 s or more). */
  cached: boolean;
}

/**
 * Dollars per million calls of one route. A cached call costs CloudFront's request price only
 * (the origin's share, one call per edge and max-age, is left out as negligible). An origin call
 * costs its DynamoDB request units and its Lambda request and duration (billed in 1 ms units);
 * `atTheEdge` adds what every origin call also pays on the way in: CloudFront's request price
 * and API Gateway's HTTP API request price.
 */
export function perMillion(call: CallMeasure) {
  const edge = (prices.cloudFront.httpsPer10k * 1e6) / 1e4;
  if (call.cached) return { dynamodb: 0, lambda: 0, goalFigure: edge, atTheEdge: edge };
  const dynamodb =
    call.readUnits * prices.dynamodb.readRequestUnitPerMillion +
    call.writeUnits * prices.dynamodb.writeRequestUnitPerMillion;
  const gbSecond = call.arm ? prices.lambda.armGbSecond : prices.lambda.x86GbSecond;
  const billedSeconds = Math.ceil(call.handlerMs) / 1000;
  const lambda =
    prices.lambda.requestsPerMillion + (call.memoryMB / 1024) * billedSeconds * gbSecond * 1e6;
  const goalFigure = dynamodb + lambda;
  return {
    dynamodb,
    lambda,
    goalFigure,
    atTheEdge: goalFigure + edge + prices.apiGateway.httpApiPerMillion,
  };
}

/** The mix's cost per million calls: each route's figure weighted by its share. */
export function blended(
  figures: Readonly<Record<string, ReturnType<typeof perMillion>>>,
  mix: readonly { route: string; share: number }[] = blendedMix,
) {
  const total = mix.reduce((sum, entry) => sum + entry.share, 0);
  const missing = mix.filter((entry) => !figures[entry.route]).map((entry) => entry.route);
  if (missing.length) throw new Error(`no measured figure for ${missing.join(', ')}`);
  const weigh = (pick: (figure: ReturnType<typeof perMillion>) => number) =>
    mix.reduce((sum, entry) => sum + (entry.share / total) * pick(figures[entry.route]!), 0);
  const goalFigure = round(
    weigh((figure) => figure.goalFigure),
    3,
  );
  return {
    perMillion: goalFigure,
    perMillionWithCloudFrontAndApiGateway: round(
      weigh((figure) => figure.atTheEdge),
      3,
    ),
    goal: costGoal.blendedPerMillionAtMost,
    met: goalFigure <= costGoal.blendedPerMillionAtMost,
  };
}
