/** Injection token for the FileStore (the data folder, or an S3-compatible bucket). */
export const FILE_STORE = Symbol('FileStore');
