import type { FuzzCase } from './fuzzCase';

/** Top-level blocks of a header: a line at the least indentation with the deeper lines after it. */
function blocks(lines: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  const indentOf = (l: string) => l.length - l.trimStart().length;
  const base = Math.min(...lines.filter((l) => l.trim()).map(indentOf));
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim() || indentOf(lines[i]!) > base) continue;
    let j = i + 1;
    while (j < lines.length && (!lines[j]!.trim() || indentOf(lines[j]!) > base)) j++;
    out.push([i, j]);
  }
  return out;
}

/**
 * Smaller versions of a case, most reducing first: the file's encoding and layout tricks
 * taken away, the body emptied, header blocks then single lines removed (last first), long
 * lines halved. Each is tried in turn; the shrinker keeps those that still disagree.
 */
export function shrinkSteps(c: FuzzCase): FuzzCase[] {
  const out: FuzzCase[] = [];
  if (c.utf16) out.push({ ...c, utf16: undefined });
  if (c.latin1) out.push({ ...c, latin1: undefined });
  if (c.bom) out.push({ ...c, bom: false });
  if (c.eol !== '\n') out.push({ ...c, eol: '\n' });
  if (c.lead) out.push({ ...c, lead: '' });
  if (c.openerTail) out.push({ ...c, openerTail: undefined });
  if (c.closerTail) out.push({ ...c, closerTail: undefined });
  if (c.symlinked) out.push({ ...c, symlinked: false });
  if (c.realDir) out.push({ ...c, realDir: undefined });
  if (c.links?.length) out.push({ ...c, links: undefined });
  for (const file of Object.keys(c.folderFiles ?? {})) {
    const { [file]: _dropped, ...rest } = c.folderFiles!;
    out.push({ ...c, folderFiles: rest });
  }
  if (c.body.length > 40) out.push({ ...c, body: c.body.length > 1000 ? c.body.slice(0, c.body.length >> 1) : '# Body\n' });
  if (c.body.length > 0 && c.body !== '# Body\n') out.push({ ...c, body: '' });
  const h = c.header ?? [];
  for (const [a, b] of blocks(h).reverse()) if (b - a > 1 || h.length > 1) out.push({ ...c, header: [...h.slice(0, a), ...h.slice(b)] });
  for (let i = h.length - 1; i >= 0; i--) if (h.length > 1) out.push({ ...c, header: [...h.slice(0, i), ...h.slice(i + 1)] });
  for (let i = 0; i < h.length; i++) {
    const line = h[i]!;
    if (line.length <= 60) continue;
    const cps = Array.from(line);
    const cut = cps.slice(0, Math.max(60, cps.length >> 1)).join('');
    out.push({ ...c, header: [...h.slice(0, i), cut + (/^\s*[\w-]+: ["']/.test(line) ? line.trim().slice(-1) : ''), ...h.slice(i + 1)] });
  }
  return out;
}
