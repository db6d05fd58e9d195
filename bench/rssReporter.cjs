// Preloaded into a measured process: writes its peak RSS (KiB) to the file named by
// SKILLSMITH_RSS_FILE when it exits, so the bench can read a child's peak memory.
process.on('exit', () => {
  const file = process.env.SKILLSMITH_RSS_FILE;
  if (file) require('node:fs').writeFileSync(file, String(process.resourceUsage().maxRSS));
});
