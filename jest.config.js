/** Unit, integration and end-to-end tests in one run; see scripts/test.mjs. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/libs',
    '<rootDir>/apps',
    '<rootDir>/projections',
    '<rootDir>/runtime',
    '<rootDir>/test',
    '<rootDir>/web/src',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // Style sheets mean nothing to jsdom: every `.css` import is an empty module.
    '\\.css$': '<rootDir>/test/support/style-stub.js',
    '^@packflow/(config|contracts|db|domain|eventstore|jobs|platform)$': '<rootDir>/libs/$1/src',
    '^@packflow/projections$': '<rootDir>/projections/src',
    '^@packflow/runtime$': '<rootDir>/runtime/src',
    '^@packflow/eventstore/esdb$': '<rootDir>/libs/eventstore/src/esdb/esdb-event-store',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
