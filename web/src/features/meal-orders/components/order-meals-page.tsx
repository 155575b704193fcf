import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useOrderMeals } from '../api/order-meals';
import { MealOrderForm } from './meal-order-form';
import { MyMealOrders } from './my-meal-orders';
import { useMealOrdersT } from '../i18n';

/** /order_meals (parents): order patient meals, and follow the orders already sent. */
export function OrderMealsPage({ title }: PageProps) {
  const t = useMealOrdersT();
  const { session } = useSession();
  const order = useOrderMeals();
  return (
    <Page title={title} narrow intro={t('order.intro')}>
      {order.isSuccess ? (
        <SuccessState>
          <p>{t('order.sent')}</p>
          <button type="button" className="button button--secondary" onClick={() => order.reset()}>
            {t('order.more')}
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
