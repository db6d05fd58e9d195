import type { LocalizedText } from '../service/model/finding';

/** What `lint --fix` says, in the languages of `--locale`. */
export const FIX_MESSAGES = {
  unsettled: (file: string, rounds: number): LocalizedText => ({
    en: `${file}: stopped after ${rounds} rounds, as the fixes kept changing the file`,
    fr: `${file} : arrêt après ${rounds} passes, car les correctifs changeaient encore le fichier`,
  }),
  notFixed: (file: string, why: string): LocalizedText => ({ en: `${file}: not fixed: ${why}`, fr: `${file} : non corrigé : ${why}` }),
  invalidUtf8: { en: 'the file is not valid UTF-8, and writing it back would change its bytes', fr: 'le fichier n’est pas de l’UTF-8 valide, et le réécrire changerait ses octets' } as LocalizedText,
  changedMeanwhile: { en: 'the file changed while it was being checked', fr: 'le fichier a changé pendant la vérification' } as LocalizedText,
  linkOutside: (real: string): LocalizedText => ({ en: `it is a link to ${real}, outside the folders being fixed; fix it there`, fr: `c’est un lien vers ${real}, hors des dossiers corrigés ; corrigez-le là-bas` }),
  outsideArea: { en: 'it would be outside the folders being fixed', fr: 'il serait hors des dossiers corrigés' } as LocalizedText,
  notCreated: (file: string, why: string): LocalizedText => ({ en: `${file}: not created: ${why}`, fr: `${file} : non créé : ${why}` }),
  fileLine: (file: string, dryRun: boolean, codes: string): LocalizedText =>
    dryRun ? { en: `${file}: would fix ${codes}`, fr: `${file} : corrigerait ${codes}` } : { en: `${file}: fixed ${codes}`, fr: `${file} : corrigé ${codes}` },
  total: (problems: number, files: number, dryRun: boolean): LocalizedText => {
    const en = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;
    const fr = (k: number, w: string) => `${k} ${w}${k > 1 ? 's' : ''}`;
    return dryRun
      ? { en: `Would fix ${en(problems, 'problem')} in ${en(files, 'file')}.`, fr: `Corrigerait ${fr(problems, 'problème')} dans ${fr(files, 'fichier')}.` }
      : { en: `Fixed ${en(problems, 'problem')} in ${en(files, 'file')}.`, fr: `${fr(problems, 'problème')} ${problems > 1 ? 'corrigés' : 'corrigé'} dans ${fr(files, 'fichier')}.` };
  },
};
