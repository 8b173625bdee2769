import { type CheckRule, checkForm, isEmail, isMainlandMobile, isZipCode } from './checks';

/** A rule without its name and message, for each check type. */
type RuleParams = CheckRule extends infer R
  ? R extends CheckRule
    ? Omit<R, 'name' | 'message'>
    : never
  : never;

const fails = (name: string, message = 'bad') => ({ name, message });

describe('isMainlandMobile', () => {
  it.each([
    '13812345678',
    '14512345678',
    '14712345678',
    '15012345678',
    '15512345678',
    '16612345678',
    '17012345678',
    '17312345678',
    '18912345678',
    '19112345678',
    '19812345678',
    '19912345678',
  ])('accepts %s', (s) => expect(isMainlandMobile(s)).toBe(true));

  it.each([
    '15412345678',
    '17112345678',
    '17212345678',
    '17412345678',
    '14612345678',
    '16012345678',
    '19212345678',
    '1381234567',
    '138123456789',
    '23812345678',
    '138 1234 5678',
  ])('refuses %s', (s) => expect(isMainlandMobile(s)).toBe(false));
});

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', '张三@例子.中国'])('accepts %s', (s) =>
    expect(isEmail(s)).toBe(true),
  );
  it.each([
    '',
    'plain',
    'a@b',
    'a@@b.co',
    'a@b@c.co',
    'a b@c.co',
    'a@b .co',
    'a@.b.co',
    'a@b.co.',
    'a@b..co',
  ])('refuses %j', (s) => expect(isEmail(s)).toBe(false));
  it('takes at most 254 characters', () => {
    expect(isEmail(`${'a'.repeat(249)}@b.co`)).toBe(true);
    expect(isEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('isZipCode', () => {
  it('takes exactly six digits', () => {
    expect(isZipCode('266000')).toBe(true);
    expect(['26600', '2660000', '26600a', ' 266000', '２６６０００'].map(isZipCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('checkForm', () => {
  /** The failure, if any, of one rule against one value. */
  const check = (rule: CheckRule, value: string, others: Record<string, string> = {}) =>
    checkForm([rule], { ...others, [rule.name]: value });
  const rule = (params: RuleParams): CheckRule => ({ name: 'f', message: 'bad', ...params });

  it('length: a string of exactly that many characters', () => {
    const r = rule({ checkType: 'length', length: 4 });
    expect(check(r, 'abcd')).toBeNull();
    expect(check(r, '青岛包装')).toBeNull();
    expect(check(r, 'abc')).toEqual(fails('f'));
    expect(check(r, 'abcde')).toEqual(fails('f'));
  });

  it('int: a whole number', () => {
    const r = rule({ checkType: 'int' });
    for (const ok of ['0', '7', '-12', '300']) expect(check(r, ok)).toBeNull();
    for (const bad of ['1.5', '01', 'a', '1e3', '--1', '+3']) expect(check(r, bad)).toEqual(fails('f'));
  });

  it('between: a whole number within inclusive bounds', () => {
    const r = rule({ checkType: 'between', min: 20, max: 120 });
    for (const ok of ['20', '75', '120']) expect(check(r, ok)).toBeNull();
    for (const bad of ['19', '121', '50.5', 'x']) expect(check(r, bad)).toEqual(fails('f'));
  });

  it('betweenD: one or two digits within bounds', () => {
    const r = rule({ checkType: 'betweenD', min: 1, max: 12 });
    for (const ok of ['1', '9', '12']) expect(check(r, ok)).toBeNull();
    for (const bad of ['0', '13', '012', '100', '1.5']) expect(check(r, bad)).toEqual(fails('f'));
    expect(check(rule({ checkType: 'betweenD', min: 0, max: 500 }), '100')).toEqual(fails('f'));
  });

  it('betweenF: a decimal within bounds', () => {
    const r = rule({ checkType: 'betweenF', min: 0.5, max: 2.5 });
    for (const ok of ['0.5', '1', '2.25', '2.5']) expect(check(r, ok)).toBeNull();
    for (const bad of ['0.49', '2.51', '.5', '1.', '1,5']) expect(check(r, bad)).toEqual(fails('f'));
  });

  it('same and notsame compare with another field', () => {
    const same = rule({ checkType: 'same', field: 'password' });
    expect(check(same, 'secret12', { password: 'secret12' })).toBeNull();
    expect(check(same, 'secret12', { password: 'secret13' })).toEqual(fails('f'));
    const notsame = rule({ checkType: 'notsame', field: 'oldPassword' });
    expect(check(notsame, 'new-one', { oldPassword: 'old-one' })).toBeNull();
    expect(check(notsame, 'old-one', { oldPassword: 'old-one' })).toEqual(fails('f'));
  });

  it('email, phone and zip use the predicates', () => {
    expect(check(rule({ checkType: 'email' }), 'sales@example.com')).toBeNull();
    expect(check(rule({ checkType: 'email' }), 'sales@example')).toEqual(fails('f'));
    expect(check(rule({ checkType: 'phone' }), '13812345678')).toBeNull();
    expect(check(rule({ checkType: 'phone' }), '15412345678')).toEqual(fails('f'));
    expect(check(rule({ checkType: 'zip' }), '266000')).toBeNull();
    expect(check(rule({ checkType: 'zip' }), '26600')).toEqual(fails('f'));
  });

  it('regex: a pattern as RegExp or text; a global one answers the same every time', () => {
    const global = rule({ checkType: 'regex', pattern: /^[A-Z]{2}\d+$/g });
    expect(check(global, 'QD123')).toBeNull();
    expect(check(global, 'QD123')).toBeNull();
    expect(check(rule({ checkType: 'regex', pattern: '^\\d{3}$' }), '12a')).toEqual(fails('f'));
    // A pattern that does not compile refuses instead of throwing.
    expect(check(rule({ checkType: 'regex', pattern: '(' }), 'x')).toEqual(fails('f'));
  });

  it('in: one of a list', () => {
    const r = rule({ checkType: 'in', list: ['Q', 'L'] });
    expect(check(r, 'Q')).toBeNull();
    expect(check(r, 'q')).toEqual(fails('f'));
  });

  it('notnull and every other check fail on empty, blank, null or missing values', () => {
    const types: CheckRule[] = [
      rule({ checkType: 'notnull' }),
      rule({ checkType: 'int' }),
      rule({ checkType: 'regex', pattern: '.*' }),
      rule({ checkType: 'notsame', field: 'g' }),
    ];
    for (const r of types) {
      expect(checkForm([r], {})).toEqual(fails('f'));
      expect(checkForm([r], { f: '' })).toEqual(fails('f'));
      expect(checkForm([r], { f: '   ' })).toEqual(fails('f'));
      expect(checkForm([r], { f: null })).toEqual(fails('f'));
    }
    expect(checkForm([rule({ checkType: 'notnull' })], { f: 'x' })).toBeNull();
  });

  it('reads numbers as their text', () => {
    expect(checkForm([rule({ checkType: 'between', min: 1, max: 10 })], { f: 7 })).toBeNull();
    expect(checkForm([rule({ checkType: 'int' })], { f: 0 })).toBeNull();
  });

  it('runs the rules in order and answers only the first failure', () => {
    const rules: CheckRule[] = [
      { name: 'nickname', message: 'Please enter user nickname', checkType: 'notnull' },
      { name: 'phone', message: 'Mobile number format error', checkType: 'phone' },
      { name: 'email', message: 'Please enter the correct email address', checkType: 'email' },
    ];
    expect(checkForm(rules, { nickname: 'Li', phone: '123', email: 'x' })).toEqual(
      fails('phone', 'Mobile number format error'),
    );
    expect(checkForm(rules, { phone: '123', email: 'x' })).toEqual(
      fails('nickname', 'Please enter user nickname'),
    );
    expect(checkForm(rules, { nickname: 'Li', phone: '13812345678', email: 'li@example.com' })).toBeNull();
  });

  it('skips rules without a name, a message or a known check type', () => {
    const loose = [
      { message: 'no name', checkType: 'notnull' },
      { name: 'a', checkType: 'notnull' },
      { name: 'a', message: '', checkType: 'notnull' },
      { name: 'a', message: 'no type' },
      { name: 'a', message: 'unknown type', checkType: 'shoeSize' },
      { name: 'b', message: 'b is needed', checkType: 'notnull' },
    ] as unknown as CheckRule[];
    expect(checkForm(loose, {})).toEqual(fails('b', 'b is needed'));
    expect(checkForm(loose, { b: 'here' })).toBeNull();
    expect(checkForm([], {})).toBeNull();
  });

  it('fails rather than passes a rule built from data with missing parameters', () => {
    const broken = [
      { name: 'f', message: 'bad', checkType: 'between' },
      { name: 'f', message: 'bad', checkType: 'in' },
      { name: 'f', message: 'bad', checkType: 'length' },
    ] as unknown as CheckRule[];
    for (const r of broken) expect(checkForm([r], { f: '5' })).toEqual(fails('f'));
  });
});
