import { id, name, summary } from './listing.json';

/**
 * Rank and File in a list of variants: its id, English name and summary (all a picker shows), and a
 * loader for its plugin, its own chunk fetched only when played. Its words in the other languages
 * are the ./words subpath (words.ts).
 */
export default { id, name, summary, load: () => import('./index.js') };
