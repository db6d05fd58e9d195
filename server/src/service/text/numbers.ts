/**
 * A count (a whole number) for English messages: `524,288`. Grouped by hand: the first
 * `toLocaleString` of a process loads ICU's locale data, 7 MB of resident memory.
 */
export function countEn(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
