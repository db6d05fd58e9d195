import type { Connection, WorkDoneProgressServerReporter } from 'vscode-languageserver';
import type { LanguageService } from '../service/languageService';
import type { Locale } from '../service/model/finding';
import { indexProgressText } from './indexProgressText';

/** Longest stretch of the first index between two looks at the event loop. */
const INDEX_SLICE_MS = 8;
/** How often the first index reports its progress to the client. */
const PROGRESS_EVERY_MS = 100;

/**
 * The first index of `folders`, in slices: between two, the event loop serves what came
 * meanwhile (a keystroke in an open file gets its own rules' findings at once), and the client
 * shows how far it got ("Checking skills 1,234 / 10,000"). `indexing` is told when it starts
 * and ends (even when a slice throws).
 */
export async function indexInSlices(connection: Connection, service: LanguageService, folders: readonly string[], locale: Locale, indexing: (running: boolean) => void): Promise<void> {
  const build = service.beginSetFolders([...folders]);
  const message = () => indexProgressText(build.done(), build.total, locale);
  const percent = () => Math.floor((100 * build.done()) / Math.max(1, build.total));
  let running = true;
  // Not awaited: a client slow to answer (or never answering) must not hold the index up.
  let progress: WorkDoneProgressServerReporter | undefined;
  connection.window.createWorkDoneProgress().then((reporter) => {
    if (!running) return;
    progress = reporter;
    reporter.begin('Skillkiln', percent(), message());
  }, () => undefined);
  let reported = performance.now();
  indexing(true);
  try {
    while (!build.step(INDEX_SLICE_MS)) {
      if (performance.now() - reported >= PROGRESS_EVERY_MS) {
        reported = performance.now();
        progress?.report(percent(), message());
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    running = false;
    indexing(false);
    progress?.done();
  }
}
