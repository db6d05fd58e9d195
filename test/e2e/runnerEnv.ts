// Environment variables the e2e runner sets on code-server, so that the extension host (and the
// tests in it) see them. Shared by the runner and the suite; no runtime dependencies.

/** Set to the .vsix path when the runner tests an installed copy (--install-vsix). */
export const INSTALLED_VSIX_ENV = 'SKILLKILN_E2E_INSTALLED_VSIX';
