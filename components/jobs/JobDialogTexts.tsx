'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { Edition } from '@/lib/editions';

/**
 * The job dialog's words in the page's edition, and that edition (its detail is rendered in it by a server action,
 * which has no page to read it from). Given once above the list, not to each of its 32 cards.
 */
export type JobDialogTexts = {
  edition: Edition;
  more: string;
  close: string;
  view: string;
  viewAndApply: string;
  failed: string;
  loading: string;
};

const JobDialogTextsContext = createContext<JobDialogTexts | null>(null);

export function JobDialogTextsProvider({ texts, children }: { texts: JobDialogTexts; children: ReactNode }) {
  return <JobDialogTextsContext value={texts}>{children}</JobDialogTextsContext>;
}

export function useJobDialogTexts(): JobDialogTexts {
  const texts = useContext(JobDialogTextsContext);
  if (!texts) throw new Error('A JobDialogLink needs a JobDialogTextsProvider above it.');
  return texts;
}
