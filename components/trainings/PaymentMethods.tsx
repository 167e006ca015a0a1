'use client';
import { lazy, Suspense, useState } from 'react';
import { useTabPanelShown } from '@/components/ui/Tabs';
import type { PaymentMethodView } from './paymentLogo';
import { PaymentMethodList, type PaymentListTexts } from './PaymentMethodList';

/**
 * Payment-method logos, in the HTML from the server's list (`initial`). SWR and the live grid load when the tab first
 * opens: no JavaScript or request for visitors who never open it. If that code fails to load, the server's list stays.
 * `texts`: the grid's words in the page's edition (paymentListTexts, on the server).
 */
export function PaymentMethods({ initial, texts }: { initial: PaymentMethodView[] | null; texts: PaymentListTexts }) {
  const shown = useTabPanelShown();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  if (!opened) return <ServerList initial={initial} texts={texts} />;
  return (
    <Suspense fallback={<ServerList initial={initial} texts={texts} />}>
      <LivePaymentMethods initial={initial} texts={texts} />
    </Suspense>
  );
}

/** The grid of the server's list (null: the CMS could not be read). */
function ServerList({ initial, texts }: { initial: PaymentMethodView[] | null; texts: PaymentListTexts }) {
  return <PaymentMethodList methods={initial ?? []} state={initial ? 'ready' : 'error'} texts={texts} />;
}

const LivePaymentMethods = lazy(() => import('./LivePaymentMethods').catch(() => ({ default: ServerList })));
