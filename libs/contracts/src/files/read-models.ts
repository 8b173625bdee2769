/** The files area's read models, one constant each: the API's read-your-writes, the live events and the console's query keys use these. */
export const FILE_READ_MODELS = {
  /** The library: files and their categories. */
  files: 'files',
  /** Which business record uses which stored path (customers' images and attachments, forum articles). */
  fileUsage: 'file_usage',
} as const;
