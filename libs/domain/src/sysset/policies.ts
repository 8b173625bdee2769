/**
 * Who sees /Sysset's settings: everyone, signed in or not (the login page shows the company name
 * and the expiry warning, the title bar the name, the role switch follows `showRoles`). Changing
 * them is the PUT@sysset permission's, granted to no role but Admin by default.
 */
export const SYSSET_AUDIENCE = { roles: ['*'] } as const;
