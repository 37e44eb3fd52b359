// The layers (README, "Layout"), checked by dependency-cruiser in `npm run lint` and `npm test`:
//   app → features/* → shared (with design) → config, content; a feature never imports another feature;
//   the worker (src/sw) reaches the enquiry core only through its index; the core has no React.
//   scripts/ (the build, content checks, editor, relay) reads the site's data and plain modules, never the reverse.
const FEATURE = '^src/features/([^/]+)/';
const CORE = '^src/features/enquiry/core/';
/** What scripts/ may read of src/: the data layers, plain shared modules and the enquiry core (the relay checks alike). */
const READABLE_FROM_SCRIPTS = [
  '^src/(config|content|design)/',
  '^src/shared/.+\\.ts$',
  CORE,
  // The article's type classes, which the editor's preview of a post wears too.
  '^src/features/blog/components/prose\\.ts$',
];
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
    {
      name: 'scripts-read-the-plain-layers',
      comment: 'scripts/ imports src/config, src/content, plain src/shared modules and the enquiry core: not pages.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/', pathNot: READABLE_FROM_SCRIPTS },
    },
    {
      name: 'only-content-and-config-read-the-compiled-content',
      comment: 'generated/ is the compiled content: pages reach it through src/content (and routes.ts its slugs).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(content|config)/' },
      to: { path: '^generated/' },
    },
    {
      name: 'compiled-content-reads-only-its-types',
      comment: 'The compiled modules import the types and languages they are written for, nothing that draws.',
      severity: 'error',
      from: { path: '^generated/' },
      to: { path: '^src/', pathNot: '^src/(content|config)/' },
    },
    {
      name: 'src-never-imports-scripts',
      comment: 'The site is built by scripts/ and never imports it: build-time values arrive as generated modules.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no JS API for it to parse with; Babel's TypeScript preset parses .ts and .tsx alike.
    babelConfig: { fileName: 'scripts/depcruise-babel.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    exclude: { path: '\\.d\\.m?ts$' },
  },
};
