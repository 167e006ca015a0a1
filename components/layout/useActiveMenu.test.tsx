/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { STORE_KEY, useSiteStore } from '@/lib/layout/store';
import { useActiveMenu } from './useActiveMenu';

let pathname = '/';
// The route's segments below app/[edition], as the menus read the page (usePagePath).
jest.mock('next/navigation', () => ({ useSelectedLayoutSegments: () => pathname.split('/').filter(Boolean) }));

const renders: (string | null)[] = [];
function Probe() {
  const active = useActiveMenu();
  renders.push(active);
  return <span data-testid="active">{active ?? ''}</span>;
}

function savedMenu(): unknown {
  return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}').state?.activeMenu;
}

beforeEach(() => {
  renders.length = 0;
  sessionStorage.clear();
  useSiteStore.setState({ hydrated: false, activeMenu: null });
});

describe('useActiveMenu', () => {
  // First: the store has not read sessionStorage yet in this module (as on a page just loaded).
  it('on a path that selects an item, remembers it once sessionStorage is read, without rendering the menus again', async () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { activeMenu: 'faq', cart: [] } }));
    pathname = '/nos-offres-emplois';
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('active').textContent).toBe('jobs');
    const rendersBefore = renders.length;
    await act(() => useSiteStore.persist.rehydrate());
    expect(useSiteStore.getState().hydrated).toBe(true);
    // The item remembered is the path's, not the one read from the session.
    expect(savedMenu()).toBe('jobs');
    expect(renders.length).toBe(rendersBefore);
    expect(getByTestId('active').textContent).toBe('jobs');
  });

  it('on a path that selects none, shows the remembered item once sessionStorage is read (never before)', async () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { activeMenu: 'trainings', cart: [] } }));
    pathname = '/panier-inconnu';
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('active').textContent).toBe('');
    await act(() => useSiteStore.persist.rehydrate());
    expect(getByTestId('active').textContent).toBe('trainings');
  });

  it('remembers the item of a page reached after the store has read sessionStorage', async () => {
    await act(() => useSiteStore.persist.rehydrate());
    pathname = '/faq';
    render(<Probe />);
    expect(savedMenu()).toBe('faq');
  });
});
