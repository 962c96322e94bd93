// What the asset library's routes answer, and so what its services build. Their ids name them in the
// OpenAPI document and in the clients' contract (routes.gen.ts).
import { z } from 'zod';

/** Where a file's processing after upload stands (GET /api/config/files/:id/processing polls it). */
export const fileProcessingState = z
  .enum(['processing', 'done', 'failed', 'incomplete'])
  .meta({ id: 'FileProcessingState' });

/** One file of the asset library: the library's list (newest first), and what uploads answer. */
export const assetFile = z
  .object({
    id: z.string(),
    /** The name shown and searched; renaming changes it, never the address */
    title: z.string(),
    /** The name in its address, /s/{name}: made once, on upload, from the file's name and type */
    name: z.string(),
    src: z.string(),
    contentType: z.string(),
    kind: z.enum(['image', 'document', 'audio', 'video']),
    /** Bytes */
    size: z.number().int(),
    /** Pixels, for images whose header says */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** A raster image's dominant colour, '#rrggbb'; null otherwise */
    placeholder: z.string().nullable(),
    alt: z.string(),
    /**
     * Members-only: the member areas whose members may open it at its address (contributors who may
     * preview always can; an area deleted since may still be named). Null: anyone with its address.
     */
    memberAreaIds: z.array(z.string()).nullable(),
    /**
     * A raster image's renditions are made by a job after its upload: 'processing' until it ends
     * 'done', 'failed' (the image could not be read) or 'incomplete' (out of time or tries). Other
     * files are 'done'.
     */
    processing: fileProcessingState,
    /** ISO 8601, UTC */
    createdAt: z.string(),
  })
  .meta({ id: 'AssetFile' });
export type AssetFile = z.output<typeof assetFile>;

/** A member area a file can be marked for: the library's list answers them beside the files. */
export const memberAreaChoice = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'MemberAreaChoice' });
export type MemberAreaChoice = z.output<typeof memberAreaChoice>;

/** An uploaded image the config area's image pickers can choose. */
export const siteImage = z
  .object({
    id: z.string(),
    /** Its name in the asset library */
    name: z.string(),
    src: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** Its dominant colour, '#rrggbb', for raster images (null for others and older uploads) */
    placeholder: z.string().nullable(),
    alt: z.string(),
  })
  .meta({ id: 'SiteImage' });
export type SiteImage = z.output<typeof siteImage>;
