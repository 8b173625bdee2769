import type { Messages } from '../../locales/en';

export type GradeCheckKey = keyof Messages['customers']['grades']['checks'];

/** As the server: a positive factor such as 1.05, at most 3 digits before the point and 4 after. */
const FACTOR = /^(?:0|[1-9]\d{0,2})(?:\.\d{1,4})?$/;

export function checkGrade(name: string, factor: string): Partial<Record<'name' | 'factor', GradeCheckKey>> {
  const errors: Partial<Record<'name' | 'factor', GradeCheckKey>> = {};
  if (name.trim() === '') errors.name = 'nameRequired';
  const f = factor.trim();
  if (!FACTOR.test(f) || Number(f) <= 0) errors.factor = 'factor';
  return errors;
}
