import type { LanguageService } from '../languageService';
import type { LocalizedText, Locale } from '../model/finding';
import { agentName } from './agentList';

/**
 * What the server writes to its log after indexing (the editor's Skillkiln output): the
 * settings in effect per workspace folder, each skills root with its profile and why, and how
 * long the index took. An author who wonders "why this profile?" or "is my folder seen?"
 * finds the answer there.
 */
export function startupReport(service: LanguageService, folders: readonly string[], indexMs: number): LocalizedText[] {
  const lines: LocalizedText[] = [];
  for (const folder of folders) {
    const c = service.index.configFor(folder);
    const overrides = Object.entries(c.rootProfiles).map(([dir, profile]) => `${dir} → ${profile}`).join(', ');
    const rules = Object.keys(c.rules).length;
    // Unset, the window is each agent's default model's (it read `; undefined.`); agents by name, as messages say them.
    const common = (unset: string, locale: Locale): string => `${c.skillsDirs.join(', ')}; ${c.agentSkills.targets.map((id) => agentName(id, locale)).join(', ')}; ${c.contextWindowTokens ?? unset}`;
    lines.push({
      en: `Settings for ${folder}: profile ${c.profile}${overrides ? ` (${overrides})` : ''}; skills folders, agents, context window in tokens: ${common('each agent’s default', 'en')}${rules > 0 ? `; ${rules} rule severities changed` : ''}.`,
      fr: `Réglages de ${folder} : profil ${c.profile}${overrides ? ` (${overrides})` : ''} ; dossiers de skills, agents, fenêtre de contexte en jetons : ${common('celle de chaque agent par défaut', 'fr')}${rules > 0 ? ` ; ${rules} sévérités de règles changées` : ''}.`,
    });
  }
  const roots = service.roots();
  let skills = 0;
  for (const state of roots) {
    const count = service.index.recordsOf(state.root).length;
    skills += count;
    lines.push({
      en: `Skills folder ${state.root.label}: ${state.profile.label.en}, ${count} skill${count === 1 ? '' : 's'}; profile: ${state.choice.reason.en}.`,
      fr: `Dossier de skills ${state.root.label} : ${state.profile.label.fr}, ${count} skill${count === 1 ? '' : 's'} ; profil : ${state.choice.reason.fr}.`,
    });
  }
  if (roots.length === 0) lines.push({ en: 'No skills folder yet: create one, or a first skill, and it is picked up without a restart.', fr: 'Pas encore de dossier de skills : créez-en un, ou un premier skill, il sera pris en compte sans redémarrage.' });
  const ms = Math.round(indexMs);
  lines.push({ en: `Indexed ${skills} skill${skills === 1 ? '' : 's'} in ${ms} ms.`, fr: `${skills} skill${skills === 1 ? '' : 's'} indexé${skills === 1 ? '' : 's'} en ${ms} ms.` });
  return lines;
}
