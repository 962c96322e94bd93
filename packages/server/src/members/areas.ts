// The owner's side: member areas (what they protect) and the members list. A change to what an area
// protects is published for the collections it touched, so no cached page keeps showing a page that
// is now for members only (or the access page of one that is open again).
import {
  MEMBER_AREA_ACCESS,
  MEMBER_AREA_DESCRIPTION_MAX_LENGTH,
  MEMBER_AREA_NAME_MAX_LENGTH,
} from '@tessera/core';
import { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { newId } from '../db/ids.ts';
import type { AppContext } from '../http/context.ts';
import { csvLine } from '../http/csv.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { Tags } from '../shared/cache-tags.ts';
import {
  deleteArea,
  deleteMember,
  existingCollectionIds,
  findArea,
  insertArea,
  listAreas,
  listMembers,
  listMemberships,
  listProtections,
  replaceProtections,
  updateArea,
} from './repository.ts';
import type { MemberArea } from './tables.ts';

/** A member area in the config area, with what it protects and how many members it has. */
export const memberAreaSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    access: z.enum(MEMBER_AREA_ACCESS),
    /** The pages and collections it protects */
    collectionIds: z.array(z.string()),
    memberCount: z.number().int(),
  })
  .meta({ id: 'MemberAreaSummary' });
type MemberAreaSummary = z.output<typeof memberAreaSummarySchema>;

/** A member in the config area's members list. */
export const memberSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    verified: z.boolean(),
    /** When they joined: ISO 8601, UTC */
    joinedAt: z.string(),
    /** The names of their member areas */
    areas: z.array(z.string()),
  })
  .meta({ id: 'MemberSummary' });

export interface AreaInput {
  name: string;
  description: string;
  collectionIds: string[];
}

export async function areaSummaries(ctx: AppContext, websiteId: string): Promise<MemberAreaSummary[]> {
  const [areas, protections, memberships] = await Promise.all([
    listAreas(ctx.db, websiteId),
    listProtections(ctx.db, websiteId),
    listMemberships(ctx.db, websiteId),
  ]);
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    description: area.description,
    // The column holds only MEMBER_AREA_ACCESS values: every writer stores 'free'.
    access: area.access as MemberAreaSummary['access'],
    collectionIds: protections.filter((p) => p.area_id === area.id).map((p) => p.collection_id),
    memberCount: memberships.filter((m) => m.area_id === area.id).length,
  }));
}

async function checkArea(ctx: AppContext, websiteId: string, input: AreaInput): Promise<AreaInput> {
  const name = input.name.trim();
  if (!name) throw badRequest({ name: 'Please name the member area.' });
  if (name.length > MEMBER_AREA_NAME_MAX_LENGTH)
    throw badRequest({ name: `A name can be at most ${MEMBER_AREA_NAME_MAX_LENGTH} characters.` });
  if (input.description.length > MEMBER_AREA_DESCRIPTION_MAX_LENGTH)
    throw badRequest({
      description: `A description can be at most ${MEMBER_AREA_DESCRIPTION_MAX_LENGTH} characters.`,
    });
  const collectionIds = [...new Set(input.collectionIds)];
  const found = await existingCollectionIds(ctx.db, websiteId, collectionIds);
  if (found.length !== collectionIds.length)
    throw badRequest({ collectionIds: 'One of the chosen pages does not exist.' });
  return { name, description: input.description.trim(), collectionIds };
}

async function published(ctx: AppContext, websiteId: string, collectionIds: Iterable<string>) {
  const tags = [...new Set(collectionIds)].map(Tags.collection);
  // Search leaves protected pages out: its results are dropped on any change (Tags.anyChange).
  await publishSiteChange(ctx, websiteId, [...tags, Tags.anyChange]);
}

export async function createArea(ctx: AppContext, websiteId: string, input: AreaInput): Promise<MemberArea> {
  const area = await checkArea(ctx, websiteId, input);
  const row = {
    id: newId(),
    name: area.name,
    description: area.description,
    access: 'free',
    created_at: ctx.now(),
  };
  await insertArea(ctx.db, websiteId, row);
  await replaceProtections(ctx.db, websiteId, row.id, area.collectionIds);
  await published(ctx, websiteId, area.collectionIds);
  return { website_id: websiteId, ...row };
}

export async function editArea(
  ctx: AppContext,
  websiteId: string,
  id: string,
  input: AreaInput,
): Promise<void> {
  const area = await checkArea(ctx, websiteId, input);
  const before = (await listProtections(ctx.db, websiteId))
    .filter((p) => p.area_id === id)
    .map((p) => p.collection_id);
  if (!(await updateArea(ctx.db, websiteId, id, { name: area.name, description: area.description })))
    throw new HttpError(404, 'This member area does not exist.');
  await replaceProtections(ctx.db, websiteId, id, area.collectionIds);
  await published(ctx, websiteId, [...before, ...area.collectionIds]);
}

export async function removeArea(ctx: AppContext, websiteId: string, id: string): Promise<void> {
  if (!(await findArea(ctx.db, websiteId, id))) throw new HttpError(404, 'This member area does not exist.');
  const before = (await listProtections(ctx.db, websiteId))
    .filter((p) => p.area_id === id)
    .map((p) => p.collection_id);
  await deleteArea(ctx.db, websiteId, id);
  await published(ctx, websiteId, before);
}

const MEMBER_LIST_LIMIT = 500;

/** The members list: search by name or email, newest first, with the names of their areas. */
export async function memberSummaries(
  ctx: AppContext,
  websiteId: string,
  search = '',
): Promise<z.output<typeof memberSummarySchema>[]> {
  const [members, areas, memberships] = await Promise.all([
    listMembers(ctx.db, websiteId, search.trim().toLowerCase(), MEMBER_LIST_LIMIT),
    listAreas(ctx.db, websiteId),
    listMemberships(ctx.db, websiteId),
  ]);
  const areaName = new Map(areas.map((area) => [area.id, area.name]));
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    email: member.email,
    verified: member.verified_at !== null,
    joinedAt: new Date(Number(member.created_at)).toISOString(),
    areas: memberships
      .filter((m) => m.member_id === member.id)
      .map((m) => areaName.get(m.area_id) ?? '')
      .filter(Boolean),
  }));
}

export async function membersCsv(ctx: AppContext, websiteId: string): Promise<string> {
  const members = await memberSummaries(ctx, websiteId);
  return [
    csvLine(['Name', 'Email', 'Confirmed', 'Joined', 'Member areas']),
    ...members.map((m) =>
      csvLine([m.name, m.email, m.verified ? 'yes' : 'no', m.joinedAt, m.areas.join('; ')]),
    ),
  ].join('');
}

export async function removeMember(ctx: AppContext, websiteId: string, id: string): Promise<void> {
  if (!(await deleteMember(ctx.db, websiteId, id))) throw new HttpError(404, 'This member does not exist.');
}
