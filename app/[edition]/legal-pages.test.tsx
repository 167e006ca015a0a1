/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import Privacy, { generateMetadata as privacyMetadata } from '@/app/[edition]/politique-de-confidentialite/page';
import Terms from '@/app/[edition]/termes-et-conditions/page';
import { setTestEdition } from '@/lib/testing/rootParams';
import { serverTree } from '@/lib/testing/serverTree';
import { DataNotice } from '@/components/legal/DataNotice';

jest.mock('server-only', () => ({}));

afterEach(() => setTestEdition(undefined));

describe('the legal pages and the data notice in each edition', () => {
  it('keep their French words on a French page', async () => {
    setTestEdition('fr');
    render(await serverTree(Terms()));
    expect(screen.getByRole('heading', { level: 1, name: 'Termes et conditions' })).toBeInTheDocument();
    expect(screen.getByText('Dernière mise à jour : 22 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mise en relation emploi' })).toHaveAttribute('href', '/services/mise-en-relation');
  });

  it('speak English, linking to the English pages', async () => {
    setTestEdition('en');
    render(await serverTree(Terms()));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'job matching' })).toHaveAttribute('href', '/en/services/job-matching');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    expect(screen.getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/en/contact');
  });

  it('say the privacy policy in Arabic, keeping the law’s reference and the configured periods', async () => {
    setTestEdition('ar');
    render(await serverTree(Privacy()));
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('001-2021/AN');
    expect(document.body).toHaveTextContent('تُحذف هذه الطلبات بعد 36 شهرًا من معالجتها');
    expect(document.body).toHaveTextContent('وتُحفظ المجاميع 90 يومًا ثم تُمحى');
    expect((await privacyMetadata()).alternates?.canonical).toBe('/ar/privacy-policy');
  });

  it('write the notice under a form in the edition, leading to its privacy page', async () => {
    setTestEdition('en');
    render(await serverTree(DataNotice({ kind: 'application' })));
    expect(screen.getByText(/deleted 24 months after your application/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your data and your rights' })).toHaveAttribute('href', '/en/privacy-policy');
  });
});
