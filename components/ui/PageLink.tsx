// A link to a page of the site named by its French address (PAGES, servicePath…), written in the page's edition:
// /contact on a French page, /en/contact on an English one. Server components link with it; a client island receives
// its addresses already in the edition (pageIn), as props.
import type { ComponentProps } from 'react';
import { pageIn } from '@/lib/paths';
import { pageEdition } from '@/lib/i18n/edition';
import { Link } from './Link';

export async function PageLink({ page, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { page: string }) {
  return <Link {...props} href={pageIn(await pageEdition(), page)} />;
}
