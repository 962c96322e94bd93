import type { PublicFormDefinition } from '@tessera/core';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { IslandTrigger } from '../runtime/islands.ts';
import type { ThirdPartyNeeds } from '../third-parties.ts';
import type { Fields } from './fields.ts';

/** A stored block: its type names a folder in this directory, its data is checked by that folder's schema. */
export interface Block<Data = Record<string, unknown>> {
  id: string;
  type: string;
  /** The version of its type's data it holds; older data is migrated when read and when saved */
  version: number;
  data: Data;
  /** A container's blocks, one list per slot (a columns block's columns); only on types with `slots` */
  slots?: Block[][];
  /** What its type's `load` gave for this rendering; set by the server, never stored */
  loaded?: unknown;
}

export const BLOCK_CATEGORIES = [
  { id: 'text', label: 'Text' },
  { id: 'media', label: 'Media' },
  { id: 'layout', label: 'Layout' },
  { id: 'interactive', label: 'Interactive' },
  { id: 'forms', label: 'Forms' },
] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number]['id'];

/** What a block's `load` may read: the site it is on. Features add what a block comes to need. */
export interface BlockLoadContext {
  websiteId: string;
  locale: string;
  sources: BlockDataSources;
}

/**
 * What blocks may read from the server while a page renders, implemented by the server
 * (content/block-sources.ts): the site package stays free of the database.
 */
export interface BlockDataSources {
  /** A form's public definition, or null when the site has no such form */
  form(id: string): Promise<PublicFormDefinition | null>;
  /** A mailing list's id and name, or null when the site has no such list */
  mailingList(id: string): Promise<{ id: string; name: string } | null>;
}

export interface RenderContext<Loaded> {
  block: Block;
  /** What `load` gave; undefined for a type without one */
  loaded: Loaded;
  /** A container's slots, already rendered */
  slots: ReactNode[];
  /**
   * In the editor's canvas only: an in-place editor for a rich text field, keyed by the field's name,
   * to render where that field's text would be (so what the owner types into is the published look).
   */
  inline?: Partial<Record<string, ReactNode>>;
}

/** Turns the data of version N into the data of version N + 1. Older data is not trusted: the schema checks the result. */
export type Migration = (data: Record<string, unknown>) => Record<string, unknown>;

export interface BlockDefinition<Schema extends z.ZodType = z.ZodType, Loaded = undefined> {
  /** Its name in stored layouts; also its folder's name */
  type: string;
  /** The version of its data; raise it with a `migrate` step whenever the data's shape changes */
  version: number;
  /** Shown in the editor */
  label: string;
  category: BlockCategory;
  schema: Schema;
  /** Data for a new block of this type */
  defaults: z.output<Schema>;
  /** The editor's panel: a field for every key of the data */
  fields: Fields<z.output<Schema>>;
  /** Server-rendered; React escapes every string, nothing is escaped by hand */
  render(data: z.output<Schema>, context: RenderContext<Loaded>): ReactElement | null;
  /** Server data the block needs to render (e.g. a product list), read when a page is rendered */
  load?(data: z.output<Schema>, context: BlockLoadContext): Promise<Loaded>;
  /** The islands its rendering holds (its own trigger.ts's, and any it shares: a gallery's video slides) */
  islands?: readonly IslandTrigger[];
  /**
   * What its rendering needs from third parties (a video's player host, the site's captcha): the
   * page's CSP allows it on pages that show such a block. `loaded` is what `load` gave.
   */
  thirdParties?(data: z.output<Schema>, context: { loaded: Loaded }): ThirdPartyNeeds;
  /** Its styles, sent only on pages that contain a block of this type */
  css?: string;
  /** Steps from older versions, keyed by the version they start from: { 1: v1 → v2, 2: v2 → v3 } */
  migrate?: Record<number, Migration>;
  /** A container: how many slots of blocks it holds (a container may not hold another container) */
  slots?: { min: number; max: number; label: string };
  /** A few words about the data for the editor's block list, e.g. a heading's text */
  summary?(data: z.output<Schema>): string;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of every data shape
export type AnyBlockDefinition = BlockDefinition<z.ZodType, any>;

export function defineBlock<Schema extends z.ZodType, Loaded = undefined>(
  definition: BlockDefinition<Schema, Loaded>,
): BlockDefinition<Schema, Loaded> {
  return definition;
}
