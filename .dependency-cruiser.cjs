// The walls between the project's parts, checked by `npm test` (scripts/test.mjs runs `depcruise`).
// Why each one: the client bundles must never pull server code (secrets, drivers, Node built-ins); widgets
// are embedded on partners' pages and must not grow with the portal; the database layer sits under the
// services, so it must not call them; and a circle means no file in it can be understood, tested or loaded
// alone. docs/server.md draws the server's domains and what each may use.
/** A wall: no file whose path matches `from` may import one whose path matches `to`. */
const wall = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    wall(
      'client-imports-server',
      'Client code (src, portal, console, widgets, play) must not import the server: move shared rules to src.',
      '^(src|portal|console|widgets|play)/',
      '^server/',
    ),
    wall(
      'widgets-import-portal',
      'Widgets are embedded on partner pages: they must not import the portal.',
      '^widgets/',
      '^portal/',
    ),
    wall(
      'product-imports-simulator',
      "simulator/ plays the providers' side for tests and development: the product never depends on it.",
      '^(src|portal|console|widgets|play|server)/',
      '^simulator/',
    ),
    wall(
      'hub88-simulator-imports-operator',
      "The Hub88 simulator is written from Hub88's documents: it shares no code or type with the operator or its tests.",
      '^simulator/hub88',
      '^(server|src|tests)/',
    ),
    wall(
      'db-imports-services',
      'server/db is below the services: schemas and queries must not call them.',
      '^server/db/',
      '^server/services/',
    ),
    {
      name: 'services-through-public-surface',
      comment:
        "A domain of server/services uses another only through its index.ts (the domain's public surface).",
      severity: 'error',
      from: { path: '^server/services/([^/]+)/' },
      to: {
        path: '^server/services/[^/]+/',
        pathNot: ['^server/services/$1/', '^server/services/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-through-public-surface',
      comment:
        'Routes, providers, plugins, seeds and the composition root use a domain of server/services only through its index.ts.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/services/' },
      to: { path: '^server/services/[^/]+/', pathNot: '^server/services/[^/]+/index\\.ts$' },
    },
    {
      name: 'console-page-imports-page',
      comment:
        "A console page uses another page's folder only by moving the part both need to console/app/ (docs/console.md).",
      severity: 'error',
      from: { path: '^console/pages/([^/]+)/' },
      to: { path: '^console/pages/', pathNot: '^console/pages/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'An import circle: break it by moving what both sides need to a leaf module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle-in-server',
      comment:
        'Two server folders use each other: one of them must stop (docs/server.md draws who may use whom).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/' },
      to: { path: '^server/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
