import * as path from 'node:path';
import { createOpencodeFamilyOracle } from './opencodeFamily';

/** opencode as an oracle: the native binary of its platform package (`opencode-ai`'s launcher only finds it). */
export const opencodeOracle = createOpencodeFamilyOracle({
  id: 'opencode',
  binary: path.join('node_modules', `opencode-${process.platform}-${process.arch}`, 'bin', 'opencode'),
  configVariable: 'OPENCODE_CONFIG_CONTENT',
  quiet: { OPENCODE_DISABLE_MODELS_FETCH: '1', OPENCODE_DISABLE_AUTOUPDATE: '1', OPENCODE_DISABLE_SHARE: '1', OPENCODE_DISABLE_LSP_DOWNLOAD: '1' },
});
