'use client';
import { lazy, Suspense, useState } from 'react';
import { useTabPanelShown } from '@/components/ui/Tabs';
import type { PaymentMethodView } from './paymentLogo';
import { PaymentMethodList } from './PaymentMethodList';

/**
 * Grid of payment-method logos. The server's list (`initial`) fills it in the HTML, for crawlers and visitors without
 * JavaScript. The call to the payment methods (SWR, spec section 7) is made when the visitor first opens the tab that
 * holds the grid, not when the page loads: SWR and the live grid are fetched then (issue 9, JavaScript per page), and
 * a visitor who never opens the tab costs no request. If that code cannot be fetched (weak network), the server's
 * list stays.
 */
export function PaymentMethods({ initial }: { initial: PaymentMethodView[] | null }) {
  const shown = useTabPanelShown();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  if (!opened) return <ServerList initial={initial} />;
  return (
    <Suspense fallback={<ServerList initial={initial} />}>
      <LivePaymentMethods initial={initial} />
    </Suspense>
  );
}

/** The grid of the server's list (null: the CMS could not be read). */
function ServerList({ initial }: { initial: PaymentMethodView[] | null }) {
  return <PaymentMethodList methods={initial ?? []} state={initial ? 'ready' : 'error'} />;
}

const LivePaymentMethods = lazy(() => import('./LivePaymentMethods').catch(() => ({ default: ServerList })));
