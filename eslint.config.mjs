import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { webZones } from './web/eslint/zones.mjs';

/** Reaching the named parts of the repository by a relative path (`../../../projections/src/x`). */
const relativeInto = (parts, message) => ({
  regex: `^\\.{1,2}/(.*/)?(${parts.join('|')})(/|$)`,
  message,
});

/** The directions the backend's parts import in; see test/boundaries/boundaries.test.ts. */
function boundaries() {
  const libs = (...names) => names.map((n) => `${n}\\/src`);
  const noFramework = ['@nestjs/*', 'pg', 'kysely', 'node:*', 'express', 'socket.io', 'bullmq', 'ioredis'];
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const group = (names, message) => ({ group: names, message });
  const apps = ['api\\/src', 'worker\\/src'];
  const projections = 'projections\\/src';
  const runtime = 'runtime\\/src';
  const domain = [
    group(noFramework, 'The domain is pure: no framework, no SQL, no I/O.'),
    group(
      ['@packflow/*', '!@packflow/contracts', '!@packflow/domain'],
      'The domain imports nothing of ours but @packflow/contracts.',
    ),
    relativeInto(
      [...apps, projections, runtime, ...libs('config', 'db', 'eventstore', 'jobs', 'platform', 'contracts')],
      'The domain imports nothing of ours but @packflow/contracts (by its name).',
    ),
  ];
  return [
    // The domain is pure: no framework, no SQL, no I/O; of ours only the contracts. Its tests may
    // also use the shared test support; its rules may not.
    restrict(
      ['libs/domain/**/*.ts'],
      [...domain, relativeInto(['test\\/support'], 'Test support is for tests.')],
      ['**/*.test.ts'],
    ),
    restrict(['libs/domain/**/*.test.ts'], domain),
    // The contracts are what the API and the console share: they import nothing of ours.
    restrict(
      ['libs/contracts/**/*.ts'],
      [
        group(['@packflow/*', '!@packflow/contracts'], 'The contracts import nothing of ours.'),
        relativeInto(
          [
            ...apps,
            projections,
            'web\\/src',
            runtime,
            ...libs('config', 'db', 'domain', 'eventstore', 'jobs', 'platform'),
          ],
          'The contracts import nothing of ours.',
        ),
      ],
    ),
    // Every other library (any folder of libs/, present or to come) is under the read side and
    // the composition root: nothing in libs/ imports back up (the domain and the contracts have
    // their stricter lists above, and a file keeps only one block's list).
    restrict(
      ['libs/**/*.ts'],
      [
        group(
          ['@packflow/projections', '@packflow/runtime'],
          'A library imports neither the projections nor the composition root: nothing in libs/ runs back up.',
        ),
        relativeInto(
          [...apps, projections, runtime],
          'A library imports neither the projections, the composition root nor the apps.',
        ),
      ],
      ['libs/domain/**', 'libs/contracts/**'],
    ),
    // The read side: no apps, no composition root.
    restrict(
      ['projections/**/*.ts'],
      [
        group(['@packflow/runtime'], 'The projections do not import the composition root.'),
        relativeInto([...apps, runtime], 'The projections import neither the composition root nor the apps.'),
      ],
    ),
    // The composition root (runtime/, above libs and projections): everything below the apps.
    restrict(['runtime/**/*.ts'], [relativeInto(apps, 'The composition root does not import the apps.')]),
    // The worker and the API start from @packflow/runtime and never import each other.
    restrict(
      ['apps/worker/**/*.ts'],
      [
        relativeInto(
          ['api\\/src'],
          'The worker does not import the API: what both need lives in libs or projections.',
        ),
      ],
    ),
    restrict(
      ['apps/api/**/*.ts'],
      [
        relativeInto(
          ['worker\\/src'],
          'The API does not import the worker: what both need lives in runtime/ (or below).',
        ),
      ],
    ),
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'web/dist/**', 'node_modules/**', 'data/**', 'artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  // Import directions between the parts of the backend (docs: ../shared/design/areas.md). Each
  // block covers its own files (a file matched by two blocks would keep only the later block's
  // list); relativeInto() catches reaching another part by a relative path instead of its name.
  ...boundaries(),
  // The console: features never import each other nor the app shell (web/eslint/zones.mjs).
  ...webZones(),
);
