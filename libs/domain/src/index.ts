export * from './shared/decider';
export * as sysset from './sysset/sysset';
export * as account from './identity/account';
export * as username from './identity/username';
export * as role from './identity/role';
export * as staffScope from './identity/staff-scope';
export * as forumSection from './forum/forum-section';
