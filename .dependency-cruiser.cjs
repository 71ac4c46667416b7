/**
 * The architecture, enforced (`npm run lint`). docs/ARCHITECTURE.md describes these rules; every
 * arrow between two API modules is listed in MODULES below, so adding one is a written decision.
 */

/**
 * API modules and the modules each may use (through their public entry, `index.ts`), counting
 * everything a module's files import: commands, queries, routes, subscriptions, jobs and the foreign
 * keys of `schema.ts`. The graph must stay acyclic (checked when this file loads, and by
 * `scripts/module-graph.mjs --check` against the arrows budget). Reactions to another module's
 * change are subscribers to its domain events (apps/api/src/domain/events.ts), not arrows:
 * no module that emits imports message, notification or audit.
 */
const MODULES = {
  account: [],
  wallet: ['account'],
  message: ['account'],
  notification: ['account'],
  address: ['account'],
  payment: ['account'],
  auth: ['account', 'notification', 'wallet'],
  audit: ['auth'],
  content: [],
  character: ['account'],
  contributor: ['account', 'character'],
  community: ['account', 'character'],
  vote: ['account', 'character', 'contributor', 'wallet'],
  crowdfunding: ['account', 'address', 'character', 'contributor', 'payment', 'wallet'],
  shop: ['account', 'address', 'character', 'payment'],
  cart: ['account', 'shop'],
  raffle: ['account', 'address', 'character', 'shop', 'wallet'],
  drop: ['account', 'shop'],
  catalog: ['account', 'character', 'community', 'crowdfunding', 'shop', 'vote'],
  admin: ['account', 'audit', 'auth', 'catalog', 'character', 'crowdfunding', 'raffle', 'shop', 'vote', 'wallet'],
  dev: [],
  health: [],
};

/**
 * Read models: query files that may read (never write) the tables of the modules their module
 * may use, to join them in one statement. Nothing else imports another module's tables.
 */
const READ_MODELS = [
  'catalog/card-lists.ts',
  'catalog/card-queries.ts',
  'catalog/public-lists.ts',
  'catalog/detail-queries.ts',
  'catalog/figurine-queries.ts',
  'admin/queries.ts',
  'admin/audit-targets.ts',
  'admin/dashboard-queries.ts',
  'community/queries.ts',
  'contributor/queries.ts',
  'crowdfunding/queries.ts',
  'drop/queries.ts',
  'raffle/queries.ts',
  'shop/queries.ts',
];

/** Web apps (the store and the admin console): layers from the bottom; a layer may import those before it, never those after. */
const WEB_LAYERS = ['lib', 'components', 'features', 'app'];

function assertAcyclic(graph) {
  const state = {};
  const visit = (node, trail) => {
    if (state[node] === 'done') return;
    if (state[node] === 'visiting') throw new Error(`API module graph has a cycle: ${[...trail, node].join(' -> ')}`);
    if (!graph[node]) throw new Error(`Unknown API module "${node}" in the module graph`);
    state[node] = 'visiting';
    for (const next of graph[node]) visit(next, [...trail, node]);
    state[node] = 'done';
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
assertAcyclic(MODULES);

const API = '^apps/api/src';
const MOD = `${API}/modules`;
const TESTS = '\\.test\\.tsx?$';
/** The composition root: the files that name modules to wire them (decision 068). */
const ROOT = `${API}/(app|jobs|main|module-list|build-context|notify-listeners|fleet-gauges)\\.ts$`;
const escape = (s) => s.replace(/[.]/g, '\\.');
const readModels = READ_MODELS.map((f) => `${MOD}/${escape(f)}$`);

const moduleRules = Object.entries(MODULES).flatMap(([name, allowed]) => [
  {
    name: `api-module-${name}`,
    comment: `modules/${name} may use only: ${allowed.join(', ') || 'no other module'} (MODULES in .dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: `${MOD}/${name}/`, pathNot: TESTS },
    to: { path: `${MOD}/`, pathNot: `${MOD}/(${[name, ...allowed].join('|')})/` },
  },
]);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...moduleRules,
    {
      name: 'api-public-entry',
      comment: 'Another module is used only through its public entry (modules/<x>/index.ts).',
      severity: 'error',
      from: { path: `${MOD}/([^/]+)/`, pathNot: [TESTS, `${MOD}/[^/]+/schema\\.ts$`, ...readModels] },
      to: { path: `${MOD}/`, pathNot: [`${MOD}/$1/`, `${MOD}/[^/]+/index\\.ts$`] },
    },
    ...READ_MODELS.map((file) => ({
      name: 'api-read-models',
      comment: "A read model reads other modules' tables (schema.ts) or uses their public entry; nothing else of theirs.",
      severity: 'error',
      from: { path: `${MOD}/${escape(file)}$` },
      to: { path: `${MOD}/`, pathNot: [`${MOD}/${file.split('/')[0]}/`, `${MOD}/[^/]+/(index|schema)\\.ts$`] },
    })),
    {
      name: 'api-schema-foreign-keys',
      comment: 'A schema.ts imports another module only for foreign keys: its schema.ts.',
      severity: 'error',
      from: { path: `${MOD}/([^/]+)/schema\\.ts$` },
      to: { path: `${MOD}/`, pathNot: [`${MOD}/$1/`, `${MOD}/[^/]+/schema\\.ts$`] },
    },
    {
      name: 'api-modules-below-composition-root',
      comment: 'Modules are wired by the composition root (ROOT), composed by flows/ and used by seeds, never the other way round.',
      severity: 'error',
      from: { path: `${MOD}/`, pathNot: TESTS },
      to: { path: [ROOT, `${API}/seed/`, `${API}/flows/`] },
    },
    {
      name: 'api-flows-use-public-entries',
      comment: 'A flow (a stage change across modules) composes modules through their public entries, never their internals.',
      severity: 'error',
      from: { path: `${API}/flows/` },
      to: { path: `${MOD}/`, pathNot: `${MOD}/[^/]+/index\\.ts$` },
    },
    {
      name: 'api-domain-knows-no-module',
      comment: 'domain/ (the event catalogue and extension points) is the vocabulary modules share: it imports no module.',
      severity: 'error',
      from: { path: `${API}/domain/`, pathNot: TESTS },
      to: { path: [`${MOD}/`, ROOT, `${API}/(context|module-definition)\\.ts$`, `${API}/seed/`] },
    },
    {
      name: 'api-platform-is-below-modules',
      comment: 'platform/ and db/ know nothing of the domains.',
      severity: 'error',
      from: { path: `${API}/(platform|db)/`, pathNot: TESTS },
      to: { path: [`${MOD}/`, `${API}/domain/`] },
    },
    {
      name: 'api-routes-http-only',
      comment: "Routes use modules through their public entries (and their own module), never another module's internals.",
      severity: 'error',
      from: { path: `${MOD}/([^/]+)/[a-z-]*routes\\.ts$` },
      to: { path: `${MOD}/`, pathNot: [`${MOD}/$1/`, `${MOD}/[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-composition-root',
      comment: 'The composition root wires modules by their public entries: each exports its definition, route plugins included.',
      severity: 'error',
      from: { path: ROOT },
      to: { path: `${MOD}/`, pathNot: `${MOD}/[^/]+/index\\.ts$` },
    },
    ...['web', 'admin'].flatMap((app) => [
      {
        name: `${app}-features-are-independent`,
        comment: 'A feature does not import another; what two share moves to components/ or lib/.',
        severity: 'error',
        from: { path: `^apps/${app}/src/features/([^/]+)/` },
        to: { path: `^apps/${app}/src/features/`, pathNot: `^apps/${app}/src/features/$1/` },
      },
      ...WEB_LAYERS.map((layer, i) => ({
        name: `${app}-layer-${layer}`,
        comment: `apps/${app}/src/${layer} may import only ${WEB_LAYERS.slice(0, i + 1).join(', ')} (layers: ${WEB_LAYERS.join(' → ')}).`,
        severity: 'error',
        from: { path: `^apps/${app}/src/${layer}/` },
        to: { path: `^apps/${app}/src/(${WEB_LAYERS.slice(i + 1).join('|') || '$^'})/` },
      })),
    ]),
    {
      name: 'testing-only-in-tests',
      comment: "An app's test kit (the console's mocked API and fixtures, render helpers) is for its tests; the bundle never imports it.",
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/', pathNot: ['\\.test\\.tsx?$', '^apps/(web|admin)/src/testing/'] },
      to: { path: '^apps/(web|admin)/src/testing/' },
    },
    {
      name: 'store-and-console-apart',
      comment: 'The store (apps/web) and the admin console (apps/admin) are separate bundles: neither imports the other.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^apps/(web|admin|api)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and web and depends on neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves (a declared dependency or a file).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '\\.d\\.ts$', '^apps/(web|admin)/vite\\.config\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.lint.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
