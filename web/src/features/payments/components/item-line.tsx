import type { PriceCurrency } from '@core/reference/prices';
import type { CartItem } from '../api/my-cart';
import { formatPrice } from '../../../lib/format-price';
import { usePackageWords } from './package-words';
import { usePaymentsT } from '../i18n';

/** "Standard, 1 month: ZMW 250.00", in the reader's language; "2 × …" for an older line. */
export function ItemLine({ item, currency }: { item: CartItem; currency: PriceCurrency }) {
  const t = usePaymentsT();
  const words = usePackageWords();
  const title = words.title({ id: item.package_id, title: item.title });
  const price = formatPrice(item.totalMinor, currency);
  return (
    <>
      {item.qty > 1 ? t('line', { qty: item.qty, title, price }) : t('lineOne', { title, price })}
    </>
  );
}
