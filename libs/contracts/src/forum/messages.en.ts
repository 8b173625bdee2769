/** Server messages of the forum area, in English (its texts are in the identity catalogue for now). */
export const forumEn = {} as const;
