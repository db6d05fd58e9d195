/** A count for English messages: `524,288`. */
export function countEn(n: number): string {
  return n.toLocaleString('en-US');
}

/** A count for French messages: `524 288`, grouped with a narrow no-break space. */
export function countFr(n: number): string {
  return countEn(n).replace(/,/g, '\u202f');
}

/** `10.5 MB` style sizes for messages (MiB, one decimal). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `10,5 Mo` for French messages. */
export function formatMegabytesFr(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;
}
