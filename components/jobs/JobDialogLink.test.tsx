/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const loadJobDetail = jest.fn<Promise<unknown>, [string]>();
jest.mock('@/components/jobs/loadJobDetail', () => ({ loadJobDetail: (slug: string) => loadJobDetail(slug) }));

import { JobDialogLink } from './JobDialogLink';

function openDialog(expired = false) {
  render(<JobDialogLink href="/jobs/data-analyst" slug="data-analyst" title="Data analyst" expired={expired} />);
  fireEvent.click(screen.getByRole('link', { name: 'En Savoir Plus : Data analyst' }));
  return screen.getByRole('dialog', { name: 'Data analyst' });
}

describe('JobDialogLink', () => {
  beforeEach(() => loadJobDetail.mockReset());

  it('is a link to the job page, and opens the dialog with the detail rendered on the server', async () => {
    loadJobDetail.mockResolvedValue(<p>Description complète</p>);
    const dialog = openDialog();
    // The dialog shows first (loading); the server is asked once it is painted.
    expect(screen.getByRole('status', { name: "Chargement de l'offre" })).toBeInTheDocument();
    expect(loadJobDetail).not.toHaveBeenCalled();
    await waitFor(() => expect(loadJobDetail).toHaveBeenCalledWith('data-analyst'));
    expect(await screen.findByText('Description complète')).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('link', { name: /Voir l'offre et postuler/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    fireEvent.click(screen.getByRole('link', { name: 'En Savoir Plus : Data analyst' }));
    expect(await screen.findByText('Description complète')).toBeInTheDocument();
    expect(loadJobDetail).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cannot be read', () => loadJobDetail.mockResolvedValue(null)],
    ['the server cannot be reached', () => loadJobDetail.mockRejectedValue(new Error('offline'))],
  ])('says so and keeps the link to the page when the job %s', async (_name, arrange) => {
    arrange();
    const dialog = openDialog();
    expect(await screen.findByText(/n'a pas pu être chargé/)).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('link', { name: /Voir l'offre et postuler/ }));
  });

  it('offers no application for an expired job, only its page', async () => {
    loadJobDetail.mockResolvedValue(<p>Description complète</p>);
    const dialog = openDialog(true);
    expect(await screen.findByText('Description complète')).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('link', { name: "Voir l'offre" }));
    expect(screen.queryByRole('link', { name: /postuler/ })).toBeNull();
  });
});
