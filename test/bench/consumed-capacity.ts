import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';

/** What DynamoDB said it consumed, added up over every call this process's client made. */
export interface DynamoTally {
  requests: number;
  /** Items a Query or Scan read (ScannedCount) and returned (Count). */
  scanned: number;
  returned: number;
  readUnits: number;
  writeUnits: number;
  /** Calls and units per operation (QueryCommand, TransactWriteItemsCommand, ...). */
  byOperation: Record<string, { calls: number; units: number }>;
}

interface Consumed {
  CapacityUnits?: number;
}

const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

export const emptyTally = (): DynamoTally => ({
  requests: 0,
  scanned: 0,
  returned: 0,
  readUnits: 0,
  writeUnits: 0,
  byOperation: {},
});

/**
 * Makes every call of the process's DynamoDB client (the one the handlers played in this
 * process use too) ask for its consumed capacity (ReturnConsumedCapacity TOTAL) and adds it
 * to `tally`. Single calls answer one ConsumedCapacity, batches and transactions a list.
 */
export function tallyDynamo(tally: DynamoTally): void {
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as {
        ScannedCount?: number;
        Count?: number;
        ConsumedCapacity?: Consumed | Consumed[];
      };
      const consumed = [output.ConsumedCapacity ?? []]
        .flat()
        .reduce((sum, item) => sum + (item.CapacityUnits ?? 0), 0);
      const operation = String(context.commandName ?? 'unknown');
      if (WRITES.test(operation)) tally.writeUnits += consumed;
      else tally.readUnits += consumed;
      const entry = (tally.byOperation[operation] ??= { calls: 0, units: 0 });
      entry.calls += 1;
      entry.units += consumed;
      tally.scanned += output.ScannedCount ?? 0;
      tally.returned += output.Count ?? 0;
      tally.requests += 1;
      return result;
    },
    { step: 'initialize', name: 'benchCapacityTally' },
  );
}
