/** Limits of seed 003's `upsert_skill` ("up to 200 reference files", "10 MB", "50 MB"). */
export const SKILL_API_LIMITS = {
  referenceFiles: 200,
  /** MB read as MiB, the reading that reports nothing the API might still accept. */
  fileBytes: 10 * 1024 * 1024,
  skillBytes: 50 * 1024 * 1024,
} as const;
