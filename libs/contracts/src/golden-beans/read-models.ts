/** The golden-beans area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const GOLDEN_BEAN_READ_MODELS = {
  goldenBeans: 'golden_beans',
} as const;
