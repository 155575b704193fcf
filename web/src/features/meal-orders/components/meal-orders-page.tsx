import { useSession } from '../../../lib/auth/session-context';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState } from '../../../ui/status';
import { OpenMealOrders } from './open-meal-orders';
import { TakenMealOrders } from './taken-meal-orders';
import { useMealOrdersT } from '../i18n';

/** /meal_orders (caregiver pages; only cooks take orders): open orders and the cook's own. */
export function MealOrdersPage({ title }: PageProps) {
  const t = useMealOrdersT();
  const { session } = useSession();
  const isCook = session.status === 'signedIn' && session.groups.includes('cook');
  return (
    <Page title={title} intro={t('cooks.intro')}>
      {isCook ? (
        <>
          <OpenMealOrders />
          <TakenMealOrders />
        </>
      ) : (
        <EmptyState>{t('cooks.only')}</EmptyState>
      )}
    </Page>
  );
}
