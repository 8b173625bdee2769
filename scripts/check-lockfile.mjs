#!/usr/bin/env node
// Checks that package-lock.json is whole for every platform, so `npm ci` installs the same tree on
// Linux (glibc or musl, x64 or arm64), macOS and Windows. npm writes only the platform packages it
// can see, and a lockfile that lost some (a native package's prebuilt binaries: @swc/core,
// msgpackr-extract, unrs-resolver, rolldown, lightningcss, sharp...) installs here and then fails
// on another machine or in the image. Exits 1 and names what is missing or inconsistent.
//
// `resolved` is not required: npm leaves it out for registry packages when
// omit-lockfile-registry-resolved is set (as on our machines), and then fetches each package by
// name and version from the configured registry, checked against `integrity`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Problems in a parsed lockfile (v2/v3 `packages` map); empty when it is whole. */
export function lockfileProblems(lock) {
  const problems = [];
  if (!lock || typeof lock !== 'object' || !lock.packages)
    return ['no "packages" map (lockfileVersion 2 or 3 needed)'];
  const packages = lock.packages;
  // Where Node would find `name` from the package at `from`: its own node_modules, then each parent's.
  const locate = (from, name) => {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return null;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut < 0 ? '' : base.slice(0, cut);
    }
  };
  for (const [key, entry] of Object.entries(packages)) {
    if (key === '' || entry.link) continue;
    if (!entry.version) problems.push(`${key}: no version`);
    if (!entry.integrity) problems.push(`${key}: no integrity`);
    if (entry.resolved && !/^https?:\/\//.test(entry.resolved))
      problems.push(`${key}: resolved is not a URL`);
    if ((entry.os || entry.cpu) && !entry.optional && !entry.devOptional && !entry.peer)
      problems.push(`${key}: a platform package (os/cpu) that is not marked optional`);
  }
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    const fields =
      key === ''
        ? ['dependencies', 'devDependencies', 'optionalDependencies']
        : ['dependencies', 'optionalDependencies'];
    for (const field of fields) {
      for (const [name, range] of Object.entries(entry[field] ?? {})) {
        const found = locate(key, name);
        if (!found) {
          problems.push(`${key || '(root)'}: ${field} ${name}@${range} is not in the lockfile`);
          continue;
        }
        // A platform package of a native one: it must say which platform, or npm would install it everywhere.
        if (
          field === 'optionalDependencies' &&
          key !== '' &&
          /-(darwin|linux|win32|android|freebsd|openharmony|wasm32)/.test(name)
        ) {
          const child = packages[found];
          if (!child.os && !child.cpu) problems.push(`${found}: platform package without os or cpu`);
        }
      }
    }
  }
  return problems;
}

/** The root entry's dependencies against package.json's: `npm ci` refuses a lockfile out of step. */
export function rootMismatches(lock, pkg) {
  const root = lock.packages?.[''] ?? {};
  const out = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const want = pkg[field] ?? {};
    const have = root[field] ?? {};
    for (const name of new Set([...Object.keys(want), ...Object.keys(have)]))
      if (want[name] !== have[name])
        out.push(`${field} ${name}: package.json ${want[name] ?? 'none'}, lockfile ${have[name] ?? 'none'}`);
  }
  return out;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // The folder holding package.json and package-lock.json: the repository's unless one is given.
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const problems = [...rootMismatches(lock, pkg), ...lockfileProblems(lock)];
  if (problems.length) {
    console.error(`package-lock.json is not whole (${problems.length}):\n  ${problems.join('\n  ')}`);
    console.error('Regenerate it so every platform package is listed, then check again.');
    process.exit(1);
  }
  console.log(
    `package-lock.json is whole: ${Object.keys(lock.packages).length - 1} packages, every platform's.`,
  );
}
