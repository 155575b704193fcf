import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';
import type { TransactionMeter } from '../../lambdas/ports/db-calls.js';
import { readItemsNow } from '../../infra/local/bench-control.js';
import { meterTransaction } from '../../infra/local/transaction-charge.js';

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

/** The transaction meter for a local stack's table, from the stack's settings. */
export const stackMeter = (settings: Record<string, string | undefined>): TransactionMeter => {
  const endpoints = JSON.parse(settings.LOCAL_AWS_ENDPOINTS ?? '{}') as { dynamodb: string };
  return meterTransaction(readItemsNow(endpoints.dynamodb));
};

/**
 * Makes every call of the process's DynamoDB client (the one the handlers played in this
 * process use too) ask for its consumed capacity (ReturnConsumedCapacity TOTAL) and adds it
 * to `tally`. Single calls answer one ConsumedCapacity, batches and transactions a list. A
 * transaction is charged item by item by `meter` (infra/local/transaction-charge.ts: DynamoDB
 * Local's own figure collapses items that cost the same), as the route recorder charges it.
 */
export function tallyDynamo(tally: DynamoTally, meter: TransactionMeter): void {
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string; TransactItems?: object[] };
      input.ReturnConsumedCapacity = 'TOTAL';
      const operation = String(context.commandName ?? 'unknown');
      const metered =
        operation === 'TransactWriteItemsCommand' ? await meter(input.TransactItems ?? []) : null;
      const result = await next(args);
      const output = result.output as {
        ScannedCount?: number;
        Count?: number;
        ConsumedCapacity?: Consumed | Consumed[];
      };
      const charged = await metered?.settle();
      const consumed = charged
        ? charged.writeUnits + charged.readUnits
        : [output.ConsumedCapacity ?? []]
            .flat()
            .reduce((sum, item) => sum + (item.CapacityUnits ?? 0), 0);
      if (charged) {
        tally.writeUnits += charged.writeUnits;
        tally.readUnits += charged.readUnits;
      } else if (WRITES.test(operation)) tally.writeUnits += consumed;
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
