// The block's island is the video's own (video/island.ts), which gallery video slides share.
export { hydrate } from '../../video/island.ts';
