import type { Locale } from '../service/model/finding';
import { countEn, countFr } from '../service/text/numbers';

/** "Checking skills 1,234 / 10,000", in the server's language. */
export function indexProgressText(done: number, total: number, locale: Locale): string {
  return locale === 'fr' ? `Vérification des skills ${countFr(done)} / ${countFr(total)}` : `Checking skills ${countEn(done)} / ${countEn(total)}`;
}
