/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { FieldError, RequestDefinition } from '@/lib/forms/definition';
import type { RequestState } from '@/lib/forms/requestState';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { useRequestForm } from './useRequestForm';

type Values = { email: string };
const store = jest.fn(async (previous: RequestState<Values>, data?: FormData) => ({ ...previous, status: 'stored' as const, sent: data && [...data.keys()] }));
const anyText = { valid: () => true, message: '' };
const emailOnly = { fields: { email: anyText }, endpoint: '/test' } satisfies RequestDefinition;

function TestForm({ check }: { check: (data: FormData) => Promise<FieldError<'email' | 'cv'> | null> }) {
  const form = useRequestForm<'email', 'email' | 'cv'>({
    request: emailOnly,
    prefill: { email: 'a@b.cd' },
    check,
    store,
    idPrefix: 'test',
  });
  return (
    <form onSubmit={form.onSubmit} action={form.formAction}>
      <input name="email" value={form.values.email} onChange={(event) => form.setField('email', event.target.value)} />
      <p>{form.errorFor('cv') ?? form.status}</p>
      {form.notice ? <p role="alert">{form.notice}</p> : null}
      <button type="submit">Envoyer</button>
    </form>
  );
}

beforeEach(() => store.mockClear());

describe('useRequestForm', () => {
  it('stays usable when a check throws (a file the browser can no longer read)', async () => {
    const check = jest.fn<Promise<FieldError<'email' | 'cv'> | null>, [FormData]>();
    check.mockRejectedValueOnce(new Error('NotReadableError')).mockResolvedValueOnce(null);
    render(<TestForm check={check} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(screen.getByText('error')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(check).toHaveBeenCalledTimes(2);
    expect(store).toHaveBeenCalledTimes(1);
    expect(screen.getByText('success')).toBeInTheDocument();
  });

  it('adds neither a delivery key nor the offer of an e-mail for a kind that is not kept offline and has no template', async () => {
    render(<TestForm check={async () => null} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect((await store.mock.results[0]!.value).sent).toEqual(['email']);
  });

  it("shows a check's field error and sends nothing", async () => {
    render(<TestForm check={async () => ({ field: 'cv', message: 'Veuillez joindre votre CV.' })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(screen.getByText('Veuillez joindre votre CV.')).toBeInTheDocument();
    expect(store).not.toHaveBeenCalled();
  });

  it("shows the French message when the proxy refused the post past its address's limit, and keeps what was typed", async () => {
    // Next's client throws the text of the proxy's 429 (lib/http/serverActionGuard.ts); any other failure is no notice.
    store.mockRejectedValueOnce(new Error(REQUEST_RATE_LIMITED)).mockRejectedValueOnce(new Error('An unexpected response was received from the server.'));
    render(<TestForm check={async () => null} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(screen.getByText('error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REQUEST_RATE_LIMITED);
    expect(screen.getByRole('textbox')).toHaveValue('a@b.cd');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(screen.getByText('error')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a field the same change handler from one render to the next, so the other memoised fields are not drawn again', () => {
    const request = { fields: { email: anyText, name: anyText }, endpoint: '/test' } satisfies RequestDefinition;
    const { result } = renderHook(() => useRequestForm({ request, store: jest.fn(), idPrefix: 'test' }));
    const [onEmail, onName] = [result.current.field('email').onValue, result.current.field('name').onValue];
    act(() => onEmail('a@b.cd'));
    expect(result.current.values.email).toBe('a@b.cd');
    expect(result.current.field('email').onValue).toBe(onEmail);
    expect(result.current.field('name').onValue).toBe(onName);
  });
});
