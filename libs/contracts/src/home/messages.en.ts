/** /Home's server messages (its tiles carry their own titles). */
export const homeEn = {} as const;
