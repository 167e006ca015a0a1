/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/components/ui/Tabs';
import { paymentListTexts } from './paymentListTexts';
import { PaymentMethods } from './PaymentMethods';

const texts = paymentListTexts('fr');

// The live grid's code cannot be fetched (weak network): its chunk fails to load.
jest.mock('./LivePaymentMethods', () => {
  throw new Error('Loading chunk failed');
});

it("keeps the server list, and the page, when the live grid's code cannot be fetched", async () => {
  const fetchMock = jest.fn();
  window.fetch = fetchMock;
  render(
    <Tabs
      label="Détails de la formation"
      items={[
        { id: 'apercu', label: 'Aperçu', content: <p>Description</p> },
        { id: 'paiements', label: 'Moyens de paiements', content: <PaymentMethods initial={[{ id: 1, name: 'Wave', image: null, logo: null }]} texts={texts} /> },
      ]}
    />,
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Moyens de paiements' }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.getByRole('tabpanel', { name: 'Moyens de paiements' })).toHaveTextContent('Wave');
  expect(screen.getByTestId('payment-methods')).toHaveAttribute('data-state', 'ready');
  expect(fetchMock).not.toHaveBeenCalled();
});
