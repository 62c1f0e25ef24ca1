/*
 * The API's length limits (spec section 8), for the forms' maxLength and counters; test/console/limits.test.ts checks them
 * against the API's own schemas (model/fields.ts), so the two cannot drift apart. The API counts Unicode code
 * points and the browser's maxLength UTF-16 units: the same for every character but emoji and rarer scripts,
 * where the console stops a little earlier than the API would, never later.
 */
export const LIMITS = {
  projectName: 30,
  chapterName: 30,
  description: 1000,
  prompt: 5000,
  /** Bytes of one upload (the API answers 413 FILE_TOO_LARGE above it). */
  uploadBytes: 100 * 1024 * 1024,
} as const;
