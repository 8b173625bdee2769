import { translate } from '../messages';
import { type StaffValues, staffFormSchema, staffRequirements } from './staff';
import { readIssue } from '../validation';

/** The refusals of a body, as field path and catalogue key with parameters. */
const refusals = (body: unknown) => {
  const result = staffFormSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), ...readIssue(issue.message) }));
};

const base = { nickname: 'Li Lei', username: 'lilei', phone: '13812345678' };
const salesman: StaffValues = {
  ...base,
  role: 'OperatorIndex',
  roles: ['OperatorIndex'],
  areacode: 'Q',
  country: 'cn',
  wage: '3500',
};
const trader: StaffValues = { ...base, role: 'Traders', roles: ['Traders'], is_from: 'W', country: 'en' };

describe('staff form', () => {
  it('trims every field but passwords, which are taken as typed', () => {
    expect(
      staffFormSchema.parse({
        nickname: '  Li Lei ',
        username: ' lilei\t',
        sex: ' 男 ',
        areacode: 'Q ',
        wage: ' 3500.5 ',
        password: '  secret-pass  ',
      }),
    ).toEqual({
      nickname: 'Li Lei',
      username: 'lilei',
      sex: '男',
      areacode: 'Q',
      wage: '3500.5',
      password: '  secret-pass  ',
    });
    expect(staffFormSchema.parse({ password: '   ', oldPassword: '' })).toEqual({});
  });

  it('drops empty, blank and null values instead of keeping them as undefined', () => {
    const form = staffFormSchema.parse({
      nickname: 'Li',
      phone: '',
      areacode: '   ',
      wage: null,
      headimg: '',
    });
    expect(form).toEqual({ nickname: 'Li' });
    expect(Object.keys(form)).toEqual(['nickname']);
    // Blank required-looking fields do not fail their own checks: the API decides what it needs.
    expect(refusals({ username: ' ', password: '', sex: '' })).toEqual([]);
  });

  it('refuses unknown keys, even when blank', () => {
    expect(refusals({ nickname: 'Li', email: 'a@b.co' })).toEqual([
      { path: '', key: 'validation.unknownField', params: { field: 'email' } },
    ]);
    expect(refusals({ shoe: '', size: null })).toEqual([
      { path: '', key: 'validation.unknownField', params: { field: 'shoe, size' } },
    ]);
  });

  it('parses roles into a list without repeats, refusing unknown codes by name', () => {
    expect(staffFormSchema.parse({ roles: 'OperatorIndex, OperatorManage,,OperatorIndex' })).toEqual({
      roles: ['OperatorIndex', 'OperatorManage'],
    });
    expect(staffFormSchema.parse({ role: 'Traders' })).toEqual({ role: 'Traders' });
    expect(refusals({ roles: 'Admin,Boss,operatorindex' })).toEqual([
      { path: 'roles', key: 'staff.unknownRole', params: { role: 'Boss, operatorindex' } },
    ]);
    expect(refusals({ roles: ' , ' })).toEqual([{ path: 'roles', key: 'validation.required', params: {} }]);
    expect(refusals({ role: 'Boss' })).toEqual([
      { path: 'role', key: 'staff.unknownRole', params: { role: 'Boss' } },
    ]);
  });

  it('checks user name and password lengths', () => {
    expect(staffFormSchema.parse({ username: 'li.lei-01@qd_pack' })).toEqual({
      username: 'li.lei-01@qd_pack',
    });
    const username = { path: 'username', key: 'staff.username', params: { min: 3, max: 32 } };
    expect(refusals({ username: 'li' })).toEqual([username]);
    expect(refusals({ username: 'a'.repeat(33) })).toEqual([username]);
    expect(refusals({ username: 'li lei' })).toEqual([username]);
    expect(refusals({ username: '李雷李雷' })).toEqual([username]);

    const password = { path: 'password', key: 'staff.password', params: { min: 8, max: 128 } };
    expect(refusals({ password: '1234567' })).toEqual([password]);
    expect(refusals({ password: 'x'.repeat(129) })).toEqual([password]);
    expect(refusals({ password: '12345678', oldPassword: 'old' })).toEqual([]);
  });

  it('takes only the listed choices', () => {
    expect(refusals({ sex: 'M', status: 'on', areacode: 'q', country: 'CN', is_from: 'X' })).toEqual([
      { path: 'sex', key: 'staff.oneOf', params: { options: '男, 女' } },
      { path: 'status', key: 'staff.oneOf', params: { options: '正常, 禁用' } },
      { path: 'areacode', key: 'staff.oneOf', params: { options: 'Q, L' } },
      { path: 'country', key: 'staff.oneOf', params: { options: 'cn, en' } },
      { path: 'is_from', key: 'staff.oneOf', params: { options: 'N, W' } },
    ]);
  });

  it('keeps money as typed text within 0 to 9,999,999.99 with at most 2 decimals', () => {
    expect(staffFormSchema.parse({ wage: '0', work_wage: '9999999.99' })).toEqual({
      wage: '0',
      work_wage: '9999999.99',
    });
    for (const bad of ['-1', '10000000', '1.234', '3,500', '03500', '1e3', '.5', '3500.']) {
      expect(refusals({ wage: bad })).toEqual([
        { path: 'wage', key: 'staff.money', params: { max: '9999999.99' } },
      ]);
    }
  });

  it('bounds the lengths of free text', () => {
    expect(refusals({ headimg: 'a'.repeat(1001) })).toEqual([
      { path: 'headimg', key: 'validation.tooLong', params: { max: 1000 } },
    ]);
    expect(staffFormSchema.parse({ headimg: '/up/a.png||/up/b.jpg' })).toEqual({
      headimg: '/up/a.png||/up/b.jpg',
    });
  });
});

describe('staff requirements', () => {
  it('answers nothing for complete salesmen and traders', () => {
    expect(staffRequirements(salesman)).toEqual([]);
    expect(staffRequirements(trader)).toEqual([]);
    expect(staffRequirements({ ...base, role: 'Finance', roles: ['Finance'] })).toEqual([]);
  });

  it('needs nickname, user name and contact from everyone', () => {
    expect(
      staffRequirements({ role: 'Warehouse', roles: ['Warehouse'], nickname: ' ', phone: null }),
    ).toEqual([
      { field: 'nickname', key: 'staff.nicknameRequired' },
      { field: 'username', key: 'staff.usernameRequired' },
      { field: 'phone', key: 'staff.phoneRequired' },
    ]);
  });

  it('blocks a phone that is not a mainland mobile number', () => {
    expect(staffRequirements({ ...salesman, phone: '15412345678' })).toEqual([
      { field: 'phone', key: 'check.mobile' },
    ]);
  });

  it('needs area, country and base wage from a salesman, but not the position wage', () => {
    expect(
      staffRequirements({ ...base, role: 'OperatorIndex', roles: ['OperatorIndex'], work_wage: '800' }),
    ).toEqual([
      { field: 'areacode', key: 'staff.areaRequired' },
      { field: 'country', key: 'staff.countryRequired' },
      { field: 'wage', key: 'staff.wageRequired' },
    ]);
  });

  it('needs domestic or foreign and country from a trader', () => {
    expect(staffRequirements({ ...base, role: 'Traders', roles: ['Traders'] })).toEqual([
      { field: 'country', key: 'staff.countryRequired' },
      { field: 'is_from', key: 'staff.originRequired' },
    ]);
  });

  it('refuses role-bound fields that none of the roles uses', () => {
    expect(staffRequirements({ ...base, role: 'Finance', roles: ['Finance'], wage: '5000' })).toEqual([
      { field: 'wage', key: 'staff.notForRole' },
    ]);
    expect(staffRequirements({ ...trader, areacode: 'L', work_wage: '100' })).toEqual([
      { field: 'areacode', key: 'staff.notForRole' },
      { field: 'work_wage', key: 'staff.notForRole' },
    ]);
    expect(staffRequirements({ ...salesman, is_from: 'N' })).toEqual([
      { field: 'is_from', key: 'staff.notForRole' },
    ]);
  });

  it('lets a sales supervisor have an area that scopes whom they manage, but not a wage', () => {
    const supervisor: StaffValues = { ...base, role: 'OperatorManage', roles: ['OperatorManage'] };
    expect(staffRequirements({ ...supervisor, areacode: 'L' })).toEqual([]);
    expect(staffRequirements({ ...supervisor, wage: '9000', country: 'cn' })).toEqual([
      { field: 'country', key: 'staff.notForRole' },
      { field: 'wage', key: 'staff.notForRole' },
    ]);
  });

  it('combines the needs of every role held, the primary role included', () => {
    expect(staffRequirements({ ...base, role: 'Traders', roles: ['OperatorIndex'], areacode: 'Q' })).toEqual([
      { field: 'country', key: 'staff.countryRequired' },
      { field: 'is_from', key: 'staff.originRequired' },
      { field: 'wage', key: 'staff.wageRequired' },
    ]);
    expect(
      staffRequirements({ ...salesman, role: 'OperatorManage', roles: ['OperatorManage', 'OperatorIndex'] }),
    ).toEqual([]);
  });

  it('has messages in both languages', () => {
    const keys = [
      ...staffRequirements({ role: 'OperatorIndex', roles: ['OperatorIndex', 'Traders'] }),
      ...staffRequirements({ ...base, phone: '123', role: 'Finance', roles: ['Finance'], wage: '1' }),
    ].map((r) => r.key);
    expect(keys.map((key) => translate('en', key))).toEqual([
      'Please enter user nickname',
      'Please enter user name',
      'Please enter contact',
      'Please select area',
      'Please select country',
      'Please select domestic or foreign',
      'Please enter base wage',
      'Mobile number format error',
      "This field does not apply to the person's roles",
    ]);
    expect(keys.map((key) => translate('cn', key))).toEqual([
      '请输入用户昵称',
      '请输入用户名',
      '请输入联系方式',
      '请选择区域',
      '请选择国家',
      '请选择国内或国外',
      '请输入基本工资',
      '手机号码格式错误',
      '此项不适用于该人员的角色',
    ]);
    expect(translate('en', 'check.email')).toBe('Please enter the correct email address');
    expect(translate('cn', 'check.email')).toBe('请输入正确的邮箱地址');
    expect(translate('en', 'staff.unknownRole', { role: 'Boss' })).toBe('Unknown role: Boss');
    expect(translate('cn', 'staff.unknownRole', { role: 'Boss' })).toBe('未知角色：Boss');
  });
});
