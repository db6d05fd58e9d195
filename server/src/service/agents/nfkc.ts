/** Printable ASCII and the usual whitespace: text NFKC leaves as it is. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** `s.normalize('NFKC')`, without the call for plain ASCII (most names), which it never changes. */
export function nfkc(s: string): string {
  return PLAIN_ASCII.test(s) ? s : s.normalize('NFKC');
}
