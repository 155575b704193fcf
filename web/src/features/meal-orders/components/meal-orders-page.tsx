import type { PageProps } from '../../../app/pages';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { EmptyState } from '../../../ui/status';
import { OpenMealOrders } from './open-meal-orders';
import { TakenMealOrders } from './taken-meal-orders';

/** /meal_orders (caregiver pages; only cooks take orders): open orders and the cook's own. */
export function MealOrdersPage({ title }: PageProps) {
  const { session } = useSession();
  const isCook = session.status === 'signedIn' && session.groups.includes('cook');
  return (
    <Page
      title={title}
      intro="Families order meals for patients. Take an order to cook it; the family gets your name and you get their contact."
    >
      {isCook ? (
        <>
          <OpenMealOrders />
          <TakenMealOrders />
        </>
      ) : (
        <EmptyState>Meal orders are for cooks. Choose Cook as your role to take them.</EmptyState>
      )}
    </Page>
  );
}
