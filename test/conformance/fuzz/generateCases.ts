import type { FolderLink, FuzzCase } from './fuzzCase';

/** A small seeded generator (mulberry32): the same seed gives the same skills on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const chance = (r: Rand, p: number) => r() < p;

/** Text of exactly `n` code points (`unit` repeated, cut), ending in a letter. */
function sized(n: number, unit: string): string {
  const cps = Array.from(unit.repeat(Math.ceil(n / Math.max(1, Array.from(unit).length)) + 1));
  return cps.slice(0, n).join('');
}

/** Lengths right at the agents' limits: names 64, descriptions 1,024 (1,023 for Droid's cut), Claude's 1,536 cap, Codex's 1,024 listing cut. */
const NAME_SIZES = [63, 64, 65];
const DESCRIPTION_SIZES = [1022, 1023, 1024, 1025, 1535, 1536, 1537];
/** Units whose code points and UTF-16 units differ (an emoji is two units), or whose NFKC or width differ. */
const UNITS = ['ab ', 'é', '😀', 'a😀', '日本', 'e\u0301', 'ｆｕｌｌ', '\u00a0x', 'ß'];
/** First characters YAML reserves, and other awkward starts. */
const RESERVED = ['@', '`', '*', '&', '!', '%', '|', '>', '#', '?', '-', ',', '[', '{', "'", '"', ':'];

/**
 * One value for a text key, in one of YAML's forms: returns the lines that follow `key:` (the
 * first on the same line) and what it probes.
 */
function textValue(r: Rand, words: string, indent = ''): { lines: string[]; probe: string } {
  const i = `${indent}  `;
  const trail = pick(r, ['', '\n', '\n\n', `\n${i}`, '\n  \n']);
  const form = Math.floor(r() * 30);
  switch (form) {
    case 0: return { lines: [` '${words.replace(/'/g, "''")}'`], probe: 'single-quoted' };
    case 1: return { lines: [` "${words.replace(/["\\]/g, '\\$&')}\\t\\u00e9"`], probe: 'double-quoted with escapes' };
    case 2: case 3: case 4: case 5: case 6: case 7: {
      const style = pick(r, ['|', '|-', '|+', '>', '>-', '>+', '|2', '>2-', '|+2']);
      const more = chance(r, 0.3) ? [`${i}`, `${i}  indented more`] : [];
      return { lines: [` ${style}${chance(r, 0.2) ? ' # comment' : ''}`, `${i}${words}`, ...more, `${i}second line.`, ...trail.split('\n').slice(1)], probe: `block ${style}${trail ? ' with trailing blanks' : ''}` };
    }
    case 8: return { lines: [` ${words}`, `${i}continued plain line.`], probe: 'plain over two lines' };
    case 9: return { lines: [` ${pick(r, RESERVED)}${words}`], probe: 'reserved first character' };
    case 10: return { lines: [` ${words}: with colon`], probe: 'unquoted ": "' };
    case 11: return { lines: [` ${words} # trailing comment`], probe: 'trailing comment' };
    case 12: return { lines: [` ${words} #no-space-hash and a \`tick\``], probe: '# without space' };
    case 13: return { lines: [` !!str ${words}`], probe: 'tag !!str' };
    case 14: return { lines: [` !custom ${words}`], probe: 'custom tag' };
    case 15: return { lines: [` &anchor ${words}`], probe: 'anchor' };
    case 16: case 17: {
      // Blanks before a line break inside quotes: js-yaml 4.1 keeps them, 4.2 and `yaml` drop them.
      const blanks = pick(r, ['', '', '  ', '\t', ' \t ']);
      const probe = blanks ? ', blanks before the break' : '';
      return form === 16
        ? { lines: [` "${words}${blanks}`, `${i}over lines"`], probe: `double-quoted over lines${probe}` }
        : { lines: [` '${words}${blanks}`, '', `${i}after a blank'`], probe: `single-quoted over lines${probe}` };
    }
    case 18: return { lines: [`${words}`.length > 0 ? ` ${words}\t` : ''], probe: 'trailing tab' };
    case 19: return { lines: [` ${words}...`], probe: 'ends with dots' };
    case 20: return { lines: [` ${words} --- dashes`], probe: '--- inside' };
    case 21: return { lines: [` "${words} \\"quoted\\" <b> & 'x'"`], probe: 'escapes and markup' };
    default: return { lines: [` ${words}`], probe: 'plain' };
  }
}

/** A value of another type than text, for any key. */
function otherValue(r: Rand, indent = ''): { lines: string[]; probe: string } {
  const i = `${indent}  `;
  return pick(r, [
    { lines: [''], probe: 'empty' },
    { lines: [' ~'], probe: '~' },
    { lines: [' null'], probe: 'null' },
    { lines: [' ""'], probe: '""' },
    { lines: [" ''"], probe: "''" },
    { lines: [' 42'], probe: 'integer' },
    { lines: [' 0x1F'], probe: 'hex integer' },
    { lines: [' 1.5e3'], probe: 'float' },
    { lines: [' .inf'], probe: '.inf' },
    { lines: [' true'], probe: 'true' },
    { lines: [' false'], probe: 'false' },
    { lines: [' yes'], probe: 'yes (YAML 1.1 boolean)' },
    { lines: [' off'], probe: 'off (YAML 1.1 boolean)' },
    { lines: [' 2024-01-31'], probe: 'date' },
    { lines: [' 12:30'], probe: 'sexagesimal' },
    { lines: [' [Read, Bash]'], probe: 'flow list' },
    { lines: [' []'], probe: 'empty flow list' },
    { lines: ['', `${i}- Read`, `${i}- Bash(git:*)`], probe: 'block list' },
    { lines: ['', `${indent}- Read`], probe: 'block list not indented' },
    { lines: [' {a: b, c: 1}'], probe: 'flow mapping' },
    { lines: [' {}'], probe: 'empty flow mapping' },
    { lines: ['', `${i}a: b`, `${i}c: [1, 2]`], probe: 'block mapping' },
    { lines: [' !!binary aGVsbG8='], probe: 'binary' },
    { lines: [' !!int "7"'], probe: 'tag !!int' },
    { lines: [' [a, [b, {c: d}]]'], probe: 'nested flow' },
  ]);
}

const KEYS = ['when_to_use', 'argument-hint', 'disable-model-invocation', 'user-invocable', 'allowed-tools', 'metadata', 'license', 'compatibility', 'model', 'disabled', 'enabled', 'paths', 'version', 'context', 'hooks', 'arguments', 'effort', 'shell', 'agent', 'disallowed-tools', 'unknown-key'];

/** What an ordinary description says, with the case's id to tell entries apart. */
const sentence = (id: string) => `Does ${id} things. Use when the user asks for ${id}.`;

/** A name value: usually the folder's, sometimes at a limit or with characters some agents refuse. */
function nameValue(r: Rand, folder: string): { text: string; probe: string } {
  const n = Math.floor(r() * 14);
  if (n < 6) return { text: folder, probe: 'name = folder' };
  if (n === 6) { const size = pick(r, NAME_SIZES); const unit = pick(r, UNITS); return { text: `${folder}-${sized(size - folder.length - 1, unit.trim() || 'x')}`.replace(/\s/g, 'x'), probe: `name of ${size} code points of ${JSON.stringify(unit)}` }; }
  if (n === 7) return { text: `${folder}-${pick(r, ['Upper', 'with space', 'dot.ted', 'under_score', 'col:on', 'sl/ash', 'é', '😀', '--double', 'end-', 'ｆｕｌｌ', 'a<b>', 'q"uote', 'star*', 'tab\tx'])}`, probe: 'name with unusual characters' };
  if (n === 8) return { text: `${pick(r, ['-', '_', '.', 'Ä', '1', ' '])}${folder}`, probe: 'name with an unusual first character' };
  if (n === 9) return { text: `other-${folder}`, probe: 'name differs from folder' };
  if (n === 10) return { text: folder.toUpperCase(), probe: 'name in capitals' };
  return { text: folder, probe: 'name = folder' };
}

/**
 * The header lines of one skill: a name and a description in one of their forms (or missing,
 * or another type), a few other keys of every type, and YAML features around them.
 */
function headerOf(r: Rand, id: string, folder: string, usedNames: Set<string>): { lines: string[]; probes: string[] } {
  const probes: string[] = [];
  const lines: string[] = [];
  const indent = chance(r, 0.04) ? pick(r, [' ', '  ']) : '';
  if (indent) probes.push('every header line indented');
  const key = (k: string) => {
    const q = chance(r, 0.04) ? pick(r, ['"', "'"]) : '';
    if (q) probes.push(`quoted key ${k}`);
    return `${indent}${q}${k}${q}:`;
  };
  const add = (k: string, v: { lines: string[]; probe: string }) => {
    probes.push(`${k}: ${v.probe}`);
    lines.push(`${key(k)}${v.lines[0]}`, ...v.lines.slice(1).map((l) => (l ? indent + l : l)));
  };
  // Anchors and merge keys need their source first.
  const anchored = chance(r, 0.05);
  if (anchored) {
    lines.push(`${indent}base: &base`, `${indent}  description: ${sentence(id)} From a merged mapping.`);
    probes.push('anchor on a mapping');
  }
  const name = nameValue(r, folder);
  let nameForm = Math.floor(r() * 20);
  // A value that gives no name of its own (`null`, `42`…) at most once per seed: many skills
  // sharing one name would turn every case into a duplicate-name case.
  const other = otherValue(r);
  if (nameForm === 1 && usedNames.has(other.lines.join('\n'))) nameForm = 5;
  if (nameForm === 0) probes.push('no name');
  else if (nameForm === 1) { usedNames.add(other.lines.join('\n')); add('name', other); }
  else if (nameForm === 2) add('name', { lines: [` "${name.text.replace(/["\\]/g, '\\$&')}"`], probe: `double-quoted, ${name.probe}` });
  else if (nameForm === 3) add('name', { lines: [` '${name.text.replace(/'/g, "''")}'`], probe: `single-quoted, ${name.probe}` });
  else if (nameForm === 4) add('name', textValue(r, name.text, indent));
  else add('name', { lines: [` ${name.text}`], probe: name.probe });
  const words = sentence(id);
  const descForm = Math.floor(r() * 24);
  if (descForm === 0) probes.push('no description');
  else if (descForm <= 2) add('description', otherValue(r));
  else if (descForm === 3) {
    const size = pick(r, DESCRIPTION_SIZES);
    const unit = pick(r, UNITS);
    add('description', { lines: [` "${words} ${sized(size - words.length - 1, unit)}"`], probe: `${size} code points of ${JSON.stringify(unit)}` });
  } else if (descForm === 4 && anchored) lines.push(`${indent}<<: *base`), probes.push('description from a merge key');
  else if (descForm === 5) lines.push(`${indent}words: &w ${words}`, `${key('description')} *w`), probes.push('description from an alias');
  else if (descForm === 6) lines.push(`${indent}? description`, `${indent}: ${words}`), probes.push('description as a complex key');
  else if (descForm === 7) lines.push(`${indent}{description: ${words.replace(/[,]/g, '')}}`), probes.push('header line in flow style');
  else if (descForm === 8) add('description', { lines: [` ${words} ${pick(r, ['日本語の説明。', 'Ünïcödé', '😀 emoji', 'mixed\u200bzero-width', 'tab\there', 'back\\slash'])}`], probe: 'unicode' });
  else if (descForm <= 14) add('description', textValue(r, words, indent));
  else add('description', { lines: [` ${words}`], probe: 'plain' });
  const extra = Math.floor(r() * 4);
  for (let k = 0; k < extra; k++) {
    const which = pick(r, KEYS);
    if (lines.some((l) => l.startsWith(`${indent}${which}:`))) continue;
    add(which, chance(r, 0.5) ? otherValue(r, indent) : textValue(r, which === 'when_to_use' ? `When ${id} is wanted.` : `${which} value`, indent));
  }
  if (chance(r, 0.06)) lines.splice(Math.floor(r() * (lines.length + 1)), 0, pick(r, ['# a comment line', '', '   ', `${indent}# indented comment`]));
  if (chance(r, 0.02)) lines.push(`${indent}description: duplicated key`), probes.push('duplicate description');
  if (chance(r, 0.02)) lines.push('\tbad: tab indentation'), probes.push('tab indentation');
  if (chance(r, 0.02)) lines.push('%YAML 1.2'), probes.push('directive inside');
  if (chance(r, 0.02)) lines.push('...'), probes.push('document end marker');
  return { lines, probes };
}

/** A body: usually a heading and a paragraph; sometimes empty, blank or near a size limit. */
function bodyOf(r: Rand, id: string): { body: string; probe?: string } {
  const n = Math.floor(r() * 60);
  if (n === 0) return { body: '', probe: 'empty body' };
  if (n === 1) return { body: '\n  \n', probe: 'blank body' };
  if (n === 2) return { body: `First paragraph of ${id} without a heading.\n\nSecond.\n`, probe: 'paragraph first' };
  if (n === 3) {
    const size = pick(r, [65_000, 65_600, 66_000, 130_000]);
    return { body: `# ${id}\n\n${'Filler line of the body for size.\n'.repeat(Math.ceil(size / 34))}`.slice(0, size), probe: `body of ${size} bytes` };
  }
  if (n === 4) return { body: `---\nnot: a header\n---\n# ${id}\n`, probe: 'second --- block in the body' };
  return { body: `# ${id}\n\nFirst paragraph of the body of ${id}.\n` };
}

/**
 * `agents/openai.yaml` as Codex reads it beside SKILL.md: its flag that keeps a skill out of the
 * list, and files it ignores whole (a value of the wrong type, YAML that does not parse).
 */
const OPENAI_YAML = [
  'policy:\n  allow_implicit_invocation: false\n',
  'policy:\n  allow_implicit_invocation: true\n',
  'interface:\n  display_name: Shown Name\n  short_description: Short.\npolicy:\n  allow_implicit_invocation: False\n',
  'interface: 5\npolicy:\n  allow_implicit_invocation: false\n',
  'policy:\n  allow_implicit_invocation: "false"\n',
  'policy: [\n',
];

/** Plugin manifests (Codex names the skills under one `<plugin>:<name>`), `%` the case's id. */
const PLUGIN_MANIFESTS = ['{"name": "%"}', '{}', '{"name": 5}', '[]', '{"name": ""}', '{"name": "%",}', '["%"]'];

/**
 * Files beside the case's SKILL.md, or in the top folder of a case nested deeper, chosen from
 * `n` (so the random stream, every other case of a seed, stays as it was).
 */
function folderFilesOf(n: number, id: string, dir: string): { readonly files?: Record<string, string>; readonly probe?: string } {
  if (n % 37 === 11) return { files: { 'agents/openai.yaml': OPENAI_YAML[(n >> 2) % OPENAI_YAML.length]! }, probe: 'agents/openai.yaml' };
  if (n % 41 !== 13) return {};
  const manifest = PLUGIN_MANIFESTS[(n >> 2) % PLUGIN_MANIFESTS.length]!.replace('%', `plug-${id}`);
  const where = (n >> 3) % 2 === 0 ? '.claude-plugin' : '.codex-plugin';
  // A case nested under a folder of its own (`g…/a/…/f…`): the manifest in that top folder.
  const depth = dir.startsWith('g') ? dir.split('/').length - 1 : 0;
  return { files: { [`${'../'.repeat(depth)}${where}/plugin.json`]: manifest }, probe: `plugin manifest ${where}${depth ? ' in a folder above' : ''}` };
}

/**
 * A header past 64 KiB (the agents read them whole; a parser limit of Skillkiln's must not pass
 * for theirs): a key no agent reads holding a mapping of thousands of keys or a long quoted
 * text, chosen from `n` like `folderFilesOf`.
 */
function largeLinesOf(n: number): { readonly lines: readonly string[]; readonly probe: string } | undefined {
  if (n % 89 !== 7) return undefined;
  if ((n >> 3) % 2 === 0) return { lines: ['large-notes:', ...Array.from({ length: 2600 + (n % 5) * 1000 }, (_, i) => `  note${i}: noted value ${i}`)], probe: 'header past 64 KiB (a large mapping)' };
  return { lines: [`large-text: "${'Long text of the header. '.repeat(3000 + (n % 7) * 1000)}"`], probe: 'header past 64 KiB (a long quoted text)' };
}

/**
 * Keys and values spelled as authors write them by hand, applied to a header already made,
 * chosen from `n` like `folderFilesOf`: a blank or a tab before the colon, a key in capitals
 * (alone or beside the lower-case one), a value that starts on the line below its key (after
 * a comment, or over two lines). Undefined when the header has no one-line plain value to
 * respell.
 */
function respelledOf(n: number, lines: readonly string[]): { readonly lines: string[]; readonly probe: string } | undefined {
  if (n % 19 !== 7) return undefined;
  const key = (n >> 2) % 3 === 0 ? 'name' : 'description';
  // A one-line plain value: it starts with a letter and no line below continues it.
  const at = lines.findIndex((l, i) => new RegExp(`^(\\s*)${key}: [A-Za-z]`).test(l) && !/^\s+\S/.test(lines[i + 1] ?? '') && !/ #|: /.test(l.slice(l.indexOf(':') + 1)));
  if (at < 0) return undefined;
  const line = lines[at]!;
  const indent = /^\s*/.exec(line)![0];
  const value = line.slice(line.indexOf(':') + 2);
  const Key = key[0]!.toUpperCase() + key.slice(1);
  const forms: readonly [string, string[]][] = [
    [`a blank before the colon of ${key}`, [`${indent}${key} : ${value}`]],
    [`a tab before the colon of ${key}`, [`${indent}${key}\t: ${value}`]],
    [`${Key} in capitals`, [`${indent}${Key}: ${value}`]],
    [`${Key} in capitals beside ${key}`, [line, `${indent}${Key}: Other ${value}`]],
    [`${key} on the line below its key`, [`${indent}${key}:`, `${indent}  ${value}`]],
    [`${key} below its key, after a comment`, [`${indent}${key}: # written below`, `${indent}  ${value}`]],
    [`${key} below its key, over two lines`, [`${indent}${key}:`, `${indent}  ${value}`, `${indent}  and a second line.`]],
    [`${key} below its key, not indented`, [`${indent}${key}:`, `${indent}${value}`]],
    [`${key} in capitals on the line below`, [`${indent}${Key.toUpperCase()}:`, `${indent}    ${value}`]],
  ];
  const [probe, replaced] = forms[(n >> 4) % forms.length]!;
  return { lines: [...lines.slice(0, at), ...replaced, ...lines.slice(at + 1)], probe };
}

/**
 * Symbolic links to skill folders, as authors make them, chosen from `n` (so the random stream,
 * every other case of a seed, stays as it was): the skill folder a link to a folder kept outside
 * the skills folder (still in the project) or in a dot-folder inside it, or a plain folder with a
 * second link to it beside it, or with a link to nothing beside it.
 */
function folderLinksOf(n: number, seed: number, folder: string): { readonly realDir?: string; readonly links?: readonly FolderLink[]; readonly probe?: string } {
  switch (n % 4) {
    case 0: return { realDir: `../linked-${seed}/${folder}`, probe: 'skill folder a symlink to a folder outside the skills folder' };
    case 1: return { realDir: `.store-${seed}/${folder}`, probe: 'skill folder a symlink to a dot-folder inside the skills folder' };
    case 2: return { links: [{ at: `${folder}-alias`, to: folder }], probe: 'a second symlink to the skill folder beside it' };
    default: return { links: [{ at: `${folder}-gone`, to: `${folder}-missing` }], probe: 'a symlink to nothing beside the skill folder' };
  }
}

/** After `---` on the opening line: what real registries hold (`---  `), and a tab. */
const OPENER_TAILS = [' ', '  ', '\t'];
/** After `---` on the closing line: blanks (editors leave them). */
const CLOSER_TAILS = [' ', '\t', '  '];

/**
 * `count` skills for `seed`: header features and layouts mixed at random. Nested cases go
 * into an earlier flat case's folder; twins share a `name`; nothing sits directly in the skills
 * folder (an agent that then loads that file alone would hide every other case).
 */
export function generateCases(seed: number, count: number): FuzzCase[] {
  const r = random(seed);
  const out: FuzzCase[] = [];
  const usedNames = new Set<string>();
  for (let n = 0; out.length < count; n++) {
    const id = `s${seed}-${n}`;
    const folder = `f${seed}-${n}`;
    const probes: string[] = [];
    let dir = folder;
    let fileName = 'SKILL.md';
    const needs: string[] = [];
    const layout = Math.floor(r() * 40);
    const flat = out.filter((c) => !c.dir.includes('/') && !c.needs && !c.realDir && !c.links);
    if (layout === 0 && flat.length) { const host = pick(r, flat); dir = `${host.dir}/${folder}`; needs.push(host.id); probes.push('inside another skill\'s folder'); }
    else if (layout === 1) { dir = `g${seed}-${n}/${'a/'.repeat(Math.floor(r() * 6))}${folder}`; probes.push(`${dir.split('/').length - 1} folders deeper`); }
    else if (layout === 2) { dir = pick(r, [`.${folder}`, `.hidden/${folder}`, `.${folder}/inner`]); probes.push('in a dot-folder'); }
    else if (layout === 3) {
      fileName = pick(r, ['skill.md', 'Skill.md', 'SKILL.MD', 'SKILL.md.txt']);
      probes.push(`file named ${fileName}`);
      // Inside another skill's folder, or beside its SKILL.md: chosen from `n`, so the random stream (every other case of a seed) stays as it was.
      const hosts = flat.filter((c) => !c.symlinked && c.fileName === 'SKILL.md');
      if (n % 3 > 0 && hosts.length) {
        const host = hosts[n % hosts.length]!;
        dir = n % 3 === 1 ? `${host.dir}/${folder}` : host.dir;
        needs.push(host.id);
        probes.push(n % 3 === 1 ? 'inside another skill\'s folder' : 'beside another skill\'s SKILL.md');
      }
    }
    else if (layout === 4) { dir = folder.toUpperCase(); probes.push('folder in capitals'); }
    const linked = layout === 5 ? folderLinksOf(n, seed, folder) : {};
    if (linked.probe) probes.push(linked.probe);
    const made = headerOf(r, id, dir.split('/').pop()!, usedNames);
    const respelled = respelledOf(n, made.lines);
    const header = respelled ? { lines: respelled.lines, probes: [...made.probes, respelled.probe] } : made;
    probes.push(...header.probes);
    const large = largeLinesOf(n);
    if (large) probes.push(large.probe);
    const bodyMade = bodyOf(r, id);
    const enc = Math.floor(r() * 40);
    // A Latin-1 file always holds a byte that is not UTF-8: in the header (where the name or the description has one) or the body.
    const body = enc === 11 ? { ...bodyMade, body: `${bodyMade.body}Café crème, à côté.\n` } : bodyMade;
    if (body.probe) probes.push(body.probe);
    // Only in a folder of the case's own (not beside another skill's SKILL.md).
    const extra = dir.toLowerCase().endsWith(folder) ? folderFilesOf(n, id, dir) : {};
    if (extra.probe) probes.push(extra.probe);
    const c: FuzzCase = {
      id, dir, fileName, probes, header: enc === 0 ? undefined : large ? [...header.lines, ...large.lines] : header.lines, body: body.body,
      lead: enc === 1 ? pick(r, [' ', '\n', '  ', '\t', '\n\n']) : '',
      unclosed: enc === 2,
      bom: enc === 3,
      eol: enc === 4 || enc === 5 ? '\r\n' : enc === 10 ? '\r' : '\n',
      ...(enc === 6 ? { utf16: pick(r, ['le', 'be'] as const) } : {}),
      ...(enc === 11 ? { latin1: true } : {}),
      symlinked: enc === 7,
      // Chosen from `n`, so the random stream (every other case of a seed) stays as it was.
      ...(enc === 8 ? { openerTail: OPENER_TAILS[n % OPENER_TAILS.length]! } : {}),
      ...(enc === 9 ? { closerTail: CLOSER_TAILS[n % CLOSER_TAILS.length]! } : {}),
      ...(extra.files ? { folderFiles: extra.files } : {}),
      ...(linked.realDir ? { realDir: linked.realDir } : {}),
      ...(linked.links ? { links: linked.links } : {}),
      ...(needs.length ? { needs } : {}),
    };
    for (const [k, what] of [[0, 'no header'], [1, 'text before ---'], [2, 'no closing ---'], [3, 'BOM'], [4, 'CRLF'], [5, 'CRLF'], [6, 'UTF-16'], [7, 'SKILL.md symlinked to a file'], [8, 'blanks after the opening ---'], [9, 'blanks after the closing ---'], [10, 'lone CR line breaks'], [11, 'Latin-1 bytes']] as const) if (enc === k) probes.push(what);
    out.push(c);
    // A twin: another folder whose header gives the same name.
    if (chance(r, 0.01) && c.header && out.length < count) {
      const nameLine = c.header.find((l) => /^\s*name:/.test(l));
      const { folderFiles: _own, realDir: _real, links: _links, ...twin } = c;
      if (nameLine) out.push({ ...twin, id: `${id}-twin`, dir: `${folder}-twin`, probes: ['same name as another folder'], header: [nameLine, `description: ${sentence(`${id}-twin`)}`], needs: [id] });
    }
  }
  return out;
}
