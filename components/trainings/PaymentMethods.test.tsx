/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Tabs } from '@/components/ui/Tabs';
import type { PaymentMethodView } from './paymentLogo';
import { paymentListTexts } from './paymentListTexts';
import { PaymentMethods } from './PaymentMethods';

const texts = paymentListTexts('fr');

// Counts when the live grid's module (SWR with it) is loaded.
const liveModuleLoaded = jest.fn();
jest.mock('./LivePaymentMethods', () => {
  liveModuleLoaded();
  return jest.requireActual('./LivePaymentMethods');
});

const wave: PaymentMethodView = { id: 1, name: 'Wave', image: null, logo: null };
const orange: PaymentMethodView = { id: 2, name: 'Orange Money', image: null, logo: null };

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => ({ data: [wave, orange] }) }) as Response);
  window.fetch = fetchMock as unknown as typeof fetch;
});

/** A fresh SWR cache for each render. */
function withFreshCache(children: ReactNode) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

/** The training's tabs, the payment methods in the last one (not shown first). */
function trainingTabs(paymentMethods: ReactNode) {
  return (
    <Tabs
      label="Détails de la formation"
      items={[
        { id: 'apercu', label: 'Aperçu', content: <p>Description</p> },
        { id: 'paiements', label: 'Moyens de paiements', content: paymentMethods },
      ]}
    />
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('PaymentMethods', () => {
  it('shows the server list, loading neither SWR nor calling the API until its tab is opened; then calls it once', async () => {
    render(withFreshCache(trainingTabs(<PaymentMethods initial={[wave]} texts={texts} />)));
    await settle();
    expect(liveModuleLoaded).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('payment-methods')).toHaveTextContent('Wave');

    fireEvent.click(screen.getByRole('tab', { name: 'Moyens de paiements' }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Moyens de paiements' })).toHaveTextContent('Orange Money'));
    expect(liveModuleLoaded).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payment-methods');
    expect(screen.getByTestId('payment-methods')).toHaveAttribute('data-state', 'ready');

    // Back and forth between the tabs: no new call (the live grid stays; no revalidation on focus).
    fireEvent.click(screen.getByRole('tab', { name: 'Aperçu' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Moyens de paiements' }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the methods are unavailable when the server could not read them, then shows what the call brings', async () => {
    render(withFreshCache(trainingTabs(<PaymentMethods initial={null} texts={texts} />)));
    expect(screen.getByTestId('payment-methods')).toHaveTextContent('momentanément indisponibles');
    fireEvent.click(screen.getByRole('tab', { name: 'Moyens de paiements' }));
    await waitFor(() => expect(screen.getByTestId('payment-methods')).toHaveTextContent('Orange Money'));
  });

  it('outside tabs, calls as soon as it is drawn', async () => {
    render(withFreshCache(<PaymentMethods initial={[wave]} texts={texts} />));
    await waitFor(() => expect(screen.getByTestId('payment-methods')).toHaveTextContent('Orange Money'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
