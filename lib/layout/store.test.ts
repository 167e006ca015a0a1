/** @jest-environment jsdom */
import { STORE_KEY, useSiteStore } from './store';

const book = { bookId: 7, title: 'Gérer sa trésorerie sans stress', price: 5000 };

function reset() {
  sessionStorage.clear();
  useSiteStore.setState({ hydrated: false, activeMenu: null, cart: [], cartOpen: false });
}

beforeEach(reset);

describe('cart in the store', () => {
  it('adds a book, then more of it, never beyond 10', () => {
    const { addToCart } = useSiteStore.getState();
    addToCart(book, 3);
    expect(useSiteStore.getState().cart).toEqual([{ ...book, quantity: 3 }]);
    addToCart(book, 4);
    expect(useSiteStore.getState().cart).toEqual([{ ...book, quantity: 7 }]);
    addToCart(book, 9);
    expect(useSiteStore.getState().cart).toEqual([{ ...book, quantity: 10 }]);
    addToCart({ ...book, bookId: 8 });
    expect(useSiteStore.getState().cart.map((item) => [item.bookId, item.quantity])).toEqual([
      [7, 10],
      [8, 1],
    ]);
  });

  it('changes quantities within 1..10 and removes lines', () => {
    const state = useSiteStore.getState();
    state.addToCart(book, 2);
    state.setCartQuantity(book.bookId, 0);
    expect(useSiteStore.getState().cart[0]!.quantity).toBe(1);
    state.setCartQuantity(book.bookId, 11);
    expect(useSiteStore.getState().cart[0]!.quantity).toBe(10);
    state.setCartQuantity(book.bookId, 4);
    expect(useSiteStore.getState().cart[0]!.quantity).toBe(4);
    state.removeFromCart(book.bookId);
    expect(useSiteStore.getState().cart).toEqual([]);
    state.addToCart(book);
    state.clearCart();
    expect(useSiteStore.getState().cart).toEqual([]);
  });

  it('persists the cart and the menu (not the open flag) to sessionStorage under root', () => {
    const state = useSiteStore.getState();
    state.addToCart(book, 2);
    state.setActiveMenu('jobs');
    state.setCartOpen(true);
    const saved = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    expect(saved.state).toEqual({ activeMenu: 'jobs', cart: [{ ...book, quantity: 2 }] });
  });

  it('restores a saved cart after mount, checking what it reads', async () => {
    sessionStorage.setItem(
      STORE_KEY,
      JSON.stringify({
        version: 1,
        state: { activeMenu: 'faq', cart: [{ ...book, quantity: 40 }, { bookId: 'x', title: 'bad', price: 1, quantity: 1 }] },
      }),
    );
    expect(useSiteStore.getState().hydrated).toBe(false);
    await useSiteStore.persist.rehydrate();
    const state = useSiteStore.getState();
    expect(state.hydrated).toBe(true);
    expect(state.activeMenu).toBe('faq');
    expect(state.cart).toEqual([{ ...book, quantity: 10 }]);
  });

  it('reads a state saved before the cart existed', async () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { activeMenu: 'trainings' } }));
    await useSiteStore.persist.rehydrate();
    expect(useSiteStore.getState().activeMenu).toBe('trainings');
    expect(useSiteStore.getState().cart).toEqual([]);
  });
});
