/** Changes in one watcher event past which one re-walk (reusing unchanged reads) beats handling each file. */
export const BULK_CHANGES = 256;
