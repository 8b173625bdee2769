// Lints import lines as if they stood in the given files, with the repository's own ESLint
// configuration, and prints the no-restricted-imports findings as JSON. Used by
// boundaries.test.ts: stdin is [{ file, source }], or { scan: [folders] } to lint real files.
import { Buffer } from 'node:buffer';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
const findings = (results) =>
  results.map((r) => ({
    file: path.relative(root, r.filePath),
    messages: r.messages.map((m) => ({ ruleId: m.ruleId, line: m.line, message: m.message })),
  }));
if (Array.isArray(input)) {
  const out = [];
  for (const { file, source } of input)
    out.push(...findings(await eslint.lintText(source, { filePath: path.join(root, file) })));
  process.stdout.write(JSON.stringify(out));
} else {
  const results = await eslint.lintFiles(input.scan);
  process.stdout.write(JSON.stringify(findings(results).filter((r) => r.messages.length)));
}
