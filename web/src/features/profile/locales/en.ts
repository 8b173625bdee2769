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
  firstLogin: {
    title: 'Set your own password',
    intro:
      'You signed in with a password that was set for you. Choose your own before you continue; it takes a moment and keeps you signed in.',
    introAdmin:
      'You signed in with the password generated at installation. Choose your own, and give your mobile number in place of the placeholder, before you continue.',
    phoneTitle: 'Give your mobile number',
    introPhone:
      'Your account was created with a placeholder mobile number. Give your own before you continue; you stay signed in.',
    fields: {
      oldPassword: 'Password you signed in with',
      password: 'New password',
      repeat: 'Repeat new password',
      phone: 'Your mobile number',
    },
    phoneHint: 'A mainland mobile number, 11 digits',
    submit: 'Save and continue',
    logout: 'Log out',
    done: 'Your password is saved',
    phoneDone: 'Your mobile number is saved',
    checks: {
      oldRequired: 'Please enter the password you signed in with',
      newRequired: 'Please enter the new password',
      tooShort: 'At least 8 characters',
      same: 'Choose a password different from the one you were given',
      mismatch: 'The two new passwords do not match',
      phoneRequired: 'Please enter your mobile number',
      mobile: 'Mobile number format error',
      placeholder: 'This is the placeholder number; please enter your own',
    },
  },
};
