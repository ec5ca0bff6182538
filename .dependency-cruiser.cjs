/**
 * Module boundaries (ARCHITECTURE.md, "Boundaries"), checked by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index-only',
      comment: 'Modules, the bots and scripts reach a module only through its index.ts.',
      severity: 'error',
      from: { path: '^(modules/([^/]+)|bots|scripts)/', pathNot: '\\.schemas\\.ts$' },
      to: { path: '^modules/[^/]+/', pathNot: ['^$1/', '^modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'bots-through-index-only',
      comment: 'Outside bots/, the bots are reached through bots/index.ts (or its pure bots.schemas.ts).',
      severity: 'error',
      from: { path: '^(modules|scripts|src)/' },
      to: { path: '^bots/', pathNot: ['^bots/index\\.ts$', '^bots/bots\\.schemas\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: dependencies run one way (e.g. orders -> market -> catalog).',
      severity: 'error',
      from: { pathNot: '^node_modules' },
      to: { circular: true },
    },
    {
      name: 'kernel-is-pure',
      comment: 'kernel/ is the shared vocabulary: it imports nothing but itself, no library and no Node built-in.',
      severity: 'error',
      from: { path: '^kernel/' },
      to: { pathNot: '^kernel/' },
    },
    {
      name: 'web-feature-not-another-feature',
      comment:
        'A web feature never imports another feature: shared pieces live in web/src/shared, composition in web/src/app.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-stands-alone',
      comment: 'web/src/shared is the base layer: it never imports the app or a feature.',
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/(app|features)/' },
    },
    {
      name: 'schemas-import-only-schemas',
      comment:
        "A pure schema file may build on another module's pure schemas (shared vocabulary, e.g. currencies), nothing else.",
      severity: 'error',
      from: { path: '\\.schemas\\.ts$' },
      to: { path: '^(modules|src|config|bots|migrations)/', pathNot: '^modules/[^/]+/[^/]+\\.schemas\\.ts$' },
    },
    {
      name: 'module-no-src-internals',
      comment: 'Modules use the platform kernel (src/platform), never the composition root or other src/ internals.',
      severity: 'error',
      from: { path: '^modules/' },
      to: { path: '^src/', pathNot: '^src/platform/' },
    },
    {
      name: 'platform-kernel-is-domain-free',
      comment: 'src/platform knows no module; modules plug into it.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^(modules|bots)/' },
    },
    {
      name: 'web-no-server-code',
      comment: 'The SPA never imports server code, except pure yup schemas of a module.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(src|modules|config|bots|migrations|test)/', pathNot: '^modules/[^/]+/[^/]+\\.schemas\\.ts$' },
    },
    {
      name: 'schemas-are-pure',
      comment: '*.schemas.ts is shared with the browser: no Node built-ins, no server code.',
      severity: 'error',
      from: { path: '\\.schemas\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'schemas-import-only-schemas',
      severity: 'error',
      from: { path: '\\.schemas\\.ts$' },
      to: { path: '^(src|modules|config)/', pathNot: '\\.schemas\\.ts$' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(web/dist|node_modules)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
