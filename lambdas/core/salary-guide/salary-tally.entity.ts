import { Entity } from 'electrodb';

/**
 * How many published jobs of a position pay an amount a month in an area of a country (the
 * salary guide: docs/decisions/jobs-and-hiring.md, "The salary guide"). One item per (area,
 * position, amount kept to three significant figures), so an area's items are bounded by its
 * distinct amounts, not by its jobs. `area` is 'country', 'region:{region}' or
 * 'town:{region}/{town}'. The count changes only by ADD in the transaction that publishes, pauses,
 * edits or deletes a job; an item whose count fell to 0 stays and is skipped when read.
 */
export const SalaryTally = new Entity({
  model: { entity: 'salaryTally', version: '1', service: 'marketplace' },
  attributes: {
    country: { type: 'string', required: true, readOnly: true },
    area: { type: 'string', required: true, readOnly: true },
    position: { type: 'string', required: true, readOnly: true },
    amount: { type: 'number', required: true, readOnly: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    // the tallies of an area, by position and amount
    byArea: {
      pk: { field: 'pk', composite: ['country', 'area'], template: 'SALARY#${country}#${area}' },
      sk: { field: 'sk', composite: ['position', 'amount'], template: 'PAY#${position}#${amount}' },
    },
  },
});
