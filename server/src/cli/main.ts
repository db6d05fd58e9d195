import { withListingCache } from '../service/fs/listingCache';
import { tuneForBatch } from './batchTiering';
import { createNodeFileSystem } from '../service/fs/nodeFileSystem';
import { catalogCommand } from './catalogCommand';
import { escapeControls } from './escapeControls';
import { parseCliOptions, USAGE, UsageError } from './cliOptions';
import { lintCommand } from './lintCommand';
import { packCommand } from './packCommand';
import { terminalAsk, triggersCommand } from './triggersCommand';

declare const SKILLKILN_VERSION: string | undefined;

/** Runs the CLI and returns the exit code (0 clean, 1 errors found, 2 bad usage). */
function run(argv: readonly string[]): number {
  try {
    const options = parseCliOptions(argv);
    // Listings are kept for the run, unless `--fix` changes files (and folders) along the way.
    const fs = options.fix && !options.fix.dryRun ? createNodeFileSystem() : withListingCache(createNodeFileSystem());
    // Folders that share a config file would report its problems once each; warnings name files
    // and quote settings, so they are escaped like findings (see escapeControls).
    const warned = new Set<string>();
    const warn = (line: string) => {
      if (!warned.has(line)) process.stderr.write(`skillkiln: ${escapeControls(line)}\n`);
      warned.add(line);
    };
    switch (options.command) {
      case 'help':
        process.stdout.write(USAGE + '\n');
        return 0;
      case 'version':
        process.stdout.write(`${typeof SKILLKILN_VERSION === 'string' ? SKILLKILN_VERSION : 'dev'}\n`);
        return 0;
      case 'lint': {
        return lintCommand(options, fs, process.cwd(), (chunk) => process.stdout.write(chunk), warn, typeof SKILLKILN_VERSION === 'string' ? SKILLKILN_VERSION : 'dev');
      }
      case 'catalog': {
        const { output, warnings } = catalogCommand(options, fs, process.cwd(), warn);
        process.stdout.write(output);
        if (warnings) process.stderr.write(warnings);
        return 0;
      }
      case 'pack': {
        const { output, exitCode } = packCommand(options, fs, process.cwd());
        process.stdout.write(output);
        return exitCode;
      }
    }
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`skillkiln: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(`skillkiln: internal error: ${(err as Error)?.message ?? String(err)}\n`);
    return 2;
  }
}

// `skillkiln lint | head`: the reader left; stop quietly, as command-line tools do.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});
tuneForBatch();
if (process.argv[2] === 'triggers') void triggersCommand(process.argv.slice(3), { cwd: process.cwd(), env: process.env, ask: terminalAsk(), out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then((code) => { process.exitCode = code; });
else process.exitCode = run(process.argv.slice(2));
