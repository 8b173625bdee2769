import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The console's import directions (web/eslint/zones.mjs, run by `npm run lint`): a feature never
 * imports another feature nor the app shell; shared code imports neither. Linted as if the text
 * were the file at `file`, with the repository's own ESLint configuration.
 */
const ROOT = path.resolve(__dirname, '../..');

function lint(file: string, text: string): string[] {
  try {
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', file, '--format', 'json', '--no-warn-ignored'],
      { cwd: ROOT, input: text, encoding: 'utf8' },
    );
    return [];
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout ?? '[]';
    const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; message: string }[] }[];
    return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
  }
}

const zone = (messages: string[]) => messages.filter((m) => m.startsWith('packflow-web/zones'));

describe('import zones of the console', () => {
  it('refuses a feature importing another feature, at any depth', () => {
    expect(
      zone(
        lint(
          'web/src/features/quotations/components/x.ts',
          "export { useCustomer } from '../../customers/api/get-customer';\n",
        ),
      ),
    ).toEqual([expect.stringContaining('features/quotations -> features/customers')]);
    expect(
      zone(
        lint(
          'web/src/features/quotations/x.ts',
          "import { customer } from '../customers/test-fixtures';\nexport const c = customer;\n",
        ),
      ),
    ).toHaveLength(1);
    expect(
      zone(
        lint('web/src/features/quotations/routes.ts', "export const s = () => import('../staff/routes');\n"),
      ),
    ).toHaveLength(1);
  });

  it('refuses a feature importing the app shell, and shared code importing features or the app', () => {
    expect(zone(lint('web/src/features/staff/x.ts', "export * from '../../app/screens';\n"))).toHaveLength(1);
    expect(zone(lint('web/src/lib/x.ts', "export * from '../features/staff/routes';\n"))).toHaveLength(1);
    expect(zone(lint('web/src/components/ui/x.ts', "export * from '../../app/screens';\n"))).toHaveLength(1);
  });

  it('lets a feature import itself, shared code and the contracts; the app and the texts gather features', () => {
    const fine = [
      [
        'web/src/features/customers/components/x.ts',
        "export * from '../api/get-customers';\nexport * from '../../../lib/session-view';\nexport * from '../../../components/ui/page';\nexport * from '@packflow/contracts';\n",
      ],
      ['web/src/app/x.ts', "export * from '../features/customers/routes';\n"],
      ['web/src/locales/x.ts', "export * from '../features/staff/locales/en';\n"],
    ] as const;
    for (const [file, text] of fine) expect(zone(lint(file, text))).toEqual([]);
  });
});
