import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// The share images are drawn by the server with Inter's own 600 file, not in the device's font.
const OWN_FONTS = ['components/share/'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('type scale', () => {
  it('uses no semibold (600) in the device font: one weight fewer for the browser to set up (styles/globals.css)', () => {
    const files = [...sourceFiles('app'), ...sourceFiles('components'), ...sourceFiles('lib'), 'styles/globals.css'].filter(
      (file) => !OWN_FONTS.some((folder) => file.startsWith(folder)),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /\bfont-semibold\b|font-weight:\s*600|fontWeight:\s*600/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
