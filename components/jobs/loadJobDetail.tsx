'use server';
import type { ReactNode } from 'react';
import { getJobBySlug } from '@/lib/cms';
import { isEdition, type Edition } from '@/lib/editions';
import { isSlug } from '@/lib/paths';
import { JobDetail } from './JobDetail';

/**
 * The job dialog's body, rendered on the server when it opens, so the list page carries no descriptions (32 of them
 * made its HTML 480 KB). null when the job cannot be read (the dialog then links to the job's page). A server action
 * that answers with React: it lives beside the component it draws, not in lib/ (no React there). Written in `edition`,
 * the page's (an action has no page whose edition it could read).
 */
export async function loadJobDetail(slug: string, edition: Edition): Promise<ReactNode | null> {
  // Called from the browser: anything but a slug and an edition is refused before reaching the CMS.
  if (typeof slug !== 'string' || !isSlug(slug) || typeof edition !== 'string' || !isEdition(edition)) return null;
  const result = await getJobBySlug(slug, { edition });
  if (!result.ok || !result.data) return null;
  return <JobDetail job={result.data} edition={edition} />;
}
