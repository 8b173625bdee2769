import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The import directions of areas.md, as the lint (`npx eslint .`, run by `npm test`) enforces
 * them: each forbidden import below must be reported in the file it stands in, each allowed one
 * must not, and the backend's own sources must have none.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Finding {
  file: string;
  messages: { ruleId: string | null; line: number; message: string }[];
}

function lint(input: unknown): Finding[] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-imports.mjs')], {
    cwd: ROOT,
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as Finding[];
}

const line = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

/** [file the import stands in, what it imports]. */
const forbidden: [string, string][] = [
  // The domain imports nothing of ours but the contracts.
  ['libs/domain/src/customers/zz.ts', '@packflow/platform'],
  ['libs/domain/src/customers/zz.ts', '@packflow/projections'],
  ['libs/domain/src/customers/zz.ts', '@packflow/db'],
  ['libs/domain/src/customers/zz.ts', '@packflow/runtime'],
  ['libs/domain/src/customers/zz.ts', '../../../platform/src/command-runner'],
  ['libs/domain/src/customers/zz.ts', '../../../../projections/src/customers'],
  ['libs/domain/src/customers/zz.ts', '../../../../apps/api/src/customers/customers.controller'],
  ['libs/domain/src/customers/zz.ts', 'kysely'],
  ['libs/domain/src/customers/zz.ts', '@nestjs/common'],
  ['libs/domain/src/customers/zz.ts', 'node:fs'],
  ['libs/domain/src/quotations/zz.ts', '../../../../test/support/pricing-fixtures'],
  // ... and neither do its tests, which may use the shared test support.
  ['libs/domain/src/customers/zz.test.ts', '@packflow/eventstore'],
  ['libs/domain/src/customers/zz.test.ts', '../../../../apps/api/src/customers/customers.controller'],
  // The contracts import nothing of ours.
  ['libs/contracts/src/customers/zz.ts', '@packflow/domain'],
  ['libs/contracts/src/customers/zz.ts', '@packflow/db'],
  ['libs/contracts/src/customers/zz.ts', '../../../domain/src/customers/customer'],
  ['libs/contracts/src/customers/zz.ts', '../../../../web/src/lib/format'],
  // The platform (and the libraries under it) do not import the projections or the composition root.
  ['libs/platform/src/zz.ts', '@packflow/projections'],
  ['libs/platform/src/zz.ts', '@packflow/runtime'],
  ['libs/platform/src/zz.ts', '../../../projections/src/runner/lease'],
  ['libs/platform/src/zz.ts', '../../../apps/api/src/tokens'],
  ['libs/db/src/zz.ts', '@packflow/projections'],
  ['libs/jobs/src/zz.ts', '../../../runtime/src/jobs'],
  // No library imports back up, whatever its folder: the composition root once sat in
  // libs/runtime and imported the projection runner from projections/.
  ['libs/runtime/src/zz.ts', '@packflow/projections'],
  ['libs/anything/src/zz.ts', '@packflow/projections'],
  ['libs/anything/src/zz.ts', '@packflow/runtime'],
  ['libs/eventstore/src/zz.ts', '../../../projections/src/projection-runner'],
  // The projections do not import the apps.
  ['projections/src/customers/zz.ts', '../../../apps/api/src/customers/release-runs'],
  ['projections/src/customers/zz.ts', '../../../apps/worker/src/main'],
  ['projections/src/customers/zz.ts', '@packflow/runtime'],
  ['projections/src/customers/zz.ts', '../../../runtime/src/infrastructure'],
  // The composition root does not import the apps.
  ['runtime/src/zz.ts', '../../apps/api/src/tokens'],
  // The worker does not import the API, nor the API the worker.
  ['apps/worker/src/zz.ts', '../../api/src/customers/release-runs'],
  ['apps/api/src/zz.ts', '../../worker/src/main'],
  ['apps/api/src/customers/zz.ts', '../../../worker/src/main'],
];

const allowed: [string, string][] = [
  ['libs/domain/src/customers/zz.ts', '@packflow/contracts'],
  ['libs/domain/src/customers/zz.ts', '../shared/decider'],
  ['libs/domain/src/customers/zz.ts', 'decimal.js'],
  ['libs/domain/src/customers/zz.test.ts', '../../../../test/support/decider-spec'],
  ['libs/domain/src/customers/zz.test.ts', '@packflow/contracts'],
  ['libs/contracts/src/customers/zz.ts', 'zod'],
  ['libs/contracts/src/customers/zz.ts', '../shared/define-area'],
  ['libs/platform/src/zz.ts', '@packflow/domain'],
  ['libs/platform/src/zz.ts', '@packflow/eventstore'],
  ['projections/src/customers/zz.ts', '@packflow/domain'],
  ['projections/src/customers/zz.ts', '../runner/lease'],
  ['projections/src/customers/zz.ts', '@packflow/platform'],
  ['runtime/src/zz.ts', '@packflow/projections'],
  ['runtime/src/zz.ts', '@packflow/platform'],
  ['runtime/src/zz.ts', '@packflow/db'],
  ['apps/worker/src/zz.ts', '@packflow/runtime'],
  ['apps/api/src/zz.ts', '@packflow/runtime'],
  ['apps/api/src/customers/zz.ts', '../http/params'],
];

/** Other forms of the same import: a type-only import and a re-export. */
const otherForms: [string, string][] = [
  [
    'libs/platform/src/zz.ts',
    "import type { Lease } from '@packflow/projections';\nexport type L = Lease;\n",
  ],
  ['libs/platform/src/zz.ts', "export { CommittedChange } from '@packflow/projections';\n"],
  ['apps/worker/src/zz.ts', "export * from '../../api/src/customers/release-runs';\n"],
];

describe('import directions', () => {
  const cases = [
    ...[...forbidden, ...allowed].map(([file, from]) => ({ file, source: line(from) })),
    ...otherForms.map(([file, source]) => ({ file, source })),
  ];
  let results: Finding[] = [];
  beforeAll(() => {
    results = lint(cases);
  }, 60_000);

  it.each(forbidden.map(([file, from], i) => [file, from, i] as const))(
    'reports %s importing %s',
    (_file, _from, i) => {
      const found = results[i]!.messages;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ ruleId: 'no-restricted-imports', line: 1 });
    },
  );

  it.each(allowed.map(([file, from], i) => [file, from, forbidden.length + i] as const))(
    'lets %s import %s',
    (_file, _from, i) => {
      expect(results[i]!.messages).toEqual([]);
    },
  );

  it.each(
    otherForms.map(([file, source], i) => [file, source, forbidden.length + allowed.length + i] as const),
  )('reports %s: %s', (_file, _source, i) => {
    expect(results[i]!.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('the backend sources keep to them', () => {
    expect(lint({ scan: ['libs', 'projections', 'runtime', 'apps'] })).toEqual([]);
  }, 120_000);
});
