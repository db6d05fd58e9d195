/** The verdict on a `timezone` value. */
export type TimeZoneCheck =
  | { readonly ok: true }
  /** Known, but spelled with another case than the IANA name (`america/new_york`). */
  | { readonly ok: false; readonly spelling: string }
  | { readonly ok: false; readonly spelling?: undefined };

let byLowerCase: Map<string, string> | undefined;

/** IANA time zone names for completion: the runtime's list plus `UTC` (built once). */
export function listTimeZones(): readonly string[] {
  return [...zoneMap().values()];
}

function zoneMap(): Map<string, string> {
  if (!byLowerCase) {
    byLowerCase = new Map();
    for (const z of [...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']) byLowerCase.set(z.toLowerCase(), z);
  }
  return byLowerCase;
}

/**
 * Checks an IANA time zone name. A name is valid when `Intl.DateTimeFormat` accepts it
 * (canonical names and IANA links such as `US/Eastern` or `Etc/GMT+5`), written with its
 * exact case; UTC offsets (`+01:00`), which newer ICU versions also accept, are not IANA names.
 */
export function checkTimeZone(name: string): TimeZoneCheck {
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+)*$/.test(name)) return { ok: false };
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return { ok: false };
  }
  const listed = zoneMap().get(name.toLowerCase());
  if (listed !== undefined) return listed === name ? { ok: true } : { ok: false, spelling: listed };
  // An IANA link not in the canonical list: its case cannot be checked against a list.
  if (resolved.toLowerCase() === name.toLowerCase() && resolved !== name) return { ok: false, spelling: resolved };
  return { ok: true };
}
