import type { ProfileIdDto, RootDto } from '../../../server/src/lsp/protocol';

/** Which layouts a profile loads; the server's `RootDto.layouts` wins when it sends it. */
const LAYOUTS: Record<ProfileIdDto, { readonly flat: boolean; readonly folder: boolean }> = {
  mm: { flat: true, folder: true },
  'agent-skills': { flat: false, folder: true },
  'agent-app': { flat: true, folder: false },
  tajo: { flat: true, folder: false },
  'skill-api': { flat: false, folder: true },
};

/** True for the profile ids of `skillkiln.profile` (everything but `auto`). */
export function isProfileId(value: string): value is ProfileIdDto {
  return value in LAYOUTS;
}

/** The layouts new or converted skills may use under `profile`. */
export function layoutsOf(profile: ProfileIdDto, root?: Pick<RootDto, 'layouts'>): { readonly flat: boolean; readonly folder: boolean } {
  return root?.layouts ?? LAYOUTS[profile];
}
