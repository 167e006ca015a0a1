/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import type { SendOutcome } from '@/lib/forms/mailer';
import { quoteRequest } from '@/lib/forms/quote';
import type { Values } from '@/lib/forms/definition';
import type { RequestState, RequestStatus } from '@/lib/forms/requestState';
import { QuoteForm } from './QuoteForm';

const sendFormByEmail = jest.fn<Promise<SendOutcome>, [string, Record<string, string>]>();
jest.mock('@/lib/forms/mailer', () => ({
  sendFormByEmail: (template: string, values: Record<string, string>) => sendFormByEmail(template, values),
}));

type QuoteValues = Values<keyof typeof quoteRequest.fields>;
const { fields, sent, failed } = quoteRequest;

// The server action, as the browser sees it: a function answering the server's verdict (or failing to reach it).
const submitQuote = jest.fn<Promise<RequestState<QuoteValues>>, [RequestState<QuoteValues>, FormData]>();
jest.mock('@/lib/actions/requests', () => ({
  submitQuote: (previous: RequestState<QuoteValues>, data: FormData) => submitQuote(previous, data),
}));

// The device's queue: none by default (as in a browser without IndexedDB), one where a test gives it.
const keep = jest.fn(async (request: { payload: Record<string, unknown> }) => void request);
const canQueue = jest.fn(() => false);
jest.mock('@/lib/offline/queue', () => ({
  ...jest.requireActual('@/lib/offline/queue'),
  canQueue: () => canQueue(),
  keep: (request: { payload: Record<string, unknown> }) => keep(request),
}));

function serverSays(status: RequestStatus, extra: Partial<RequestState<QuoteValues>> = {}) {
  submitQuote.mockImplementationOnce(async (previous) => ({ ...previous, status, ...extra }));
}

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

beforeEach(() => {
  sendFormByEmail.mockReset();
  submitQuote.mockReset();
  keep.mockClear();
  canQueue.mockClear();
});

const typed: QuoteValues = {
  name: 'Awa Ouédraogo',
  email: 'awa@exemple.bf',
  phone: '70123456',
  service: 'Conception graphique',
  message: 'Un logo et une charte.',
};

describe('QuoteForm', () => {
  it('reports the problems one by one in order, focusing the field once the message is shown, and sends nothing', async () => {
    render(<QuoteForm />);
    const steps: [string, string, () => void][] = [
      [fields.name.message, 'Nom complet', () => fill('Nom complet', 'Awa')],
      [fields.email.message, 'Adresse e-mail', () => fill('Adresse e-mail', 'awa@exemple.bf')],
      [fields.phone.message, 'Téléphone', () => fill('Téléphone', '70123456')],
      [fields.service.message, 'Service souhaité', () => fill('Service souhaité', 'Autres')],
      [fields.message.message, 'Votre besoin', () => fill('Votre besoin', '   ')],
    ];
    fill('Adresse e-mail', 'awa@exemple');
    for (const [message, label, fix] of steps) {
      submit();
      const field = screen.getByLabelText(label, { exact: false });
      expect(screen.getByText(message)).toBeInTheDocument();
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
      fix();
    }
    // A message of spaces only is still empty.
    submit();
    expect(screen.getByText(fields.message.message)).toBeInTheDocument();
    expect(sendFormByEmail).not.toHaveBeenCalled();
    expect(submitQuote).not.toHaveBeenCalled();
  });

  it('keeps digits only in the phone field', () => {
    render(<QuoteForm />);
    fill('Téléphone', '+226 70 12-34');
    expect(screen.getByLabelText('Téléphone', { exact: false })).toHaveValue('226701234');
  });

  it('shows the sending label, then the success alert, and resets the form', async () => {
    // Stored, the CMS saying none of its processes can send: the browser e-mails the firm.
    serverSays('stored', { firmNotified: false });
    let finish: (outcome: SendOutcome) => void = () => {};
    sendFormByEmail.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    render(<QuoteForm service="Vente en ligne" message="Prérempli" />);
    expect(screen.getByLabelText('Service souhaité', { exact: false })).toHaveValue('Vente en ligne');
    expect(screen.getByLabelText('Votre besoin', { exact: false })).toHaveValue('Prérempli');
    fillAll();
    await act(async () => submit());
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    // The server got the form's fields, the empty honeypot, the request's delivery key and the offer of the browser's
    // e-mail; the e-mail gets the fields alone.
    const data = submitQuote.mock.calls[0]![1];
    expect(Object.fromEntries(data.entries())).toEqual({ ...typed, site_web: '', cle_envoi: expect.stringMatching(/^[0-9a-f-]{36}$/), courriel_navigateur: '1' });
    // The e-mail carries the spec's parameters (nom, not name).
    const { name, ...rest } = typed;
    expect(sendFormByEmail).toHaveBeenCalledWith('quote', { nom: name, ...rest });
    await act(async () => finish({ ok: true }));
    expect(screen.getByText(sent)).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Service souhaité', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Votre besoin', { exact: false })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText(sent)).not.toBeInTheDocument();
  });

  it('sends no e-mail of its own when the CMS e-mails the firm: one message per request', async () => {
    serverSays('stored', { firmNotified: true });
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    expect(screen.getByText(sent)).toBeInTheDocument();
    expect(sendFormByEmail).not.toHaveBeenCalled();
  });

  it.each<[RequestStatus | 'unreachable', boolean, string]>([
    ['stored', false, 'success'],
    ['not-stored', true, 'success'],
    ['unreachable', true, 'success'],
    ['not-stored', false, 'error'],
    ['unreachable', false, 'error'],
  ])('server %s (the firm not e-mailed by the CMS), e-mail sent: %s → %s', async (server, mailed, expected) => {
    if (server === 'unreachable') submitQuote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    else serverSays(server, { firmNotified: false });
    sendFormByEmail.mockResolvedValueOnce(mailed ? { ok: true } : { ok: false, status: 0, text: 'Network Error' });
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    expect(sendFormByEmail).toHaveBeenCalledTimes(1);
    if (expected === 'success') {
      expect(screen.getByText(sent)).toBeInTheDocument();
      expect(screen.getByLabelText('Nom complet', { exact: false })).toHaveValue('');
      return;
    }
    // Neither got it: the red alert, and everything typed is kept.
    expect(screen.getByText(failed).closest('[data-alert]')).toHaveAttribute('data-alert', 'error');
    expect(screen.getByLabelText('Nom complet', { exact: false })).toHaveValue('Awa Ouédraogo');
    expect(screen.getByLabelText('Votre besoin', { exact: false })).toHaveValue('Un logo et une charte.');
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });

  it("with the network gone, keeps the request on the device without the offer of the browser's e-mail", async () => {
    canQueue.mockReturnValue(true);
    let offered: FormDataEntryValue | null = null;
    submitQuote.mockImplementationOnce(async (_, data) => {
      offered = data.get('courriel_navigateur');
      throw new TypeError('Failed to fetch');
    });
    sendFormByEmail.mockResolvedValueOnce({ ok: false, status: 0, text: 'Network Error' });
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    // Sent with the offer (the page was open to e-mail), kept without it: no page may be open when it is sent again.
    expect(offered).toBe('1');
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep.mock.calls[0]![0].payload).toEqual({ ...typed, site_web: '', cle_envoi: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    canQueue.mockReturnValue(false);
  });

  it("past the rate limit shows the server's message, keeps the input and sends no e-mail", async () => {
    serverSays('limited', { message: REQUEST_RATE_LIMITED });
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    expect(screen.getByText(REQUEST_RATE_LIMITED).closest('[data-alert]')).toHaveAttribute('data-alert', 'error');
    expect(screen.getByLabelText('Nom complet', { exact: false })).toHaveValue('Awa Ouédraogo');
    expect(sendFormByEmail).not.toHaveBeenCalled();
  });

  it('a robot (honeypot filled) sees a success and nothing is e-mailed', async () => {
    serverSays('ignored');
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    expect(screen.getByText(sent)).toBeInTheDocument();
    expect(sendFormByEmail).not.toHaveBeenCalled();
  });

  it("a rule the server refuses puts its message on the field, and nothing is e-mailed", async () => {
    serverSays('invalid', { field: 'email', message: fields.email.message });
    render(<QuoteForm />);
    fillAll();
    await act(async () => submit());
    const field = screen.getByLabelText('Adresse e-mail', { exact: false });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(sendFormByEmail).not.toHaveBeenCalled();
  });
});
