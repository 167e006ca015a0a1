/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const loadJobDetail = jest.fn<Promise<unknown>, [string, string]>();
jest.mock('@/components/jobs/loadJobDetail', () => ({ loadJobDetail: (slug: string, edition: string) => loadJobDetail(slug, edition) }));

import { jobs } from '@/lib/i18n/fr/jobs';
import { jobs as englishJobs } from '@/lib/i18n/en/jobs';
import type { Edition } from '@/lib/editions';
import { JobDialogLink } from './JobDialogLink';
import { JobDialogTextsProvider, type JobDialogTexts } from './JobDialogTexts';

/** The dialog's words in `edition`, as JobBoard hands them over. */
function dialogTexts(edition: Edition, { more, close, view, viewAndApply, failed, loading }: typeof jobs.dialog): JobDialogTexts {
  return { edition, more, close, view, viewAndApply, failed, loading };
}

function openDialog(expired = false) {
  render(
    <JobDialogTextsProvider texts={dialogTexts('fr', jobs.dialog)}>
      <JobDialogLink href="/jobs/data-analyst" slug="data-analyst" title="Data analyst" about={jobs.dialog.moreAbout('Data analyst')} expired={expired} />
    </JobDialogTextsProvider>,
  );
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
    await waitFor(() => expect(loadJobDetail).toHaveBeenCalledWith('data-analyst', 'fr'));
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

  it('speaks the edition it is given, and asks for the detail in it', async () => {
    loadJobDetail.mockResolvedValue(<p>Full description</p>);
    render(
      <JobDialogTextsProvider texts={dialogTexts('en', englishJobs.dialog)}>
        <JobDialogLink href="/en/jobs/data-analyst" slug="data-analyst" title="Data analyst" about={englishJobs.dialog.moreAbout('Data analyst')} expired={false} />
      </JobDialogTextsProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Learn more about Data analyst' }));
    const dialog = screen.getByRole('dialog', { name: 'Data analyst' });
    expect(screen.getByRole('status', { name: 'Loading the vacancy' })).toBeInTheDocument();
    await waitFor(() => expect(loadJobDetail).toHaveBeenCalledWith('data-analyst', 'en'));
    expect(await screen.findByText('Full description')).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('link', { name: /View the vacancy and apply/ }));
    expect(screen.getByRole('link', { name: /View the vacancy and apply/ })).toHaveAttribute('href', '/en/jobs/data-analyst');
  });
});
