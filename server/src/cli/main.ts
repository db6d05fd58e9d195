import { withListingCache } from '../service/fs/listingCache';
import { createNodeFileSystem } from '../service/fs/nodeFileSystem';
import { catalogCommand } from './catalogCommand';
import { escapeControls } from './escapeControls';
import { parseCliOptions, USAGE, UsageError } from './cliOptions';
import { lintCommand } from './lintCommand';
import { isMainThread } from 'node:worker_threads';
import { runInWorker, workerOutput, type CliOutput } from './lintWorker';

declare const SKILLSMITH_VERSION: string | undefined;

/** The process's own streams. */
const PROCESS_OUTPUT: CliOutput = { out: (chunk) => process.stdout.write(chunk), err: (text) => process.stderr.write(text) };

/** Runs the CLI and returns the exit code (0 clean, 1 errors found, 2 bad usage). */
function run(argv: readonly string[], output: CliOutput): number {
  try {
    const options = parseCliOptions(argv);
    // Listings are kept for the run, unless `--fix` changes files (and folders) along the way.
    const fs = options.fix && !options.fix.dryRun ? createNodeFileSystem() : withListingCache(createNodeFileSystem());
    // Folders that share a config file would report its problems once each; warnings name files
    // and quote settings, so they are escaped like findings (see escapeControls).
    const warned = new Set<string>();
    const warn = (line: string) => {
      if (!warned.has(line)) output.err(`skillsmith: ${escapeControls(line)}\n`);
      warned.add(line);
    };
    switch (options.command) {
      case 'help':
        output.out(USAGE + '\n');
        return 0;
      case 'version':
        output.out(`${typeof SKILLSMITH_VERSION === 'string' ? SKILLSMITH_VERSION : 'dev'}\n`);
        return 0;
      case 'lint': {
        return lintCommand(options, fs, process.cwd(), (chunk) => output.out(chunk), warn, typeof SKILLSMITH_VERSION === 'string' ? SKILLSMITH_VERSION : 'dev');
      }
      case 'catalog': {
        const { output: catalog, warnings } = catalogCommand(options, fs, process.cwd(), warn);
        output.out(catalog);
        if (warnings) output.err(warnings);
        return 0;
      }
    }
  } catch (err) {
    if (err instanceof UsageError) {
      output.err(`skillsmith: ${err.message}\n`);
      return 2;
    }
    output.err(`skillsmith: internal error: ${(err as Error)?.message ?? String(err)}\n`);
    return 2;
  }
}

/** True for a lint (see `runInWorker`); anything else, a bad command line included, runs here. */
function lintsInWorker(argv: readonly string[]): boolean {
  try {
    return parseCliOptions(argv).command === 'lint';
  } catch {
    return false;
  }
}

if (isMainThread && lintsInWorker(process.argv.slice(2))) {
  runInWorker(__filename, process.argv.slice(2));
} else if (isMainThread) {
  // `skillsmith catalog | head`: the reader left; stop quietly, as command-line tools do.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
  process.exitCode = run(process.argv.slice(2), PROCESS_OUTPUT);
} else {
  const output = workerOutput();
  output.exit(run(process.argv.slice(2), output));
}
