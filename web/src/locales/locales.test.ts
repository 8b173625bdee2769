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
