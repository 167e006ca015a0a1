import nextJest from 'next/jest.js';

// next/jest compiles with SWC and loads next.config / .env like the app does.
const createJestConfig = nextJest({ dir: './' });

const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React's server build; the tests import server modules directly.
    '^server-only$': '<rootDir>/node_modules/next/dist/compiled/server-only/empty.js',
    // Root params exist only inside a page's render: a test sets the edition (lib/testing/rootParams.ts).
    '^next/root-params$': '<rootDir>/lib/testing/rootParams.ts',
  },
  testMatch: [
    '<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}',
    '<rootDir>/*.test.ts',
    '<rootDir>/scripts/*.test.ts',
    // The benchmark's own helpers (bench/).
    '<rootDir>/bench/*.test.ts',
    // The embedded CMS's own code (bootstrap: permissions, the site's token, the webhook).
    '<rootDir>/cms/{src,scripts}/**/*.test.js',
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next'],
  // Build folders hold copies of package.json (standalone): not modules of this project.
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/cms/node_modules', '<rootDir>/cms/dist'],
};

// ESM-only packages (the markdown and HTML sanitising pipeline): compiled for Jest like the app's own code.
const esmPackages =
  '@ungap|bail|html-void-elements|ccount|character-[a-z0-9-]+|comma-separated-tokens|decode-named-character-reference|devlop|entities|estree-util-[a-z0-9-]+|hast-util-[a-z0-9-]+|hastscript|html-url-attributes|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|is-plain-obj|longest-streak|mdast-util-[a-z0-9-]+|micromark[a-z0-9-]*|parse-entities|parse5|property-information|react-markdown|rehype-[a-z0-9-]+|remark-[a-z0-9-]+|space-separated-tokens|stringify-entities|trim-lines|trough|unified|unist-util-[a-z0-9-]+|vfile[a-z0-9-]*|web-namespaces|zwitch';

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!.pnpm)(?!(${esmPackages})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((pattern) => !pattern.startsWith('/node_modules/')),
    ],
  };
}
