import { parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * The young generation of a lint, in MB (V8's default grows to 48). What a lint allocates
 * either lives as long as the run (headers, findings) or dies within one file (its text, its
 * parse): a smaller nursery promotes no more, costs no measurable CPU on 10,000 skills, and
 * keeps some 25 MB off the peak memory, which counts the nursery whole.
 */
const YOUNG_GENERATION_MB = 12;

/** Where a run of the CLI writes. */
export interface CliOutput {
  out(chunk: string): void;
  err(text: string): void;
}

/** What the worker sends: output, a warning, or its exit code (last). */
type WorkerMessage = { readonly out: string } | { readonly err: string } | { readonly exit: number };

/**
 * Runs `script` (this CLI) with `argv` in a worker thread with a small young generation
 * (the memory limit of a running process cannot be changed). Its output is written here,
 * chunk by chunk, and it waits for each chunk to be written: a slow reader holds it up as
 * it would hold up the process, and no output piles up in memory.
 */
export function runInWorker(script: string, argv: readonly string[]): void {
  const written = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(script, { argv: [...argv], workerData: { written }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  // `skillsmith lint | head`: the reader left; the lint ends quietly with its own exit code, as when run here.
  let readerLeft = false;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    readerLeft = true;
  });
  worker.on('message', (m: WorkerMessage) => {
    if ('out' in m) {
      if (!readerLeft) process.stdout.write(m.out);
      Atomics.store(written, 0, 1);
      Atomics.notify(written, 0);
    } else if ('err' in m) {
      process.stderr.write(m.err);
    } else {
      process.exitCode = m.exit;
    }
  });
  worker.on('error', (err: Error) => {
    process.stderr.write(`skillsmith: internal error: ${err?.message ?? String(err)}\n`);
    process.exitCode = 2;
  });
}

/** The worker's side of `runInWorker`: its output, and how it says its exit code. */
export function workerOutput(): CliOutput & { exit(code: number): void } {
  const { written } = workerData as { written: Int32Array };
  const port = parentPort!;
  return {
    out: (chunk) => {
      Atomics.store(written, 0, 0);
      port.postMessage({ out: chunk });
      Atomics.wait(written, 0, 0);
    },
    err: (text) => port.postMessage({ err: text }),
    exit: (code) => port.postMessage({ exit: code }),
  };
}
