import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cn } from './cn';
import { en } from './en';

/** Every leaf as 'a.b.c' -> text, so a key missing at any depth shows up by its full name. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (value !== null && typeof value === 'object')
      leaves(value, `${path}.`).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown): string[] =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe('locales', () => {
  const cnLeaves = leaves(cn);
  const enLeaves = leaves(en);

  it('has every key in both languages, at every depth', () => {
    const onlyCn = [...cnLeaves.keys()].filter((k) => !enLeaves.has(k));
    const onlyEn = [...enLeaves.keys()].filter((k) => !cnLeaves.has(k));
    expect({ onlyCn, onlyEn }).toEqual({ onlyCn: [], onlyEn: [] });
  });

  it('has a non-empty text for every key', () => {
    const blank = [...cnLeaves, ...enLeaves].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(blank).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...enLeaves.keys()].filter(
      (k) => placeholders(enLeaves.get(k)).join() !== placeholders(cnLeaves.get(k)).join(),
    );
    expect(differing).toEqual([]);
  });

  it('finds a key that exists in one language only', () => {
    const withExtra = { ...cn, sysset: { ...cn.sysset, fields: { ...cn.sysset.fields, extra: 'x' } } };
    expect([...leaves(withExtra).keys()].filter((k) => !enLeaves.has(k))).toEqual(['sysset.fields.extra']);
  });
});

/** Each feature's texts (features/<x>/locales/{en,cn}.ts): the one exported tree of each file. */
const FEATURES = path.resolve(__dirname, '../features');
const featureTexts = readdirSync(FEATURES)
  .filter((name) => existsSync(path.join(FEATURES, name, 'locales')))
  .map((name) => {
    const tree = (lang: 'en' | 'cn'): object => {
      const file = path.join(FEATURES, name, 'locales', `${lang}.ts`);
      const values = existsSync(file) ? Object.values(jest.requireActual<Record<string, unknown>>(file)) : [];
      return values.find((v): v is object => v !== null && typeof v === 'object') ?? {};
    };
    return [name, tree('en'), tree('cn')] as const;
  });

describe("each feature's texts", () => {
  it('are found for the features that have them', () => {
    expect(featureTexts.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'customers',
        'customer-settings',
        'quotations',
        'golden-beans',
        'staff',
        'sysset',
        'processes',
      ]),
    );
  });

  it.each(featureTexts)(
    '%s has the same keys and placeholders in both languages',
    (_name, enTree, cnTree) => {
      const enOf = leaves(enTree);
      const cnOf = leaves(cnTree);
      expect(enOf.size).toBeGreaterThan(0);
      expect([...cnOf.keys()].sort()).toEqual([...enOf.keys()].sort());
      const differing = [...enOf.keys()].filter(
        (k) => placeholders(enOf.get(k)).join() !== placeholders(cnOf.get(k)).join(),
      );
      expect(differing).toEqual([]);
    },
  );

  it('are part of the console texts (gathered here, or added by the screen when its chunk loads)', () => {
    // Under a key of their own, or spread into another feature's key (the customers' settings).
    const gathered = (tree: object) =>
      Object.values(en).some(
        (central: object) =>
          central === tree ||
          Object.entries(tree).every(([key, sub]) => (central as Record<string, unknown>)[key] === sub),
      );
    const lazy = featureTexts.filter(([, enTree]) => !gathered(enTree)).map(([name]) => name);
    expect(lazy).toEqual(['processes']);
  });
});
