// Prints the API module graph: cross-module imports (counted per importing file and target) and
// the cycles between modules (strongly connected components), from dependency-cruiser's resolution.
// `--all` counts every import, including routes, tests and schema foreign keys; `--fks` adds only the
// schema foreign keys to the module code.
import { cruise } from 'dependency-cruiser';

const all = process.argv.includes('--all');
const fks = all || process.argv.includes('--fks');
const result = await cruise(['apps/api/src'], {
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.lint.json' },
  exclude: { path: ['node_modules', '\\.d\\.ts$'] },
  doNotFollow: { path: 'node_modules' },
});
const moduleOf = (path) => path.match(/^apps\/api\/src\/modules\/([^/]+)\//)?.[1];
const isLayerAbove = (path) => /\.test\.ts$|test-support\.ts$|[a-z-]*routes\.ts$/.test(path);
const edges = new Map();
let imports = 0;
for (const m of result.output.modules) {
  const from = moduleOf(m.source);
  if (!from || (!all && isLayerAbove(m.source))) continue;
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    if (!to || to === from) continue;
    if (!fks && /\/schema\.ts$/.test(m.source) && /\/schema\.ts$/.test(d.resolved)) continue;
    imports++;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
// Tarjan's strongly connected components: a component of more than one module is a cycle.
let index = 0;
const idx = new Map(),
  low = new Map(),
  stack = [],
  on = new Set(),
  sccs = [];
const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])])];
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) sccs.push(c.sort());
  }
}
for (const v of nodes) if (!idx.has(v)) strong(v);
const arrows = [...edges.values()].reduce((n, s) => n + s.size, 0);
console.log(
  `${all ? 'every import' : fks ? 'module code with schema foreign keys' : 'module code (no routes, tests, schema foreign keys)'}: ${nodes.length} modules, ${arrows} module-to-module arrows, ${imports} cross-module imports`,
);
console.log(sccs.length ? `cycles: ${sccs.map((c) => `{${c.join(', ')}}`).join(' ')}` : 'cycles: none');
for (const [from, tos] of [...edges].sort()) console.log(`  ${from} -> ${[...tos].sort().join(', ')}`);
