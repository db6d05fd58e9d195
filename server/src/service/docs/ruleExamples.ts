import type { ProfileId } from '../config/serviceConfig';

/**
 * A small workspace that produces one code: `file` is the file shown on the rule page (and
 * the one the finding is in), `others` what else the workspace needs. A test lints every
 * example and fails when its code is not reported.
 */
export interface RuleExample {
  readonly file: string;
  readonly text: string;
  readonly others?: Readonly<Record<string, string>>;
  /** Set when the folder does not pick the profile by itself. */
  readonly profile?: ProfileId;
}

const lines = (...l: string[]) => l.join('\n') + '\n';
const mm = (header: string[], body = 'Greet the person by name.') => lines('---', ...header, '---', body);
const agent = (header: string[], body = 'Extract the tables of a PDF into CSV files.') => lines('---', ...header, '---', body);
const PDF = '.claude/skills/pdf-tables/SKILL.md';
const tajo = (changes: Record<string, string>) => {
  const base: Record<string, string> = {
    name: 'name: cart-reminder',
    version: 'version: 1.0.0',
    description: 'description: Email customers who left items in their cart.',
    category: 'category: email-marketing',
    triggers: lines('triggers:', '  - event: cart_abandoned').trimEnd(),
    actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"').trimEnd(),
    permissions: lines('permissions:', '  - email:send').trimEnd(),
  };
  const header = Object.entries({ ...base, ...changes }).map(([, v]) => v).filter(Boolean);
  return lines('---', ...header, '---', 'Reminds customers of their cart.');
};

/** Examples by code; codes without one get no example section. */
export const RULE_EXAMPLES: Readonly<Record<string, RuleExample>> = {
  // every profile
  'frontmatter-unclosed': { file: 'skills/greetings.md', text: lines('---', 'name: greetings', 'description: Greet somebody.', '', 'Greet the person by name.') },
  'yaml-syntax': { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: [Greet somebody.']) },
  // mm
  'keywords-cap': { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords: hello, hi, bonjour, salut, hola, hallo, ciao, ola, moin']) },
  'keywords-in-description': { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords: greet, bonjour']) },
  'keywords-duplicate': { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords: hello, bonjour, Hello']) },
  'keywords-format': { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.', 'keywords:', '  - hello', '  - bonjour']) },
  'description-in-body': { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.'], 'description: Says hello in every language.') },
  'fenced-command': { file: 'skills/what-time-is-it.md', text: mm(['name: what-time-is-it', 'description: Give the current date and time.'], lines('Run this command and answer with its output, nothing else:', '', '```bash', 'date', '```').trimEnd()) },
  'unknown-key': { file: 'skills/greetings.md', text: mm(['name: greetings', 'descripton: Greet somebody.']) },
  'name-empty': { file: 'skills/greetings.md', text: mm(['name:', 'description: Greet somebody.']) },
  'name-conflict': { file: 'skills/hello.md', text: mm(['name: greetings', 'description: Greet somebody.']), others: { 'skills/greetings.md': mm(['name: greetings', 'description: Greet somebody warmly.']) } },
  'skill-shadowed': { file: 'skills/greetings/SKILL.md', text: mm(['name: greetings', 'description: Greet somebody.']), others: { 'skills/greetings.md': mm(['name: greetings', 'description: Greet somebody.']) } },
  'readme-not-skill': { file: 'skills/README.md', text: mm(['name: readme', 'description: What these skills are.'], 'The skills of this project.') },
  'description-missing': { file: 'skills/greetings.md', text: mm(['name: greetings', 'keywords: hello, bonjour']) },
  // agent-skills
  'frontmatter-missing': { file: PDF, text: lines('# PDF tables', '', 'Extract the tables of a PDF into CSV files.') },
  'name-missing': { file: PDF, text: agent(['description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
  'name-format': { file: '.claude/skills/PDF_Tables/SKILL.md', text: agent(['name: PDF_Tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
  'name-dir-mismatch': { file: PDF, text: agent(['name: pdf', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
  'metadata-type': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'metadata:', '  version: 1.10']) },
  'allowed-tools-type': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'allowed-tools: [Read, 42]']) },
  'key-type': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'user-invocable: yes']) },
  'key-unsupported': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'licence: MIT']) },
  'unquoted-colon': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract tables. Use when: the user gives a PDF with tables.']) },
  'exec-marker': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'], 'Today is !`date`; name the CSV files after it.') },
  'reference-missing': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'], 'Run [the extractor](scripts/extract.py) on the PDF.') },
  // agent-app
  'name-chars': { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code review!', 'description: Review a pull request.', 'category: code']) },
  'category-invalid': { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code-review', 'description: Review a pull request.', 'category: coding']) },
  'enabled-invalid': { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code-review', 'description: Review a pull request.', 'category: code', 'enabled: "false"']) },
  'description-overlap': { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF into CSV files.']), others: { '.claude/skills/pdf-extract/SKILL.md': agent(['name: pdf-extract', 'description: Extract tables from PDF files.']) } },
  'name-duplicate': { file: 'prompts-app/code-review.md', profile: 'agent-app', text: mm(['name: code-review', 'description: Review a pull request.', 'category: code']), others: { 'prompts-app/review.md': mm(['name: code-review', 'description: Review code.', 'category: code']) } },
  'skill-reference-unknown': { file: 'prompts-app/release.md', profile: 'agent-app', text: mm(['name: release', 'description: Prepare a release.', 'category: workflow'], 'First run {{skill:changelog-writer}}.') },
  'skill-reference-unassigned': { file: 'skills/agents/reviewer.md', text: mm(['name: reviewer', 'skills: code-review'], 'Review the change. Before a release, follow {{skill:changelog}}.'), others: { 'skills/changelog.md': mm(['name: changelog', 'description: Write the changelog.', 'category: workflow']), 'skills/code-review.md': mm(['name: code-review', 'description: Review code.', 'category: code']) } },
  'agent-skill-unknown': { file: 'skills/agents/reviewer.md', text: mm(['name: reviewer', 'skills: [code-review, changelog]'], 'Review the change.'), others: { 'skills/code-review.md': mm(['name: code-review', 'description: Review code.', 'category: code']) } },
  'skill-reference-disabled': { file: 'prompts-app/release.md', profile: 'agent-app', text: mm(['name: release', 'description: Prepare a release.', 'category: workflow'], 'First run {{skill:changelog}}.'), others: { 'prompts-app/changelog.md': mm(['name: changelog', 'description: Write the changelog.', 'category: workflow', 'enabled: false']) } },
  // skill-api
  'description-when': { file: 'skill-api/pdf-tools/SKILL.md', profile: 'skill-api', text: mm(['name: pdf-tools', 'description: PDF tools.']) },
  'slug-empty': { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: "!!!"', 'description: Use when the user sends an invoice to extract.']) },
  'reference-outside': { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.'], 'Follow [the format](../shared/format.md).') },
  'slug-conflict': { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: Invoice Extraction', 'description: Use when the user sends an invoice to extract.']), others: { 'skill-api/invoice-extraction-2/SKILL.md': mm(['name: invoice extraction', 'description: Use when an invoice arrives.']) } },
  // tajo
  'version-semver': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ version: 'version: 1.0' }) },
  'name-kebab': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ name: 'name: Cart_Reminder' }) },
  'action-type-unknown': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-fax').trimEnd() }) },
  'permission-missing': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ permissions: '' }) },
  'filter-unknown': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email | shout }}"').trimEnd() }) },
  'enum-value': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ status: 'status: alpha' }) },
  'mcp-description-missing': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder').trimEnd() }) },
  'mcp-brevo-server': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  brevo_servers:', '    - 42').trimEnd() }) },
  'mcp-tool-duplicate': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  brevo_servers:', '    - brevo_contacts').trimEnd() }), others: { 'tajo/cart-followup.md': tajo({ name: 'name: cart-followup', mcp: lines('mcp:', '  tool_name: tajo/cart-reminder', '  description: Remind a customer of their cart.', '  brevo_servers:', '    - brevo_contacts').trimEnd() }) } },
  'trigger-key-misplaced': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    timezone: Europe/Paris').trimEnd() }) },
  'delay-duration-missing': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: wait', '    type: control/delay', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"').trimEnd() }) },
  'filter-argument': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"', '      subject: "{{ cart.title | truncate }}"').trimEnd() }) },
  'timezone-invalid': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - schedule: "0 9 * * *"', '    timezone: Europe/Pariss').trimEnd() }) },
  'cron-invalid': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - schedule: "0 25 * * *"').trimEnd() }) },
  'template-unclosed': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email"').trimEnd() }) },
  'related-skill-unknown': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ related: lines('relatedSkills:', '  - customer-sync').trimEnd() }) },
  'duration-invalid': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    debounce: soon').trimEnd() }) },
  'condition-operator': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: lines('triggers:', '  - event: cart_abandoned', '    conditions:', '      - cart.total: "=> 50"').trimEnd() }) },
  'required-field': { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ triggers: '' }) },
};
