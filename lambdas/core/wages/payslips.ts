import { isAdmin, type UserActor } from '../actor.js';
import { CSV_BOM, toCsv, type CsvColumn } from '../admin-users/csv.js';
import type { CsvExport } from '../admin-users/exports.js';
import { notFound } from '../errors.js';
import { localTimeText } from '../reference/time-zone.js';
import { amountText, periodIn } from './wage-rules.js';
import { payslipsOf } from './wage-store.js';
import { wageNotFound, wageOf, wageViewOf, type WageRecord } from './wage-view.js';
import { timeZoneOfCode } from '../agreements/agreement-views.js';
import { HOME_TIME_ZONE } from '../reference/time-zone.js';

/** The year asked for, or the one it is in Zambia (the product's home) now. */
const yearOr = (year: number | undefined, now: number) =>
  year ?? Number(periodIn(HOME_TIME_ZONE, now).slice(0, 4));

/** GET /api/wages: the caller's payslips of a year, on both sides, newest month first. */
export async function myWages(actor: UserActor, year: number | undefined, now: number) {
  const chosen = yearOr(year, now);
  const slips = await payslipsOf(actor.uid, chosen);
  return { year: chosen, wages: slips.map(({ wage, side }) => ({ ...wageViewOf(wage), side })) };
}

/** GET /api/wages/{wid}: to its parent, its caregiver or an admin; anyone else hears 404. */
export async function payslip(actor: UserActor, wid: string) {
  const wage = await wageOf(wid);
  const side =
    wage?.parent_id === actor.uid
      ? ('parent' as const)
      : wage?.caregiver_id === actor.uid
        ? ('caregiver' as const)
        : undefined;
  if (!wage || (!side && !isAdmin(actor))) throw notFound(wageNotFound);
  return { wage: { ...wageViewOf(wage), ...(side ? { side } : {}) } };
}

type Slip = { wage: WageRecord; side: 'parent' | 'caregiver' };
const inZone = (wage: WageRecord, at: number | undefined) =>
  at === undefined ? '' : localTimeText(timeZoneOfCode(wage.country), at);
const statutoryOf = (wage: WageRecord, code: string) =>
  wage.deductions.filter((d) => d.code === code).reduce((sum, d) => sum + d.amount_minor, 0);
const money = (wage: WageRecord, amount: number) => amountText(amount, wage.currency);

const columns: CsvColumn<Slip>[] = [
  { header: 'period', cell: ({ wage }) => wage.period },
  { header: 'side', cell: ({ side }) => side },
  { header: 'payslip', cell: ({ wage }) => wage.wid },
  { header: 'parent', cell: ({ wage }) => wage.parent_name },
  { header: 'caregiver', cell: ({ wage }) => wage.caregiver_name },
  { header: 'status', cell: ({ wage }) => wage.status },
  { header: 'currency', cell: ({ wage }) => wage.currency },
  { header: 'gross', cell: ({ wage }) => money(wage, wage.gross_minor) },
  { header: 'NAPSA', cell: ({ wage }) => money(wage, statutoryOf(wage, 'NAPSA')) },
  { header: 'NHIMA', cell: ({ wage }) => money(wage, statutoryOf(wage, 'NHIMA')) },
  { header: 'PAYE', cell: ({ wage }) => money(wage, statutoryOf(wage, 'PAYE')) },
  {
    header: 'other deductions',
    cell: ({ wage }) =>
      wage.deductions
        .filter((d) => d.kind === 'other')
        .map((d) => `${d.label}: ${money(wage, d.amount_minor)}`)
        .join('; '),
  },
  { header: 'net', cell: ({ wage }) => money(wage, wage.net_minor) },
  { header: 'fee', cell: ({ wage }) => money(wage, wage.fee_minor) },
  { header: 'total', cell: ({ wage }) => money(wage, wage.total_minor) },
  { header: 'collection id', cell: ({ wage }) => wage.collection_id },
  { header: 'collection reference', cell: ({ wage }) => wage.flw_ref },
  { header: 'transfer id', cell: ({ wage }) => wage.transfer_id },
  { header: 'transfer reference', cell: ({ wage }) => (wage.collectedAt ? wage.wid : '') },
  { header: 'paid by parent (local time)', cell: ({ wage }) => inZone(wage, wage.collectedAt) },
  { header: 'received (local time)', cell: ({ wage }) => inZone(wage, wage.paidAt) },
];

/** GET /api/wages.csv: a year's payslips, both sides, as one CSV. */
export async function myWagesCsv(
  actor: UserActor,
  year: number | undefined,
  now: number,
): Promise<CsvExport & { year: number }> {
  const chosen = yearOr(year, now);
  const slips = await payslipsOf(actor.uid, chosen);
  return { csv: CSV_BOM + toCsv(columns, slips), cut: false, year: chosen };
}
