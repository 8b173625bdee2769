/** The processes area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const PROCESS_READ_MODELS = {} as const;
