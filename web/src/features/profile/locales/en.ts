/** Console texts of the profile area in English; cn.ts has the same keys. */
export const profileEn = {
  title: 'Personal info',
  close: 'Close',
  saveInfo: 'Save info',
  fields: {
    username: 'Username',
    nickname: 'Nickname',
    phone: 'Contact (mobile)',
    sex: 'Sex',
    headimg: 'Head image path',
    country: 'Country (interface language)',
    oldPassword: 'Current password',
    password: 'New password',
    repeat: 'Repeat new password',
  },
  hints: {
    headimg: 'Image path; several are joined by ||',
    password: '8 to 128 characters. Saving it logs you out everywhere.',
  },
  password: {
    title: 'Change password',
    submit: 'Change password',
    oldRequired: 'Please enter your current password',
    newRequired: 'Please enter the new password',
    mismatch: 'The two new passwords do not match',
  },
};
