import * as path from 'node:path';
import { VERIFIED_VERSIONS } from '../../../server/src/service/agents/verifiedVersions';
import { createOpencodeFamilyOracle } from './opencodeFamily';

/** Kilo as an oracle: the pinned package is the linux-x64 build itself. */
export const kiloOracle = createOpencodeFamilyOracle({
  id: 'kilo',
  binary: path.join('node_modules', VERIFIED_VERSIONS.kilo.package, 'bin', 'kilo'),
  configVariable: 'KILO_CONFIG_CONTENT',
  quiet: {
    KILO_TELEMETRY_LEVEL: 'off', KILO_DISABLE_MODELS_FETCH: '1', KILO_DISABLE_AUTOUPDATE: '1', KILO_DISABLE_SHARE: '1', KILO_DISABLE_LSP_DOWNLOAD: '1',
    KILO_DISABLE_CODEBASE_INDEXING: '1', KILO_DISABLE_SESSION_INGEST: '1', KILO_NO_DAEMON: '1',
  },
});
