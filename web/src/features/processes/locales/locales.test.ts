import { i18n } from '../../../lib/i18n';
import { processesCn } from './cn';
import { processesEn } from './en';
import './index';

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

describe('texts of the processes screen', () => {
  const cn = leaves(processesCn);
  const en = leaves(processesEn);

  it('has every key in both languages, at every depth', () => {
    const onlyCn = [...cn.keys()].filter((k) => !en.has(k));
    const onlyEn = [...en.keys()].filter((k) => !cn.has(k));
    expect({ onlyCn, onlyEn }).toEqual({ onlyCn: [], onlyEn: [] });
  });

  it('has a non-empty text for every key', () => {
    const blank = [...cn, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(blank).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...en.keys()].filter(
      (k) => placeholders(en.get(k)).join() !== placeholders(cn.get(k)).join(),
    );
    expect(differing).toEqual([]);
  });

  it('finds a key that exists in one language only', () => {
    const withExtra = { ...processesCn, stuck: { ...processesCn.stuck, extra: 'x' } };
    expect([...leaves(withExtra).keys()].filter((k) => !en.has(k))).toEqual(['stuck.extra']);
  });

  it("uses the product's words in Chinese", () => {
    expect(processesCn.runners.kinds).toEqual({ projector: '投影', reactor: '反应器' });
    expect([processesCn.rebuild.button, processesCn.stuck.title, processesCn.stuck.retry]).toEqual([
      '重建',
      '卡住的步骤',
      '重试',
    ]);
    expect(processesCn.rebuild.confirmMessage).toContain('读模型');
  });

  it('are part of the console texts once the screen loads, without touching the others', () => {
    expect(i18n.getResource('en', 'translation', 'processes.title')).toBe('Processes');
    expect(i18n.getResource('cn', 'translation', 'processes.title')).toBe('流程与投影');
    expect(i18n.getResource('en', 'translation', 'common.retry')).toBe('Retry');
  });
});
