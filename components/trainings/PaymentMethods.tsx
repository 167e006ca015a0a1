'use client';
import useSWR from 'swr';
import type { PaymentLogo, PaymentMethodView } from './paymentLogo';

/** The same-origin route handler that reads the payment methods from the CMS. */
export const PAYMENT_METHODS_URL = '/api/payment-methods';

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

export async function fetchPaymentMethods(url: string): Promise<PaymentMethodView[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new Error(`${url}: unexpected answer`);
  return data.filter(isPaymentMethod);
}

/**
 * Grid of payment-method logos, read with SWR from PAYMENT_METHODS_URL when the tabs mount.
 * `initial` (read on the server) fills the grid in the HTML, for visitors without JavaScript.
 */
export function PaymentMethods({ initial }: { initial: PaymentMethodView[] | null }) {
  const { data, error, isLoading } = useSWR(PAYMENT_METHODS_URL, fetchPaymentMethods, {
    fallbackData: initial ?? undefined,
    revalidateOnMount: true,
    revalidateOnFocus: false,
  });
  const methods = data ?? [];
  return (
    <div data-testid="payment-methods" data-state={isLoading ? 'loading' : error ? 'error' : 'ready'}>
      <h2 className="text-lg font-bold">Moyens de paiements acceptés</h2>
      {methods.length === 0 ? (
        <p className="mt-3 text-ink-600" role="status">
          {isLoading
            ? 'Chargement des moyens de paiement…'
            : error
              ? 'Les moyens de paiement sont momentanément indisponibles. Contactez-nous pour régler votre inscription.'
              : 'Aucun moyen de paiement en ligne pour le moment : contactez-nous pour régler votre inscription.'}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {methods.map((method) => (
            <li key={method.id} className="flex flex-col items-center gap-2 rounded-2xl border border-ink-100 bg-white p-4 text-center shadow-sm">
              {method.logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- the optimiser's attributes, computed on the server (paymentLogo.ts)
                <img
                  {...method.logo}
                  alt={`Logo ${method.name}`}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-auto rounded-lg object-contain"
                />
              ) : null}
              <span className="text-sm font-semibold text-ink-800">{method.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
