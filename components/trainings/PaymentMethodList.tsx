import type { PaymentMethodView } from './paymentLogo';

/** What the grid shows: the methods, or why there are none yet. */
export type PaymentListState = 'loading' | 'error' | 'ready';

/**
 * The grid's words in the page's edition, handed over by the server (paymentListTexts): a logo's alternative text is
 * `logoBefore` + the method's name + `logoAfter`, since the live grid names methods the server has not seen.
 */
/** The grid's words in the page's edition, and `source`: where the live grid reads the methods in that edition. */
export type PaymentListTexts = { heading: string; loading: string; error: string; empty: string; logoBefore: string; logoAfter: string; source: string };

/** The payment-methods grid as drawn from a list (no state: the server's first HTML and the live grid alike). */
export function PaymentMethodList({ methods, state, texts }: { methods: PaymentMethodView[]; state: PaymentListState; texts: PaymentListTexts }) {
  return (
    <div data-testid="payment-methods" data-state={state}>
      <h2 className="text-lg font-bold">{texts.heading}</h2>
      {methods.length === 0 ? (
        <p className="mt-3 text-ink-600" role="status">
          {state === 'loading' ? texts.loading : state === 'error' ? texts.error : texts.empty}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {methods.map((method) => (
            <li key={method.id} className="flex flex-col items-center gap-2 rounded-2xl border border-ink-100 bg-white p-4 text-center shadow-sm">
              {method.logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- the optimiser's attributes, computed on the server (paymentLogo.ts)
                <img
                  {...method.logo}
                  alt={`${texts.logoBefore}${method.name}${texts.logoAfter}`}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-auto rounded-lg object-contain"
                />
              ) : null}
              <span className="text-sm font-bold text-ink-800">{method.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
