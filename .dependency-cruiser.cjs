// The house's import rules, checked by `npm run lint:imports` (part of `npm test`): no import circles, and the layers
// of docs/architecture.md, each importing only below itself: app → components → lib; the CMS (cms/) apart from the
// site, both ways. A rule broken names the import that broke it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle (even through a type) ties modules that should stand on their own: give the shared type or constant one home below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-below-components',
      comment: 'lib/ has no React and knows nothing of the components or routes that use it: a type it needs lives in lib/.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'components-below-routes',
      comment: 'Components receive plain data from the routes; they never reach back into app/.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'routes-apart',
      comment: 'A route never imports another route: what two routes share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^app/(?!\\[edition\\]/)([^/]+)/' },
      to: { path: '^app/', pathNot: ['^app/$1/', '^app/[^/]+\\.tsx?$'] },
    },
    {
      name: 'edition-routes-apart',
      comment: 'The same under app/[edition]/: its pages import their own folder and the files beside the layout only.',
      severity: 'error',
      from: { path: '^app/\\[edition\\]/([^/]+)/' },
      to: { path: '^app/', pathNot: ['^app/\\[edition\\]/$1/', '^app/\\[edition\\]/[^/]+\\.tsx?$', '^app/[^/]+\\.tsx?$'] },
    },
    {
      name: 'site-apart-from-cms',
      comment: 'The site talks to the CMS over HTTP only (lib/cms); the CMS is a project of its own.',
      severity: 'error',
      from: { path: '^(app|components|lib|proxy\\.ts)' },
      to: { path: '^cms/' },
    },
    {
      name: 'cms-apart-from-site',
      comment: 'The embedded CMS runs without the site: it imports nothing of it.',
      severity: 'error',
      from: { path: '^cms/' },
      to: { path: '^(app|components|lib)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*|dist|build)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
