// Preloaded into a measured process: writes its peak RSS (KiB) and CPU time (µs, user and
// system) as JSON to the file named by SKILLKILN_RSS_FILE when it exits, so the bench can read
// a child's peak memory and CPU time (the process's own, not that of processes it starts).
process.on('exit', () => {
  const file = process.env.SKILLKILN_RSS_FILE;
  if (!file) return;
  const u = process.resourceUsage();
  require('node:fs').writeFileSync(file, JSON.stringify({ maxRSS: u.maxRSS, user: u.userCPUTime, system: u.systemCPUTime }));
});
