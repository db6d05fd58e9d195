/**
 * The slug the API derives from a skill's name (seed 003): lowercase, every run of
 * characters other than `a-z` and `0-9` becomes one hyphen, hyphens trimmed from both
 * ends. `My Skill: v2!` → `my-skill-v2`. Accented letters are "other" characters
 * (`Café` → `caf`), so a name with no ASCII letter or digit has an empty slug.
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
