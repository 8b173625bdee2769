import { cn } from './cn';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  it('has the same keys in Chinese and English', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders(cn[key as keyof typeof en])]).toEqual([key, placeholders(text)]);
    }
  });
});
