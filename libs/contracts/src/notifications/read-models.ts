/** The notifications area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const NOTIFICATION_READ_MODELS = {
  notifications: 'notifications',
} as const;
