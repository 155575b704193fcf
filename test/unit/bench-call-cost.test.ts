import { describe, expect, it } from 'vitest';
import { blended, perMillion } from '../bench/cost.js';
import { routeCalls, sequentialSteps, type RecordedCall } from '../bench/db-calls.js';
import { prices } from '../bench/prices.js';
import { writeRouteRatios } from '../bench/route-figures.js';

const call = (operation: string, startMs: number, endMs: number): RecordedCall => ({
  operation,
  startMs,
  endMs,
  items: 1,
  itemBytes: 300,
  indexes: 0,
  readUnits: operation === 'GetItem' ? 0.5 : 0,
  writeUnits: operation === 'GetItem' ? 0 : 2,
  request: { TableName: 'marketplace' },
  found: [],
});

describe('the bench counts sequential steps from the calls’ times', () => {
  it('counts overlapping calls as one step and a later call as the next', () => {
    // A read, then three reads in parallel, then a transaction: three steps.
    const steps = sequentialSteps([
      call('TransactWriteItems', 40, 60),
      call('GetItem', 0, 10),
      call('GetItem', 12, 30),
      call('GetItem', 13, 25),
      call('Query', 14, 38),
    ]);
    expect(steps.map((step) => step.map((c) => c.operation))).toEqual([
      ['GetItem'],
      ['GetItem', 'GetItem', 'Query'],
      ['TransactWriteItems'],
    ]);
  });

  it('chains a call that starts inside the step’s longest call into that step', () => {
    expect(
      sequentialSteps([call('Query', 0, 50), call('GetItem', 5, 8), call('GetItem', 20, 30)]),
    ).toHaveLength(1);
    expect(sequentialSteps([call('GetItem', 0, 10), call('GetItem', 10, 20)])).toHaveLength(2);
  });

  it('sums a route’s units per request and keeps its most common plan', () => {
    const one = {
      unit: 'POST /api/x',
      functionName: 'hiring',
      calls: [call('GetItem', 0, 5), call('TransactWriteItems', 6, 9)],
    };
    const calls = routeCalls([
      { ...one, durationMs: 10 },
      { ...one, durationMs: 30 },
      { ...one, durationMs: 20, calls: [call('GetItem', 0, 5)] },
    ]);
    expect(calls).toMatchObject({
      requests: 3,
      callsPerRequest: 2,
      sequentialSteps: 2,
      maxSequentialSteps: 2,
      readUnitsPerRequest: 0.5,
      writeUnitsPerRequest: 1.33,
      handlerMsP50: 20,
    });
    expect(calls.plan.map((step) => step.map((c) => c.operation))).toEqual([
      ['GetItem'],
      ['TransactWriteItems'],
    ]);
  });
});

describe('the bench’s cost per million calls', () => {
  const origin = {
    readUnits: 1,
    writeUnits: 4,
    handlerMs: 99.2,
    memoryMB: 512,
    arm: true,
    cached: false,
  };

  it('prices capacity units, the Lambda request and its duration in whole milliseconds', () => {
    const figure = perMillion(origin);
    expect(figure.dynamodb).toBeCloseTo(1 * 0.125 + 4 * 0.625, 6);
    // 100 ms billed (99.2 rounded up) at 0.5 GB on Arm, plus the request price.
    expect(figure.lambda).toBeCloseTo(0.2 + 0.5 * 0.1 * prices.lambda.armGbSecond * 1e6, 6);
    expect(figure.atTheEdge - figure.goalFigure).toBeCloseTo(2.2 + 1.0, 6);
    expect(perMillion({ ...origin, arm: false }).lambda).toBeGreaterThan(figure.lambda);
  });

  it('counts a cached call at CloudFront’s request price alone', () => {
    expect(perMillion({ ...origin, cached: true })).toEqual({
      dynamodb: 0,
      lambda: 0,
      goalFigure: 2.2,
      atTheEdge: 2.2,
    });
  });

  it('weights each route by its share of the mix and judges the goal', () => {
    const cheap = perMillion({ ...origin, writeUnits: 0, readUnits: 0.5, handlerMs: 5 });
    const dear = perMillion(origin);
    const mix = [
      { route: 'a', share: 3 },
      { route: 'b', share: 1 },
    ];
    const result = blended({ a: cheap, b: dear }, mix);
    expect(result.perMillion).toBeCloseTo(0.75 * cheap.goalFigure + 0.25 * dear.goalFigure, 3);
    expect(result.met).toBe(result.perMillion <= 2);
    expect(() => blended({ a: cheap }, mix)).toThrow(/no measured figure for b/);
  });
});

describe('a write route judged against its floor', () => {
  const measured = (steps: number) => ({
    writeRoutes: { apply: { route: 'POST /api/jobs/{id}/applications', p50Ms: 120 } },
    callsPerRoute: {
      'POST /api/jobs/{id}/applications': {
        requests: 20,
        callsPerRequest: 4,
        sequentialSteps: steps,
        maxSequentialSteps: steps,
        readUnitsPerRequest: 2,
        writeUnitsPerRequest: 6,
        failedCalls: 0,
        handlerMsP50: 30,
        functionName: 'hiring',
        plan: [],
      },
    },
  });

  it('meets 1.2 times the floor and two steps, and misses either one alone', () => {
    expect(writeRouteRatios(measured(2), { apply: 100 }).apply).toMatchObject({
      ratio: 1.2,
      met: true,
      sequentialSteps: { max: 2, met: true },
    });
    expect(writeRouteRatios(measured(3), { apply: 99 }).apply).toMatchObject({
      ratio: 1.21,
      met: false,
      sequentialSteps: { max: 3, met: false },
    });
  });

  it('is not met when the floor was not measured', () => {
    expect(writeRouteRatios(measured(1), {}).apply?.met).toBe(false);
  });
});
