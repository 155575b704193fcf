import type { WagePayments } from './wage-port.js';

export interface Fees {
  collectionFeeMinor: number;
  transferFeeMinor: number;
  feeMinor: number;
  totalMinor: number;
}

/**
 * The fees of paying `net` to the caregiver, all paid by the parent on top
 * (docs/decisions/wages-and-payouts.md, "Who pays the fees"): the transfer's fee on the net, and
 * the collection's fee on what is charged. The charge includes that fee, so it is asked again
 * on the new total until it stops growing (twice at most: fees grow by steps).
 */
export async function feesOf(
  port: Pick<WagePayments, 'collectionFee' | 'transferFee'>,
  net: number,
  currency: string,
): Promise<Fees> {
  const { feeMinor: transferFeeMinor } = await port.transferFee(net, currency);
  let collectionFeeMinor = 0;
  for (let round = 0; round < 3; round++) {
    const { feeMinor } = await port.collectionFee(
      net + transferFeeMinor + collectionFeeMinor,
      currency,
    );
    if (feeMinor <= collectionFeeMinor) break;
    collectionFeeMinor = feeMinor;
  }
  const feeMinor = collectionFeeMinor + transferFeeMinor;
  return { collectionFeeMinor, transferFeeMinor, feeMinor, totalMinor: net + feeMinor };
}
