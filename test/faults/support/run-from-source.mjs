// Runs a TypeScript entry point of the product straight from its sources, in a process of its own:
// `node run-from-source.mjs apps/api/src/main.ts`. Files are compiled on load with the same swc
// settings jest uses, and the @packflow/* names resolve as in tsconfig.json, so the fault tests
// start the real API process without waiting for a build.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The names as tsconfig.json maps them, read from it so that a part that moves is found here too.
const { paths } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions;
const aliases = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, target]));

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const target = aliases[request];
  return resolve.call(this, target ? path.join(root, target) : request, ...rest);
};

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node run-from-source.mjs <entry.ts>');
  process.exit(2);
}
require(path.resolve(root, entry));
