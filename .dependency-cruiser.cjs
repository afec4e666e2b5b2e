// Import boundaries of docs/architecture.md ("Layers and what may import what"), checked by
// `npm run lint:deps` (part of `npm test`): dependency-cruiser resolves every import, type-only ones
// included, and fails on a forbidden edge or a cycle. Test files are outside the layer rules (they
// reach across layers on purpose) but not outside the cycle check.

// dependency-cruiser reads TypeScript through the TypeScript compiler API, which TypeScript 7 (the
// native `tsc`) does not have: package.json keeps TypeScript 6 as `typescript` for tools like this one
// and TypeScript 7 as `@typescript/native` for `tsc`. Without the API dependency-cruiser would fall back
// to a loose parser that misses type-only imports and passes quietly, so stop here instead.
const ts = require('typescript');
if (typeof ts.createProgram !== 'function')
  throw new Error(`dependency-cruiser needs the TypeScript compiler API; 'typescript' is ${ts.version}, which has none (see package.json).`);

const TEST = '[.]test[.]tsx?$';
const npm = (...names) => `(^|/)node_modules/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle (type-only imports count) means two modules are one; move the shared part to where it belongs.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import must resolve, so no edge escapes the rules below.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'inline-login-script-stays-small',
      severity: 'error',
      comment:
        "index.html carries the static login form's script inline (D32): it reads the route table and the login rules, " +
        'never Effect or a contract (through the route table they once pulled Effect into the page).',
      from: { path: '^src/app/login/inline-script[.]ts$' },
      to: { reachable: true, path: [npm('effect', 'react', 'react-dom', 'xstate'), '/contract[.]ts$'] },
    },
    {
      name: 'service-worker-stays-small',
      severity: 'error',
      comment: 'sw.js (D65) is its own classic script: the caching rule and the route table, never the app\'s frameworks or contracts.',
      from: { path: '^src/app/install/service-worker[.]ts$' },
      to: { reachable: true, path: [npm('effect', 'react', 'react-dom', 'xstate'), '/contract[.]ts$'] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain is pure: Effect (Schema) and itself only; no I/O, no framework.',
      from: { path: '^src/domain/', pathNot: TEST },
      to: { pathNot: ['^src/domain/', npm('effect')] },
    },
    {
      name: 'machines-only-declare',
      severity: 'error',
      comment: 'Machines decide: no services, composition root, views, bridges, React or router.',
      from: { path: '^machines/', pathNot: TEST },
      to: { path: ['^src/(services|app|screens|ui)/', '^bridges/', npm('react', 'react-dom', '@xstate/react', 'wouter')] },
    },
    {
      name: 'services-do-not-decide-or-draw',
      severity: 'error',
      comment: 'Services do I/O: no machines, composition root, views or React.',
      from: { path: '^src/services/', pathNot: TEST },
      to: { path: ['^machines/', '^src/(app|screens|ui)/', npm('react', 'react-dom')] },
    },
    {
      name: 'bridges-are-the-platform-edge',
      severity: 'error',
      comment: 'Bridges are I/O at the platform edge: no machines, composition root, views, services or React.',
      from: { path: '^bridges/', pathNot: TEST },
      to: { path: ['^machines/', '^src/(app|screens|ui|services)/', npm('react', 'react-dom')] },
    },
    {
      name: 'screens-render-and-send',
      severity: 'error',
      comment: 'Views render machine state and send events: no services, composition root or bridges.',
      from: { path: '^src/screens/', pathNot: TEST },
      to: { path: ['^src/(services|app)/', '^bridges/'] },
    },
    {
      name: 'screen-area-own-machines',
      severity: 'error',
      comment: "A screen area reads its own area's machines and the shared ones only; compose across areas in src/app.",
      from: { path: '^src/screens/([^/]+)/', pathNot: TEST },
      to: { path: '^machines/', pathNot: ['^machines/$1/', '^machines/shared/'] },
    },
    {
      name: 'screen-area-own-screens',
      severity: 'error',
      comment: "A screen area does not import another area's views; shared ones live in src/screens/shared or src/ui.",
      from: { path: '^src/screens/([^/]+)/', pathNot: TEST },
      to: { path: '^src/screens/', pathNot: ['^src/screens/$1/', '^src/screens/shared/'] },
    },
    {
      name: 'ui-is-presentational',
      severity: 'error',
      comment: 'src/ui holds presentational parts: no machines, services, composition root, screens or bridges.',
      from: { path: '^src/ui/', pathNot: TEST },
      to: { path: ['^machines/', '^src/(services|app|screens)/', '^bridges/'] },
    },
    {
      name: 'server-shares-only-the-domain',
      severity: 'error',
      comment: 'The server shares the domain contracts with the client, nothing else.',
      from: { path: '^server/', pathNot: TEST },
      to: { path: ['^src/', '^machines/', '^bridges/'], pathNot: '^src/domain/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A work tree's node_modules may be a link to another checkout's: keep the paths as imported.
    preserveSymlinks: true,
    // Type-only imports are edges too: a type from a forbidden layer is still a dependency on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
