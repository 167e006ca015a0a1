// The Nu HTML Checker (the W3C's, `vnu-jar` from npm, run by Debian's Java) over a set of documents, in one Java
// process: its errors, but for the checker's own gaps listed below.
import type { APIRequestContext, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The jar itself: the package's own runner would fetch a Java from the internet when none is found.
const VNU_JAR = path.join(path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * Messages of the checker that are its gaps, not our errors. Each says why; nothing else is let through.
 */
export const CHECKER_GAPS: { why: string; message: RegExp }[] = [
  {
    // The checker's CSS parser predates Tailwind 4's output in the page's inline stylesheet (`@property`, colour
    // interpolation `in oklab`, `margin-trim`); browsers read it (e2e/styles.spec.ts checks what they compute).
    why: "CSS de Tailwind 4, que l'analyseur CSS du vérificateur ne connaît pas",
    message: /^CSS: /,
  },
  {
    // `<link rel="expect" blocking="render">` (components/layout/PageOpening.tsx): in the HTML standard since 2023
    // (render-blocking on an expected element); the checker still allows `blocking` on stylesheets only.
    why: '`blocking` sur `link rel="expect"`, du standard HTML, que le vérificateur ne permet encore que sur une feuille de style',
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
  },
  {
    // React writes `action=""` on a form whose action is a server action (the post without JavaScript goes to the
    // page's own address, which the empty value means); the checker wants a non-empty URL.
    why: 'action="" que React écrit sur un formulaire à action serveur',
    message: /^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/,
  },
];

export type CheckerError = { document: string; message: string; extract: string };

/** A whole HTML document and the name its errors are reported under. */
export type HtmlDocument = { name: string; html: string };

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string };

/** Runs the checker on `documents` (a name and its HTML) and returns its errors that are not its known gaps. */
export async function htmlErrors(documents: HtmlDocument[]): Promise<CheckerError[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'adive-vnu-'));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(directory, `${index}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    const { stdout, stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // The report goes to stderr (stdout with --stdout); read whichever holds it.
    const report = JSON.parse(stderr.trim() || stdout) as { messages: VnuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !CHECKER_GAPS.some((gap) => gap.message.test(message.message)))
      .map((message) => ({
        document: documents[Number(path.basename(new URL(message.url ?? 'file:/x').pathname, '.html'))]?.name ?? String(message.url),
        message: message.message,
        extract: (message.extract ?? '').slice(0, 160),
      }));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The server HTML of each path, named by it: documents for htmlErrors. */
export async function serverDocuments(request: APIRequestContext, paths: string[]): Promise<HtmlDocument[]> {
  const documents: HtmlDocument[] = [];
  for (const pagePath of paths) documents.push({ name: pagePath, html: await (await request.get(pagePath)).text() });
  return documents;
}

/** The document `page` holds now (after a visitor's action, which server HTML cannot show), named `name`. */
export async function domDocument(page: Page, name: string): Promise<HtmlDocument> {
  return { name, html: `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}` };
}

/** htmlErrors, one line each (`document: message [extract]`): what an assertion that they are none prints. */
export async function htmlErrorLines(documents: HtmlDocument[]): Promise<string[]> {
  return (await htmlErrors(documents)).map(({ document, message, extract }) => `${document}: ${message} [${extract}]`);
}
