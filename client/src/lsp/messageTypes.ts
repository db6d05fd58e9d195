// Stands in for 'vscode-languageserver-protocol' in the activation bundle only (scripts/build.mjs
// aliases it there): server/src/lsp/protocol.ts builds its method descriptors with these two classes,
// and the activation bundle reads nothing of them but `method`. The real package, with
// vscode-jsonrpc under it, is evaluated once, in the language-client bundle. Should protocol.ts
// import anything else from the package, esbuild fails the build ("No matching export").

/** A request's method name (the real class also carries its parameter structure). */
export class RequestType {
  constructor(readonly method: string) {}
}

/** A notification's method name. */
export class NotificationType {
  constructor(readonly method: string) {}
}
