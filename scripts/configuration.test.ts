import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// docs/configuration.md says it lists every environment variable the code reads: the site, the CMS, the scripts and
// the test harness and the benchmarks. This reads the tracked source (unit tests apart) the way the code reads its settings.

const NAME = '[A-Z][A-Z0-9_]*';
const READS = [
  // process.env.NAME, env.NAME (a settings object passed around), Strapi's env('NAME') and env.int('NAME')…
  new RegExp(`\\benv\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\[['"](${NAME})['"]\\]`, 'g'),
  new RegExp(`\\benv(?:\\.(?:int|bool|float|json|array|date))?\\(\\s*['"](${NAME})['"]`, 'g'),
];
/** Helpers that take a variable's name and read env[name] themselves (outbox.js, retention.js, backup-lib.js, site.ts). */
const INDIRECT_READER = /\benv\[name\]|process\.env\[name\]/;
const INDIRECT_NAME = /\b(?:number|months|envOr)\(\s*['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g;

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.jsx'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !/\.test\.|(^|\/)node_modules\//.test(file));
}

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    const patterns = INDIRECT_READER.test(text) ? [...READS, INDIRECT_NAME] : READS;
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (!found.has(match[1]!)) found.set(match[1]!, file);
  }
  return found;
}

describe('docs/configuration.md', () => {
  const documented = new Set([...readFileSync('docs/configuration.md', 'utf8').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));

  it('lists every environment variable the code reads', () => {
    const read = variablesRead();
    // The scan itself: variables read each way, so that a broken pattern cannot pass unnoticed.
    expect([...read.keys()]).toEqual(expect.arrayContaining(['CMS_URL', 'APP_KEYS', 'MAIL_SWEEP_SECONDS', 'E2E_SITE_PORT', 'SMTP_HOST']));
    const missing = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
