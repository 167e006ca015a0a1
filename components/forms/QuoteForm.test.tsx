/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@/lib/messages';
import type { SendOutcome } from '@/lib/forms/mailer';
import { QuoteForm } from './QuoteForm';

const sendFormByEmail = jest.fn<Promise<SendOutcome>, [string, HTMLFormElement]>();
jest.mock('@/lib/forms/mailer', () => ({
  sendFormByEmail: (template: string, form: HTMLFormElement) => sendFormByEmail(template, form),
}));

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
}

function fillAll() {
  fill('Nom complet', 'Awa Ouédraogo');
  fill('Adresse e-mail', 'awa@exemple.bf');
  fill('Téléphone', '70123456');
  fill('Service souhaité', 'Conception graphique');
  fill('Votre besoin', 'Un logo et une charte.');
}

beforeEach(() => sendFormByEmail.mockReset());

describe('QuoteForm', () => {
  it('reports the problems one by one in order, focusing the field, and sends nothing', () => {
    render(<QuoteForm />);
    const steps: [string, string, () => void][] = [
      [messages.nameRequired, 'Nom complet', () => fill('Nom complet', 'Awa')],
      [messages.quoteInvalidEmail, 'Adresse e-mail', () => fill('Adresse e-mail', 'awa@exemple.bf')],
      [messages.phoneRequired, 'Téléphone', () => fill('Téléphone', '70123456')],
      [messages.quoteNoService, 'Service souhaité', () => fill('Service souhaité', 'Autres')],
      [messages.quoteEmptyMessage, 'Votre besoin', () => fill('Votre besoin', '   ')],
    ];
    fill('Adresse e-mail', 'awa@exemple');
    for (const [message, label, fix] of steps) {
      submit();
      const field = screen.getByLabelText(label, { exact: false });
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
      fix();
    }
    // A message of spaces only is still empty.
    submit();
    expect(screen.getByText(messages.quoteEmptyMessage)).toBeInTheDocument();
    expect(sendFormByEmail).not.toHaveBeenCalled();
  });

  it('keeps digits only in the phone field', () => {
    render(<QuoteForm />);
    fill('Téléphone', '+226 70 12-34');
    expect(screen.getByLabelText('Téléphone', { exact: false })).toHaveValue('226701234');
  });

  it('shows the sending label, then the success alert, and resets the form', async () => {
    let finish: (outcome: SendOutcome) => void = () => {};
    sendFormByEmail.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    render(<QuoteForm service="Vente en ligne" message="Prérempli" />);
    expect(screen.getByLabelText('Service souhaité', { exact: false })).toHaveValue('Vente en ligne');
    expect(screen.getByLabelText('Votre besoin', { exact: false })).toHaveValue('Prérempli');
    fillAll();
    submit();
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(sendFormByEmail).toHaveBeenCalledWith('quote', expect.any(HTMLFormElement));
    await act(async () => finish({ ok: true }));
    expect(screen.getByText(messages.quoteSuccess)).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Service souhaité', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Votre besoin', { exact: false })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText(messages.quoteSuccess)).not.toBeInTheDocument();
  });

  it('keeps everything typed after a failure and shows the red alert', async () => {
    sendFormByEmail.mockResolvedValueOnce({ ok: false, status: 0, text: 'Network Error' });
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    expect(screen.getByText(messages.quoteFailure).closest('[data-alert]')).toHaveAttribute('data-alert', 'error');
    expect(screen.getByLabelText('Nom complet', { exact: false })).toHaveValue('Awa Ouédraogo');
    expect(screen.getByLabelText('Votre besoin', { exact: false })).toHaveValue('Un logo et une charte.');
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });
});
