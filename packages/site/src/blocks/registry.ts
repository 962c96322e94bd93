// Every block type. Adding a block type: a folder beside this file and one line in the list below.
// Server validation, the editor's panels, the runtime's islands (by their trigger.ts files) and the
// per-page CSS all read this list.
import { accordion } from './accordion/index.tsx';
import { button } from './button/index.tsx';
import { columns } from './columns/index.tsx';
import { divider } from './divider/index.tsx';
import { form } from './form/index.tsx';
import { gallery } from './gallery/index.tsx';
import { heading } from './heading/index.tsx';
import { image } from './image/index.tsx';
import { newsletter } from './newsletter/index.tsx';
import { quote } from './quote/index.tsx';
import { spacer } from './spacer/index.tsx';
import { text } from './text/index.tsx';
import type { AnyBlockDefinition } from './types.ts';
import { video } from './video/index.tsx';

/** In the order the editor offers them within each category. */
export const blockDefinitions: readonly AnyBlockDefinition[] = [
  heading,
  text,
  quote,
  image,
  video,
  gallery,
  button,
  accordion,
  form,
  newsletter,
  columns,
  divider,
  spacer,
] as AnyBlockDefinition[];

const byType = new Map(blockDefinitions.map((definition) => [definition.type, definition]));

/** The definition of a block type; undefined for a type this version does not know. */
export function blockDefinition(type: string): AnyBlockDefinition | undefined {
  return byType.get(type);
}
