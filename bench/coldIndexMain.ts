// Child process: cold-indexes one folder and prints {ms, rssMb} as JSON (fresh heap each time).
import { coldIndex } from './inProcess';

const folder = process.argv[2];
if (!folder) throw new Error('usage: coldIndexMain <folder>');
const r = coldIndex(folder);
process.stdout.write(JSON.stringify({ ...r, peakRssMb: process.resourceUsage().maxRSS / 1024 }) + '\n');
