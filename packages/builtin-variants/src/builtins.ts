import fortyThieves from '@forty-thieves/variant-forty-thieves/listing';
import indian from '@forty-thieves/variant-indian/listing';
import limited from '@forty-thieves/variant-limited/listing';
import littleForty from '@forty-thieves/variant-little-forty/listing';
import lucas from '@forty-thieves/variant-lucas/listing';
import maria from '@forty-thieves/variant-maria/listing';
import numberTen from '@forty-thieves/variant-number-ten/listing';
import rankAndFile from '@forty-thieves/variant-rank-and-file/listing';
import streets from '@forty-thieves/variant-streets/listing';
import type { BuiltinListing } from './types.js';

/**
 * The built-in variants: the one place that names their packages (docs/localization.md). Each
 * package carries its own name, summary, rules and translations, and its listing, imported above,
 * loads its plugin when first played and its words when a language other than English is first
 * spoken, each its own chunk. Typed here, so a listing that lacks a field fails the build.
 */
export const builtinVariants: readonly BuiltinListing[] = [fortyThieves, indian, limited, littleForty, lucas, maria, numberTen, rankAndFile, streets];
