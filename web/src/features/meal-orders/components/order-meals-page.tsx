import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page } from '../../../ui/page';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useOrderMeals } from '../api/order-meals';
import { MealOrderForm } from './meal-order-form';
import { MyMealOrders } from './my-meal-orders';

/** /order_meals (parents): order patient meals, and follow the orders already sent. */
export function OrderMealsPage({ title }: PageProps) {
  const { session } = useSession();
  const order = useOrderMeals();
  return (
    <Page
      title={title}
      narrow
      intro="Cooks near you see your order and one of them takes it. We tell you who, in your inbox and by e-mail. No package is needed: you pay the cook."
    >
      {order.isSuccess ? (
        <SuccessState>
          <p>Your order is sent. It waits below until a cook takes it.</p>
          <button type="button" className="button button--secondary" onClick={() => order.reset()}>
            Order more meals
          </button>
        </SuccessState>
      ) : (
        <>
          {order.isError ? <ErrorState message={errorMessage(order.error)} /> : null}
          <MealOrderForm email={session.status === 'signedIn' ? session.email : ''} save={order} />
        </>
      )}
      <MyMealOrders />
    </Page>
  );
}
