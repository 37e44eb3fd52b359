// The layers (README, "Layout"), checked by dependency-cruiser in `npm run lint` and `npm test`:
//   app → features/* → shared (with design) → config, content; a feature never imports another feature;
//   the worker (src/sw) reaches the enquiry core only through its index; the core has no React.
const FEATURE = '^src/features/([^/]+)/';
const CORE = '^src/features/enquiry/core/';
const REACT = '(^|/)node_modules/(react|react-dom|react-intl|react-hot-toast|@tanstack/react-router)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'down-the-layers-from-features',
      comment: 'A feature imports only itself, shared code, design, config and content: never the app.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'A feature never imports another feature: the app composes them (src/app).',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'down-the-layers-from-shared',
      comment: 'Shared code and design sit under the features: they import only config, content and each other.',
      severity: 'error',
      from: { path: '^src/(shared|design)/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'down-the-layers-from-content',
      comment: 'Content is data and typed facts: it imports only config (and itself).',
      severity: 'error',
      from: { path: '^src/content/' },
      to: { path: '^src/(app|features|shared|design)/' },
    },
    {
      name: 'config-is-the-bottom',
      comment: 'src/config imports nothing else of the app.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/', pathNot: '^src/config/' },
    },
    {
      name: 'worker-reaches-the-core-through-its-index',
      comment: 'The worker imports shared code, config, content, and the enquiry core only through its index.',
      severity: 'error',
      from: { path: '^src/sw/' },
      to: { path: '^src/(app|features)/', pathNot: `${CORE}index\\.ts$` },
    },
    {
      name: 'only-the-worker-imports-the-worker',
      comment: 'Page and worker talk through src/shared/sw-bridge, never by importing src/sw.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/sw/' },
      to: { path: '^src/sw/' },
    },
    {
      name: 'core-stays-plain',
      comment: 'The enquiry core is plain TypeScript shared with the worker: no React, no page side of its feature.',
      severity: 'error',
      from: { path: CORE },
      to: { path: [REACT, '^src/(app|sw)/', '^src/features/(?!enquiry/core/)'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no JS API for it to parse with; Babel's TypeScript preset parses .ts and .tsx alike.
    babelConfig: { fileName: 'scripts/depcruise-babel.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    exclude: { path: '\\.d\\.ts$' },
  },
};
