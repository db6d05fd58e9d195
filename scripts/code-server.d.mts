// Types for scripts/code-server.mjs, so the TypeScript e2e runner can use it type-safely.

/** The folders of an isolated code-server profile. */
export interface CodeServerProfile {
  readonly root: string;
  readonly userData: string;
  readonly extensions: string;
  readonly home: string;
  readonly xdgConfig: string;
  readonly xdgData: string;
  readonly config: string;
  /** code-server's stdout + stderr. */
  readonly serverLog: string;
}

/** A running code-server. */
export interface RunningCodeServer {
  readonly origin: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Resolves when /healthz answers 200; rejects on timeout or early exit. */
  readonly ready: Promise<void>;
  /** Settles with the exit code, signal or spawn error when the server process ends. */
  readonly exited: Promise<number | string | null>;
  /** Ends the whole process group (server, extension host, language servers). */
  stop(): Promise<void>;
}

/** Returns `preferred` when it can be bound on 127.0.0.1, otherwise a free port. */
export function freePort(preferred?: number): Promise<number>;

/** Creates (if needed) and returns the folders of an isolated profile under `root`. */
export function profilePaths(root: string): CodeServerProfile;

/** Environment isolated from the user's HOME and any surrounding VS Code, plus `extra`. */
export function isolatedEnv(profile: CodeServerProfile, extra?: Record<string, string>): NodeJS.ProcessEnv;

/** Installs a .vsix into the profile's extensions folder; resolves with the command's output. */
export function installExtension(options: {
  entry: string;
  profile: CodeServerProfile;
  vsix: string;
  env?: NodeJS.ProcessEnv;
}): Promise<string>;

/** Starts code-server in its own process group; returns at once (await `ready`). */
export function startCodeServer(options: {
  entry: string;
  port: number;
  profile: CodeServerProfile;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): RunningCodeServer;

/** The workbench URL opening `folder`, with development/test paths in the URL payload. */
export function workbenchUrl(options: {
  origin: string;
  folder: string;
  extensionDevelopmentPath?: string;
  extensionTestsPath?: string;
}): string;
