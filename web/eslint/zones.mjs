import path from 'node:path';

/**
 * The console's import directions (docs: ../shared/design/areas.md, bulletproof-react's zones):
 *  - a feature (web/src/features/<x>/) never imports another feature, nor the app shell;
 *  - the shared code (components/, lib/) imports neither features nor the app shell;
 *  - the central texts (locales/) gather each feature's locales/ and nothing else of a feature.
 * What two features share moves to components/, lib/ or @packflow/contracts.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../src');

/** Where a file of web/src sits: ['features', 'customers'], ['app'], ['lib'] … or null outside. */
function zoneOf(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name, sub] = relative.split(path.sep);
  return top === 'features' ? { top, feature: name, sub } : { top };
}

/** Why `from` may not import `to`, or null when it may. */
export function forbidden(from, to) {
  if (!from || !to) return null;
  if (from.top === 'features') {
    if (to.top === 'features' && to.feature !== from.feature)
      return `A feature does not import another feature (features/${from.feature} -> features/${to.feature}): move what both need to components/, lib/ or @packflow/contracts.`;
    if (to.top === 'app')
      return `A feature does not import the app shell (features/${from.feature} -> app/): the app gathers the features, not the other way round.`;
    return null;
  }
  if ((from.top === 'lib' || from.top === 'components') && (to.top === 'features' || to.top === 'app'))
    return `Shared code (${from.top}/) imports neither features nor the app shell (-> ${to.top}/).`;
  if (from.top === 'locales' && to.top === 'features' && to.sub !== 'locales')
    return "The central texts gather only a feature's locales/ folder.";
  if (from.top === 'locales' && to.top === 'app') return 'The central texts do not import the app shell.';
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "The console's import directions between features, shared code and the app shell." },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const message = forbidden(from, zoneOf(path.resolve(path.dirname(context.filename), source.value)));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

/** The flat-config block: every console source file, tests included. */
export function webZones() {
  return [
    {
      files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
      plugins: { 'packflow-web': { rules: { zones: rule } } },
      rules: { 'packflow-web/zones': 'error' },
    },
  ];
}
