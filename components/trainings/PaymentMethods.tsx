'use client';
import { lazy, Suspense, useState } from 'react';
import { useTabPanelShown } from '@/components/ui/Tabs';
import type { PaymentMethodView } from './paymentLogo';
import { PaymentMethodList } from './PaymentMethodList';

/**
 * Payment-method logos, in the HTML from the server's list (`initial`). SWR and the live grid load when the tab first
 * opens: no JavaScript or request for visitors who never open it. If that code fails to load, the server's list stays.
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
