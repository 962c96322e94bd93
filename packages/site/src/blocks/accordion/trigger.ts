/** Trigger selector: the runtime loads ./island.ts only on pages that contain one. Kept apart from
 * the block's schema so the runtime's entry does not pull in zod. */
export const ACCORDION_TRIGGER = '[data-island="accordion"]';
