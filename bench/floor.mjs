// The framework's floor: a minimal Next.js app of the same Next version, one static page per measured path (a
// heading and a paragraph, no client component), built and served like the site. Written to a gitignored folder
// inside the project, so that it resolves the project's node_modules (Turbopack refuses packages from outside
// its root); never shipped.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LAYOUT = `export const metadata = { title: 'Plancher Next.js', description: 'Page minimale de référence.' };

export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
`;

function page(path) {
  return `export default function Page() {
  return (
    <main>
      <h1>Page de référence ${path}</h1>
      <p>Un titre et un paragraphe, rendus une fois au build : ce que Next.js sert de plus léger.</p>
    </main>
  );
}
`;
}

/** Writes the floor app for `paths` into `dir` and returns `dir`. */
export function writeFloorApp(dir, paths) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'next-floor', private: true }, null, 2));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(resolve('.'))} } };\n`,
  );
  writeFileSync(join(dir, 'app', 'layout.jsx'), LAYOUT);
  for (const path of paths) {
    const folder = join(dir, 'app', ...path.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'page.jsx'), page(path));
  }
  return dir;
}
