/**
 * The directions imports may take, written once (docs/architecture.md draws them). `npm run
 * check` (and so `npm test`) fails on an import against them or on any circle, type-only
 * imports included: a circle of types still ties the files' meanings together.
 *
 *   bin -> infra -> lambdas (route table, events, reference, table) ; infra/local -> all of lambdas
 *   lambdas: http, events, triggers -> core -> core/ports (interfaces) <- ports (adapters)
 *   web: app -> features -> ui -> lib -> i18n, sw -> @core (reference, schemas), @http route contracts
 */
const not = (...paths) => `^(${paths.join('|')})`;
/** The route table's definitions and their types, which the SPA's client reads (call-route.ts). */
const ROUTE_CONTRACTS = '^lambdas/http/(routes/[^/]+|route|route-contract)\\.ts$';

/**
 * The bench's own packages: unresolved where they are not installed (a fresh clone), in
 * test/bench/node_modules where they are.
 */
const BENCH_TOOLS =
  '(^|(^|/)node_modules/)(@types/autocannon|autocannon|lighthouse|chrome-launcher|selfsigned)(/|$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-stays-inside',
      comment:
        'The domain names what it needs in lambdas/core/ports; adapters, handlers, infra and the SPA sit above it.',
      severity: 'error',
      from: { path: '^lambdas/core/' },
      to: { path: not('lambdas/(ports|http|events|triggers)/', 'infra/', 'bin/', 'web/', 'test/') },
    },
    {
      name: 'adapters-implement-core-ports',
      comment:
        'An adapter knows the interface it implements (lambdas/core/ports) and the reference data it speaks in (currencies, say), not the domain that uses it.',
      severity: 'error',
      from: { path: '^lambdas/ports/' },
      to: {
        path: not('lambdas/(core|http|events|triggers)/', 'infra/', 'bin/', 'web/', 'test/'),
        pathNot: '^lambdas/core/(ports|reference)/',
      },
    },
    {
      name: 'entries-stay-in-lambdas',
      comment:
        'Handlers, consumers and triggers use core and the adapters; they do not reach into each other, infra or the SPA.',
      severity: 'error',
      from: { path: '^lambdas/(http|events|triggers)/' },
      to: { path: not('infra/', 'bin/', 'web/', 'test/') },
    },
    {
      name: 'entries-do-not-cross',
      comment:
        'An HTTP handler, an event consumer and a Cognito trigger share core and ports only.',
      severity: 'error',
      from: { path: '^lambdas/(http|events|triggers)/' },
      to: { path: '^lambdas/(http|events|triggers)/', pathNot: '^lambdas/$1/' },
    },
    {
      name: 'infra-builds-from-lambdas',
      comment: 'The stack reads the route table and reference; it never reads the SPA source.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: not('web/', 'test/', 'bin/') },
    },
    {
      name: 'nothing-imports-app-from-below',
      comment: 'web/src/app composes the features; only the entry (main.tsx) imports it.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/(app/|main\\.tsx)' },
      to: { path: '^web/src/(app/|main\\.tsx)' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'Shared screen parts live in web/src/ui, shared logic in web/src/lib.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'ui-below-features',
      severity: 'error',
      from: { path: '^web/src/ui/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'lib-below-ui',
      severity: 'error',
      from: { path: '^web/src/(lib|i18n|sw)/' },
      to: { path: '^web/src/(features|ui)/' },
    },
    {
      name: 'i18n-below-lib',
      severity: 'error',
      from: { path: '^web/src/(i18n|sw)/' },
      to: { path: '^web/src/lib/' },
    },
    {
      name: 'spa-reads-core-and-route-contracts-only',
      comment:
        'The SPA shares the domain schemas and reference (the @core alias) and calls routes by their definitions (@http/routes); adapters and handlers carry AWS SDKs and secrets.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: not('lambdas/(ports|http|events|triggers)/', 'infra/', 'bin/', 'test/'),
        pathNot: ROUTE_CONTRACTS,
      },
    },
    {
      name: 'screens-call-routes-by-definition',
      comment:
        'Screens call the API through lib/call-route.ts, which reads method, path, token and kept-offline from the route; the plain client is for lib alone (the outbox resends kept paths).',
      severity: 'error',
      from: { path: '^web/src/(app|features|ui)/' },
      to: { path: '^web/src/lib/(api-client|api-fetch)\\.ts$' },
    },
    {
      name: 'route-contracts-hold-no-server-code',
      comment:
        'The SPA bundles the route definitions: they read core schemas and reference, never handlers or adapters.',
      severity: 'error',
      from: { path: ROUTE_CONTRACTS },
      to: {
        path: not('lambdas/(ports|http|events|triggers)/', 'infra/'),
        pathNot: `${ROUTE_CONTRACTS}|^lambdas/ports/needs\\.ts$`,
      },
    },
    {
      name: 'declared-where-used',
      comment:
        'Every package a file imports is declared by its package.json (the root, or test/bench for the bench tools): one that is only there because another package needs it comes and goes with that package.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'functions-run-on-runtime-dependencies',
      comment:
        'What a Lambda function bundles is a runtime dependency; devDependencies serve the build, the tests and the local stand-ins.',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'bench-tools-stay-in-the-bench',
      comment:
        'The bench alone installs its tools (test/bench/package.json, by `npm run bench`): nothing the product or `npm test` runs may reach them, not even through a bench file.',
      severity: 'error',
      from: { path: '^(bin|infra|lambdas|web|scripts|test/(?!bench/))' },
      to: { path: BENCH_TOOLS, reachable: true },
    },
    {
      name: 'product-does-not-import-tests',
      severity: 'error',
      from: { path: '^(bin|infra|lambdas|web|scripts)/' },
      to: { path: '^test/' },
    },
  ],
  options: {
    // Type-only imports count: they are part of a file's meaning and of every circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // A file's packages are those of every package.json from its folder up: test/bench's own
    // tools count as declared there.
    combinedDependencies: true,
    doNotFollow: { path: 'node_modules' },
    // Packages are not followed, but stay in the graph: the package rules read them.
    exclude: { path: '^(cdk\\.out|web/dist|\\.local-data)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
