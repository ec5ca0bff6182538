/**
 * Module boundaries (ARCHITECTURE.md, "Boundaries"), checked by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index-only',
      comment: 'A module imports another module only through its index.ts.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: '\\.schemas\\.ts$' },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/$1/', '^modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'schemas-import-only-schemas',
      comment: 'A pure schema file may build on another module\'s pure schemas (shared vocabulary, e.g. currencies), nothing else.',
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
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
