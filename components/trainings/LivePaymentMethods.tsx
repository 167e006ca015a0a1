'use client';
import useSWR from 'swr';
import type { PaymentLogo, PaymentMethodView } from './paymentLogo';
import { PaymentMethodList, type PaymentListTexts } from './PaymentMethodList';

function isLogo(value: unknown): value is PaymentLogo {
  if (typeof value !== 'object' || value === null) return false;
  const logo = value as Record<string, unknown>;
  return typeof logo.src === 'string' && typeof logo.width === 'number' && typeof logo.height === 'number';
}

function isPaymentMethod(value: unknown): value is PaymentMethodView {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'number' && typeof item.name === 'string' && (item.logo === null || isLogo(item.logo));
}

async function fetchPaymentMethods(url: string): Promise<PaymentMethodView[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new Error(`${url}: unexpected answer`);
  return data.filter(isPaymentMethod);
}

/** The grid read with SWR from the route handler (`texts.source`) as soon as it is drawn, starting from the server's list. */
export default function LivePaymentMethods({ initial, texts }: { initial: PaymentMethodView[] | null; texts: PaymentListTexts }) {
  const { data, error, isLoading } = useSWR(texts.source, fetchPaymentMethods, {
    fallbackData: initial ?? undefined,
    revalidateOnMount: true,
    revalidateOnFocus: false,
  });
  return <PaymentMethodList methods={data ?? []} state={isLoading ? 'loading' : error ? 'error' : 'ready'} texts={texts} />;
}
