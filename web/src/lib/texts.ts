/** The shape a language's texts must have, given the English ones: the same keys, each a text. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
