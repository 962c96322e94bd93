import type { ReactElement } from 'react';
import type { z } from 'zod';

/** A stored block: its type names a folder in this directory, its data is checked by that folder's schema. */
export interface Block<Data = Record<string, unknown>> {
  id: string;
  type: string;
  data: Data;
}

export interface BlockDefinition<Schema extends z.ZodType = z.ZodType> {
  type: string;
  /** Shown in the editor */
  label: string;
  schema: Schema;
  /** Data for a new block of this type */
  defaults: z.infer<Schema>;
  render(data: z.infer<Schema>, block: Block): ReactElement;
}

export function defineBlock<Schema extends z.ZodType>(
  definition: BlockDefinition<Schema>,
): BlockDefinition<Schema> {
  return definition;
}
