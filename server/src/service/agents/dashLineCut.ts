/**
 * The cut of a file into header and body that Cline 3.0.65 and Factory Droid 0.225.2 both make
 * (`parser.split`): the first line must be `---` alone (`---  ` opens nothing: the whole file is the
 * body), and the first later line that starts with `---` closes the header, whatever follows it on
 * that line (`---  `, `----`, `---# Title`: the rest starts the body). `---\n---\n` is no header: the
 * closing line must follow a line break after the opening one's.
 */
export const DASH_LINE_CUT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
