import { expect, test } from '@playwright/test';
import { allSitePaths } from './pages';

/** The id attributes of an HTML document, outside scripts (the React payload repeats the markup as data). */
function idsOf(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return [...markup.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1] ?? '');
}

test('no page repeats an id in its HTML (a repeated id breaks labels, ARIA references and SVG gradients)', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await allSitePaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const ids = idsOf(await response.text());
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (repeated.length > 0) problems.push(`${path}: ${repeated.join(', ')}`);
  }
  expect(problems).toEqual([]);
});
