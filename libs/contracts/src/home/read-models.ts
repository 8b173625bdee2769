/** /Home has no read model of its own: its tiles read their areas' (each tile names them). */
export const HOME_READ_MODELS = {} as const;

/** The console's query key of /Home (not a read model: the tiles' read models refresh it). */
export const HOME_QUERY_KEY = 'home';
