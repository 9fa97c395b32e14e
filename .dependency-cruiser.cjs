/**
 * The import rules `npm run lint` holds (dependency-cruiser): no import circles anywhere, and the
 * one-way arrows between the packages: brands <- ui <- app; nothing imports the app or the server.
 * Inside the app, the shell knows no feature (features plug into it in the composition root), features
 * reach each other only through a feature's index, and route files are leaves.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle ties modules that should be read one after the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'brands-import-nothing-of-ours',
      severity: 'error',
      comment: 'Brand data is the bottom of the house.',
      from: { path: '^packages/brands/' },
      to: { path: '^(packages/(ui|api-client)|app|server|e2e|stories)/' },
    },
    {
      name: 'ui-knows-no-app',
      severity: 'error',
      comment: 'The design system serves the app, never the other way round.',
      from: { path: '^packages/ui/' },
      to: { path: '^(app|server|e2e|packages/api-client)/' },
    },
    {
      name: 'packages-import-no-app-or-server',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(app|server|e2e)/' },
    },
    {
      name: 'app-imports-no-server',
      severity: 'error',
      comment: 'The app talks to the server only over HTTP, through the generated client.',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-no-app',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(app|packages/ui)/' },
    },
    {
      name: 'server-routes-import-no-routes',
      severity: 'error',
      comment:
        'What two route files share lives in a repository, a dto or a rule module, not in a route file.',
      from: { path: '^server/src/features/[^/]+/' },
      to: { path: '^server/src/features/[^/]+/routes\\.ts$' },
    },
    {
      name: 'server-infrastructure-knows-no-route',
      severity: 'error',
      comment:
        'Shared infrastructure (db, plugins, contract, mail, seed) serves the feature modules, never their routes.',
      from: { path: '^server/src/(db|plugins|contract|mail|seed)/' },
      to: { path: '^server/src/features/[^/]+/routes\\.ts$' },
    },
    {
      name: 'shell-knows-no-feature',
      severity: 'error',
      comment:
        'The shell (session, market window, layout, navigation, errors, i18n) serves every feature and depends on none: features register what they add in the composition root.',
      from: { path: '^app/src/shell/' },
      to: { path: '^app/src/(features|composition)/' },
    },
    {
      name: 'composition-root-is-the-top',
      severity: 'error',
      comment:
        'The composition root plugs the features into the shell; only the entry point, the tests and the stories build an app with it.',
      from: { path: '^app/src/', pathNot: '^app/src/(main\\.tsx|composition/|test/|.+\\.test\\.tsx?$)' },
      to: { path: '^app/src/composition/' },
    },
    {
      name: 'features-meet-through-their-index',
      severity: 'error',
      comment: "A feature uses another feature only through that feature's index.ts.",
      from: { path: '^app/src/features/([^/]+)/' },
      to: {
        path: '^app/src/features/([^/]+)/.+',
        pathNot: ['^app/src/features/$1/', '^app/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'routes-are-leaves',
      severity: 'error',
      comment: 'Route files wire features to addresses; nothing but the route tree imports them.',
      from: { pathNot: '^app/src/(routeTree\\.gen\\.ts|routes/)' },
      to: { path: '^app/src/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|storybook-static|\\.tmp|test-results)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
