/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Dialog, DIALOG_WIDTHS } from './Dialog';

function Harness({ width }: { width?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Détail" width={width}>
        <a href="https://adive.net/">Lien</a>
      </Dialog>
    </div>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog at the asked width, in a portal on <body>; focus and scroll lock once painted', async () => {
    render(<Harness width={DIALOG_WIDTHS.job} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Détail' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.style.maxWidth).toBe('1000px');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    // Within the tap only the dialog itself: what reads or restyles the whole page waits for the next frame.
    expect(document.body.style.overflow).toBe('');
    expect(dialog.contains(document.activeElement)).toBe(false);
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the backdrop and on the close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the default width of the spec', () => {
    expect(DIALOG_WIDTHS).toEqual({ default: 520, job: 1000, book: 800 });
  });

  it('costs nothing while closed: a page of closed dialogs is hydrated once, never rendered again', async () => {
    const phases: string[] = [];
    const page = (
      <Profiler id="list" onRender={(_id, phase) => phases.push(phase)}>
        {Array.from({ length: 30 }, (_, index) => (
          <Dialog key={index} open={false} onClose={() => {}} title={`Offre ${index}`}>
            <p>Détail</p>
          </Dialog>
        ))}
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(phases).toEqual(['mount']);
    act(() => root?.unmount());
    container.remove();
  });
});
