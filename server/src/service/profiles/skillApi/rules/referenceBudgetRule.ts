import { Buffer } from 'node:buffer';
import type { SkillRule } from '../../profile';
import { skillAnchorRange } from '../../shared/skillAnchorRange';
import { formatMegabytes, formatMegabytesFr } from '../../../text/numbers';
import { SKILL_API_LIMITS } from '../skillApiLimits';
import { skillFolderListing } from '../skillFolderListing';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `reference-count`: its severity and docs (rule pages, hovers, SARIF). */
export const REFERENCE_COUNT: RuleCode = { code: 'reference-count', severity: 'error', doc: { en: 'The skill folder holds more than 200 files besides SKILL.md: the API refuses the skill.', fr: 'Le dossier du skill contient plus de 200 fichiers en plus de SKILL.md : l’API refuse le skill.' },
  example: {
    file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.'], 'Read the invoice, then compare it with the ones in `samples/`.'),
    // Built when a test or the docs ask, not when the server loads.
    get others() { return Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`skill-api/invoice-extraction/samples/invoice-${i + 1}.txt`, `Invoice ${i + 1}\n`])); },
    setting: { en: 'The folder also holds 201 sample invoices in `samples/`.', fr: 'Le dossier contient aussi 201 factures d’exemple dans `samples/`.' },
  },
};

/** `reference-size`: its severity and docs (rule pages, hovers, SARIF). */
export const REFERENCE_SIZE: RuleCode = { code: 'reference-size', severity: 'error', doc: { en: 'A file of the skill is larger than 10 MB: the API refuses the skill.', fr: 'Un fichier du skill dépasse 10 Mo : l’API refuse le skill.' },
  example: {
    file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.'], 'Read the invoice, then compare it with the ones in `samples/`.'),
    // Built when a test or the docs ask, not when the server loads.
    get others() { return { 'skill-api/invoice-extraction/samples/scans.txt': 'x'.repeat(11 * 1024 * 1024) }; },
    setting: { en: 'The folder also holds `samples/scans.txt`, of 11 MB.', fr: 'Le dossier contient aussi `samples/scans.txt`, de 11 Mo.' },
  },
};

/** `skill-size`: its severity and docs (rule pages, hovers, SARIF). */
export const SKILL_SIZE: RuleCode = { code: 'skill-size', severity: 'error', doc: { en: 'The skill weighs more than 50 MB with SKILL.md and its files: the API refuses it.', fr: 'Le skill pèse plus de 50 Mo avec SKILL.md et ses fichiers : l’API le refuse.' },
  example: {
    file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.'], 'Read the invoice, then compare it with the ones in `samples/`.'),
    // Built when a test or the docs ask, not when the server loads.
    get others() { return Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`skill-api/invoice-extraction/samples/scans-${i + 1}.txt`, 'x'.repeat(9 * 1024 * 1024)])); },
    setting: { en: 'The folder also holds six files of 9 MB in `samples/`: 54 MB in all.', fr: 'Le dossier contient aussi six fichiers de 9 Mo dans `samples/` : 54 Mo en tout.' },
  },
};

/**
 * `reference-count` (over 200 files besides SKILL.md), `reference-size` (a file over
 * 10 MB) and `skill-size` (over 50 MB in all, SKILL.md included): seed 003's limits on
 * what one skill may carry. Sizes come from `stat`; reference files are never read.
 * Findings sit on the skill's name (the folder itself has no text to point at).
 */
export const referenceBudgetRule: SkillRule = {
  id: 'skill-api-reference-budget',
  kind: 'skill',
  codes: [REFERENCE_COUNT, REFERENCE_SIZE, SKILL_SIZE],
  reads: ['header', 'file-system'],
  // The folder's other files change without SKILL.md changing.
  check({ skill, index, report }) {
    if (skill.status === 'layout') return;
    const listing = skillFolderListing(index.fs, skill.record);
    const anchor = skillAnchorRange(skill.parsed);
    const self = skill.record.path;
    // An editor's unsaved text counts, not the stale file on disk; a closed file is as on disk.
    const onDisk = listing.files.find((f) => f.path === self)?.size ?? 0;
    const { parsed } = skill;
    const selfBytes = parsed.whole ? parsed.whole.bytes() : parsed.complete ? Buffer.byteLength(parsed.text, 'utf8') : onDisk;
    let total = selfBytes;
    let count = 0;
    for (const f of listing.files) {
      if (f.path === self) continue;
      count++;
      total += f.size;
      if (f.size > SKILL_API_LIMITS.fileBytes) {
        report({
          code: 'reference-size',
          range: anchor,
          message: {
            en: `Uploading this skill fails: "${f.relPath}" is ${formatMegabytes(f.size)}, and the API accepts at most 10 MB per file.`,
            fr: `L’envoi de ce skill échoue : « ${f.relPath} » fait ${formatMegabytesFr(f.size)}, et l’API accepte 10 Mo au plus par fichier.`,
          },
          related: [{ path: f.path, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, message: { en: `${formatMegabytes(f.size)}`, fr: `${formatMegabytesFr(f.size)}` } }],
        });
      }
    }
    if (selfBytes > SKILL_API_LIMITS.fileBytes) {
      report({
        code: 'reference-size',
        range: anchor,
        message: {
          en: `Uploading this skill fails: SKILL.md is ${formatMegabytes(selfBytes)}, and the API accepts at most 10 MB per file.`,
          fr: `L’envoi de ce skill échoue : SKILL.md fait ${formatMegabytesFr(selfBytes)}, et l’API accepte 10 Mo au plus par fichier.`,
        },
      });
    }
    const atLeast = listing.truncated ? 'at least ' : '';
    const atLeastFr = listing.truncated ? 'au moins ' : '';
    if (count > SKILL_API_LIMITS.referenceFiles) {
      report({
        code: 'reference-count',
        range: anchor,
        message: {
          en: `Uploading this skill fails: its folder holds ${atLeast}${count} files besides SKILL.md, and the API accepts at most ${SKILL_API_LIMITS.referenceFiles} reference files.`,
          fr: `L’envoi de ce skill échoue : son dossier contient ${atLeastFr}${count} fichiers en plus de SKILL.md, et l’API accepte ${SKILL_API_LIMITS.referenceFiles} fichiers de référence au plus.`,
        },
      });
    }
    if (total > SKILL_API_LIMITS.skillBytes) {
      report({
        code: 'skill-size',
        range: anchor,
        message: {
          en: `Uploading this skill fails: it weighs ${atLeast}${formatMegabytes(total)} with SKILL.md and its files, and the API accepts at most 50 MB per skill.`,
          fr: `L’envoi de ce skill échoue : il pèse ${atLeastFr}${formatMegabytesFr(total)} avec SKILL.md et ses fichiers, et l’API accepte 50 Mo au plus par skill.`,
        },
      });
    }
  },
};
