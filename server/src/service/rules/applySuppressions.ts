import type { Position, Range } from 'vscode-languageserver-types';
import type { Finding, LocalizedText, Report } from '../model/finding';
import { allProfiles } from '../profiles/registry';
import { profileRules } from './profileRules';
import type { SuppressionDirective } from './readSuppressions';
import { SUPPRESSION_UNUSED } from './suppressionRules';

/** A stretch of the file where codes are off: from one comment to the next `enable` (or the end). */
interface Region {
  readonly from: Position;
  to: Position | undefined;
  /** One code, or undefined: every code but `except`. */
  readonly code: string | undefined;
  readonly except: ReadonlySet<string>;
  /** Usage key of the comment (and code) that opened it. */
  readonly key: string;
}

/**
 * The findings that no suppression comment hides, plus one `suppression-unused` report
 * (through `report`) for each comment, or code of a comment, that hid nothing. Findings on
 * the header can only be hidden by `disable-file`: the other forms are in the body, after it.
 * The report on unused comments is never hidden itself.
 */
export function applySuppressions(findings: readonly Finding[], directives: readonly SuppressionDirective[], report: (r: Report) => void): Finding[] {
  const used = new Set<string>();
  const nextLine = new Map<number, { key: string; code: string | undefined }[]>();
  const whole: { key: string; code: string | undefined }[] = [];
  const regions = regionsOf(directives, report);
  directives.forEach((d, i) => {
    const targets = d.codes.length === 0 ? [{ key: `${i}`, code: undefined }] : d.codes.map((c, j) => ({ key: `${i}:${j}`, code: c.code }));
    if (d.kind === 'disable-file') whole.push(...targets);
    else if (d.kind === 'disable-next-line') {
      const line = d.range.end.line + 1;
      nextLine.set(line, [...(nextLine.get(line) ?? []), ...targets]);
    }
  });
  const kept = findings.filter((f) => {
    if (f.code === SUPPRESSION_UNUSED) return true;
    const at = f.range.start;
    const hit =
      nextLine.get(at.line)?.find((t) => t.code === undefined || t.code === f.code) ??
      regions.find((r) => !before(at, r.from) && (!r.to || before(at, r.to)) && (r.code === undefined ? !r.except.has(f.code) : r.code === f.code)) ??
      whole.find((t) => t.code === undefined || t.code === f.code);
    if (!hit) return true;
    used.add(hit.key);
    return false;
  });
  directives.forEach((d, i) => {
    if (d.kind === 'enable' || d.kind === 'unknown') return;
    if (d.codes.length === 0) {
      if (!used.has(`${i}`)) report(unused(d.range, nothingHidden(d.kind), d.removal));
      return;
    }
    const allUnused = d.codes.every((_, j) => !used.has(`${i}:${j}`));
    d.codes.forEach((c, j) => {
      if (!used.has(`${i}:${j}`)) report(unused(c.range, isKnownCode(c.code) ? codeNotHidden(c.code, d.kind) : unknownCode(c.code), ...codeRemoval(d, c, allUnused)));
    });
  });
  return kept;
}

/** The `disable` … `enable` stretches; reports `enable` comments that turn nothing back on, and unknown words. */
function regionsOf(directives: readonly SuppressionDirective[], report: (r: Report) => void): Region[] {
  const regions: Region[] = [];
  const open = new Map<string, Region>();
  let all: Region | undefined;
  const close = (r: Region, at: Position) => {
    r.to = at;
  };
  directives.forEach((d, i) => {
    const at = d.range.start;
    if (d.kind === 'unknown') {
      report(unused(d.range, { en: `Write skillkiln-disable-next-line, skillkiln-disable, skillkiln-enable or skillkiln-disable-file: \`skillkiln-${d.word}\` is not a Skillkiln comment.`, fr: `Écrivez skillkiln-disable-next-line, skillkiln-disable, skillkiln-enable ou skillkiln-disable-file : \`skillkiln-${d.word}\` n’est pas un commentaire Skillkiln.` }));
    } else if (d.kind === 'disable') {
      if (d.codes.length === 0) {
        if (all) close(all, at);
        all = { from: at, to: undefined, code: undefined, except: new Set(), key: `${i}` };
        regions.push(all);
      }
      d.codes.forEach((c, j) => {
        const was = open.get(c.code);
        if (was) close(was, at);
        const r: Region = { from: at, to: undefined, code: c.code, except: new Set(), key: `${i}:${j}` };
        open.set(c.code, r);
        regions.push(r);
      });
    } else if (d.kind === 'enable') {
      if (d.codes.length === 0) {
        if (!all && open.size === 0) report(unused(d.range, { en: 'This comment turns nothing back on: no `skillkiln-disable` above is still on.', fr: 'Ce commentaire ne réactive rien : aucun `skillkiln-disable` plus haut n’est encore actif.' }, d.removal));
        if (all) close(all, at);
        for (const r of open.values()) close(r, at);
        all = undefined;
        open.clear();
      }
      for (const c of d.codes) {
        const was = open.get(c.code);
        if (was) {
          close(was, at);
          open.delete(c.code);
        } else if (all && !all.except.has(c.code)) {
          // `enable x` inside a `disable` of every code: the rest stays off, `x` comes back.
          close(all, at);
          all = { from: at, to: undefined, code: undefined, except: new Set([...all.except, c.code]), key: all.key };
          regions.push(all);
        } else {
          report(unused(c.range, { en: `This comment changes nothing: no \`skillkiln-disable\` above turns \`${c.code}\` off.`, fr: `Ce commentaire ne change rien : aucun \`skillkiln-disable\` plus haut ne désactive \`${c.code}\`.` }, ...codeRemoval(d, c, false)));
        }
      }
    }
  });
  return regions;
}

/** The report on a comment (or code of one) that hides nothing; `removal`: what its quick fix deletes. */
function unused(range: Range, message: LocalizedText, removal?: Range, what?: string): Report {
  const data = removal ? { data: { fix: 'remove-suppression', edit: { range: removal, newText: '' }, ...(what ? { code: what } : {}) } } : {};
  return { code: SUPPRESSION_UNUSED, range, message, unnecessary: true, ...data };
}

/** What removes one unused code: the code from its list, or the whole comment when none of its codes is used. */
function codeRemoval(d: SuppressionDirective, c: SuppressionDirective['codes'][number], allUnused: boolean): [Range, string | undefined] {
  return !allUnused && c.removal ? [c.removal, c.code] : [d.removal, undefined];
}

function where(kind: SuppressionDirective['kind']): LocalizedText {
  return kind === 'disable-next-line' ? { en: 'on the next line', fr: 'sur la ligne suivante' } : kind === 'disable-file' ? { en: 'in this file', fr: 'dans ce fichier' } : { en: 'before the next `skillkiln-enable`', fr: 'avant le prochain `skillkiln-enable`' };
}

function nothingHidden(kind: SuppressionDirective['kind']): LocalizedText {
  const w = where(kind);
  return { en: `Remove this comment: no problem is reported ${w.en}, so it hides nothing and would hide the next problem unseen.`, fr: `Retirez ce commentaire : aucun problème n’est signalé ${w.fr}, il ne masque donc rien et masquerait le prochain problème sans qu’on le voie.` };
}

function codeNotHidden(code: string, kind: SuppressionDirective['kind']): LocalizedText {
  const w = where(kind);
  return { en: `Remove \`${code}\` from this comment: no \`${code}\` problem is reported ${w.en}, so it hides nothing here.`, fr: `Retirez \`${code}\` de ce commentaire : aucun problème \`${code}\` n’est signalé ${w.fr}, il ne masque donc rien ici.` };
}

function unknownCode(code: string): LocalizedText {
  return { en: `Check the spelling of \`${code}\`: it is not a Skillkiln code, so it hides nothing.`, fr: `Vérifiez l’orthographe de \`${code}\` : ce n’est pas un code Skillkiln, il ne masque donc rien.` };
}

let knownCodes: Set<string> | undefined;

function isKnownCode(code: string): boolean {
  knownCodes ??= new Set(allProfiles().flatMap((p) => [...profileRules(p).codes.keys()]));
  return knownCodes.has(code);
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}
