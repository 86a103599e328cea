import listing from './listing.json';

/**
 * Maria in a list of variants: its id, English name and summary (all a picker shows), a loader
 * for its plugin, its own chunk fetched only when played, and one for its words in the other
 * languages (words.ts), fetched only when one of them is spoken.
 */
export default { ...listing, load: () => import('./index.js'), words: () => import('./words.js') };
