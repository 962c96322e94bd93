// Members-only files (issue 31, "Hardening II"): an uploaded file the owner marks "Members only", with
// the member areas whose members may open it. Its /s/ address (the original, every rendition, a
// download) then answers only a signed-in member of one of those areas, or a contributor who may
// preview the site (the same people who see a members-only page: core's memberAccess); anyone else
// gets the answer of a file that does not exist.
//
// The mark is explicit, never inferred from where the file is used: a file placed only on
// members-only pages today may be put on a public page, in a newsletter or on a product tomorrow,
// and a mark that came and went with page edits would make a private file public without anyone
// deciding so. The Files screen says on each file who may open it.
import { type MemberAccessInput, memberAccess } from './members.ts';

/** Our limit (the spec gives none): more areas than any site holds, few enough to check in one query. */
export const MEMBERS_ONLY_FILE_MAX_AREAS = 50;

export const MEMBERS_ONLY_FILE_MESSAGES = {
  areasRequired: 'Choose at least one member area whose members may open this file.',
  tooManyAreas: `Choose at most ${MEMBERS_ONLY_FILE_MAX_AREAS} member areas.`,
  notAnArea: 'Not a member area id.',
  unknownArea: 'One of the chosen member areas does not exist. Reload the page and choose again.',
} as const;

/** Who asks for a file: as for a page (members.ts), without the page's areas. */
export type MembersOnlyFileViewer = Omit<MemberAccessInput, 'protectingAreaIds'>;

/**
 * Whether the viewer may open a file: anyone when it is not marked (`fileAreaIds` null); else a
 * contributor who may preview, or a member of one of its areas. A marked file whose areas were all
 * deleted since stays closed to members (it does not fall open): only contributors see it.
 */
export function mayOpenFile(fileAreaIds: readonly string[] | null, viewer: MembersOnlyFileViewer): boolean {
  if (fileAreaIds === null) return true;
  // A page's rule (memberAccess), except that no areas left means closed rather than open.
  if (fileAreaIds.length === 0) return viewer.canPreview;
  return memberAccess({ protectingAreaIds: fileAreaIds, ...viewer }) === 'show';
}

/**
 * Who may open a file, as the Files screen says it: 'Anyone with its address', or 'Members of Studio
 * notes, Open studio', naming only the areas that still exist.
 */
export function fileAudienceLabel(
  fileAreaIds: readonly string[] | null,
  areas: readonly { id: string; name: string }[],
): string {
  if (fileAreaIds === null) return 'Anyone with its address';
  const names = areas.filter((area) => fileAreaIds.includes(area.id)).map((area) => area.name);
  return names.length > 0
    ? `Members of ${names.join(', ')}`
    : 'Members only, but its member areas were deleted: only contributors can open it';
}
