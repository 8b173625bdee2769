/** Staff messages in English; staff.cn.ts holds the same keys in Chinese. */
export const staffEn = {
  'check.mobile': 'Mobile number format error',
  'check.email': 'Please enter the correct email address',
  'staff.nicknameRequired': 'Please enter user nickname',
  'staff.usernameRequired': 'Please enter user name',
  'staff.phoneRequired': 'Please enter contact',
  'staff.areaRequired': 'Please select area',
  'staff.countryRequired': 'Please select country',
  'staff.originRequired': 'Please select domestic or foreign',
  'staff.wageRequired': 'Please enter base wage',
  'staff.notForRole': "This field does not apply to the person's roles",
  'staff.unknownRole': 'Unknown role: {role}',
  'staff.oneOf': 'Please choose one of: {options}',
  'staff.username': 'User name must be {min} to {max} letters, digits or _ . - @',
  'staff.password': 'Password must be {min} to {max} characters',
  'staff.money': 'Please enter an amount from 0 to {max} with at most 2 decimals',
} as const;
