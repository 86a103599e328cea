/**
 * Limited's name, other names, summary and rules in `language`: words/<language>.json, each
 * language its own chunk. A file there is a language Limited speaks, and nothing else names it; a
 * language without one rejects, and a player reads the English (listing.json and english.json).
 */
export default (language: string): Promise<{ default: unknown }> => import(`./words/${language}.json`);
