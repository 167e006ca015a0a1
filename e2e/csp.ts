// What the browser reports about the Content-Security-Policy, seen from inside the page.
import type { Page } from '@playwright/test';

export type CspViolation = { directive: string; blocked: string; source: string; sample: string };

/** Records every `securitypolicyviolation` of the pages `page` opens from now on; returns a reader. */
export async function watchCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const seen: CspViolation[] = [];
    (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile, sample: event.sample });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []);
}
