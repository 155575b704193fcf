import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paymentsRoutes } from '@http/routes/payments';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session-context';
import { callRoute } from '../../../lib/call-route';
import { Page, type PageProps } from '../../../ui/page';
import { SignedInContent } from './signed-in-content';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useOrder, type OrderView } from '../api/order-status';
import { useVerifyPayment } from '../api/verify-payment';
import { cartPathFor } from './money';
import { OrderSummary } from './order-summary';
import { WaitingJobs } from './waiting-jobs';
import { usePaymentsT } from '../i18n';

/** A parent package is what publishes jobs (payments/packages.ts names it parent-…). */
const boughtParentPackage = (order: OrderView) =>
  order.items.some((item) => item.package_id.startsWith('parent-'));

/** "Try again": the failed order's items go back in the cart, to be checked out anew. */
function TryAgain({ order, cartPath }: { order: OrderView; cartPath: string }) {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const retry = async () => {
    setBusy(true);
    setError(undefined);
    try {
      for (const item of order.items)
        await callRoute(paymentsRoutes.addCartItem, {
          body: { package_id: item.package_id, qty: item.qty },
        });
      void navigate(cartPath);
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => void retry()}>
        {busy ? t('order.puttingBack') : t('order.tryAgain')}
      </button>
      {error ? <ErrorState message={error} /> : null}
    </>
  );
}

function OrderContents({ oid, cartPath }: { oid: string; cartPath: string }) {
  const t = usePaymentsT();
  const [query] = useSearchParams();
  const txRef = query.get('tx_ref');
  const transactionId = query.get('transaction_id');
  const reported = Boolean(txRef && transactionId);
  const verify = useVerifyPayment();
  const asked = useRef(false);
  useEffect(() => {
    if (!reported || asked.current) return;
    asked.current = true;
    verify.mutate({ tx_ref: txRef!, transaction_id: transactionId! });
  }, [reported, txRef, transactionId, verify]);
  const order = useOrder(oid, !reported || verify.isSuccess || verify.isError);

  if (reported && verify.isPending) return <LoadingState label={t('order.checking')} />;
  if (order.isPending) return <LoadingState label={t('order.loading')} />;
  if (order.isError)
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  const current = order.data.order;
  return (
    <>
      {verify.isError ? <ErrorState message={errorMessage(verify.error)} /> : null}
      <OrderSummary order={current} />
      {current.status === 'PENDING' ? (
        <p className="field__hint" role="status">
          {t('order.waiting')}
        </p>
      ) : null}
      {current.status === 'failed' ? <TryAgain order={current} cartPath={cartPath} /> : null}
      {current.status === 'COMPLETED' && boughtParentPackage(current) ? <WaitingJobs /> : null}
    </>
  );
}

/** /order/:uid/:pid/:oid: an order and its state; the provider sends the payer back here. */
export function OrderPage({ title }: PageProps) {
  const { session } = useSession();
  const { oid = '' } = useParams();
  // Only read once signed in: SignedInContent shows nothing else before.
  const cartPath = session.status === 'signedIn' ? cartPathFor(session.uid, session.groups) : '';
  return (
    <Page title={title}>
      <SignedInContent what="order">
        <OrderContents oid={oid} cartPath={cartPath} />
      </SignedInContent>
    </Page>
  );
}
