import { Entity } from 'electrodb';

/**
 * One ledger transaction's head: written by a conditional create, so a transaction id is
 * recorded once whatever replays it (a webhook delivered ten times moves money once). It keeps
 * the moves as they were asked for, for people who audit a balance.
 */
export const LedgerTransaction = new Entity({
  model: { entity: 'ledgerTransaction', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    at: { type: 'number', required: true, readOnly: true },
    moves: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          from: { type: 'string', required: true },
          to: { type: 'string', required: true },
          amountMinor: { type: 'number', required: true },
        },
      },
    },
  },
  indexes: {
    // a ledger transaction by its id
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'LEDGERTX#${id}' },
      sk: { field: 'sk', composite: [], template: 'LEDGERTX' },
    },
  },
});

/**
 * What one ledger transaction did to one account: the net of its moves (signed, minor units).
 * An account's balance is the sum of its entries.
 */
export const LedgerEntry = new Entity({
  model: { entity: 'ledgerEntry', version: '1', service: 'marketplace' },
  attributes: {
    account: { type: 'string', required: true, readOnly: true },
    // fixed width, so entries sort by time as text
    at: { type: 'number', required: true, readOnly: true, padding: { length: 13, char: '0' } },
    txId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    amountMinor: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // an account's entries, oldest first
    byAccount: {
      pk: { field: 'pk', composite: ['account'], template: 'LEDGER#${account}' },
      sk: {
        field: 'sk',
        composite: ['at', 'txId'],
        template: 'ENTRY#${at}#${txId}',
      },
    },
  },
});

/**
 * An account's balance, moved by ADD in the same transaction as its entries, so a screen reads
 * one item; the ledger property test proves it always equals the sum of the entries.
 */
export const LedgerBalance = new Entity({
  model: { entity: 'ledgerBalance', version: '1', service: 'marketplace' },
  attributes: {
    account: { type: 'string', required: true, readOnly: true },
    balanceMinor: { type: 'number', default: 0 },
    entries: { type: 'number', default: 0 },
  },
  indexes: {
    // an account's balance
    byAccount: {
      pk: { field: 'pk', composite: ['account'], template: 'LEDGER#${account}' },
      sk: { field: 'sk', composite: [], template: 'BALANCE' },
    },
  },
});
