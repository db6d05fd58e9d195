import { format } from 'node:util';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { FrameGuard } from './frameGuard';
import { startServer } from './server';
import { youngCollection } from './idleCollector';

const USAGE = 'usage: skillkiln-server --stdio | --node-ipc | --socket=<port> | --pipe=<name>\n';
const TRANSPORTS = ['--stdio', '--node-ipc', '--socket', '--pipe'];

const args = process.argv.slice(2);
if (!args.some((a) => TRANSPORTS.some((t) => a === t || a.startsWith(`${t}=`)))) {
  process.stderr.write(USAGE);
  process.exit(2);
}

// Over stdio, frames pass a guard first: an absurd Content-Length would otherwise swallow the session.
let reportFrame: (problem: string) => void = () => {};
const frames = args.includes('--stdio') ? new FrameGuard((p) => reportFrame(p)) : undefined;
const connection = frames ? createConnection(ProposedFeatures.all, process.stdin.pipe(frames), process.stdout) : createConnection(ProposedFeatures.all);
reportFrame = (problem) => connection.console.error(problem);

// Whatever the library or a dependency prints goes to the client's log: in stdio mode,
// stdout carries LSP frames and nothing else.
console.log = (...a: unknown[]) => connection.console.log(format(...a));
console.info = (...a: unknown[]) => connection.console.info(format(...a));
console.warn = (...a: unknown[]) => connection.console.warn(format(...a));
console.error = (...a: unknown[]) => connection.console.error(format(...a));
console.debug = (...a: unknown[]) => connection.console.log(format(...a));

process.on('unhandledRejection', (reason) => {
  connection.console.error(`unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`);
});
process.on('uncaughtException', (err) => {
  connection.console.error(`uncaught exception: ${err?.stack ?? String(err)}`);
});

// Young garbage is collected while the server waits, not on the next keystroke (see idleCollector.ts).
const collectYoung = youngCollection();
startServer(connection, { ...(frames ? { lastInputAt: () => frames.lastInputAt } : {}), ...(collectYoung ? { collectYoung } : {}) });
connection.listen();
