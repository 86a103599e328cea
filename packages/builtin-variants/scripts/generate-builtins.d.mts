/** The types of generate-builtins.mjs, for the tests that run it (the script itself is plain JavaScript, run by node). */
export declare const REGENERATE: string;
export declare function builtinIds(manifest: { readonly dependencies?: Readonly<Record<string, string>> }): string[];
export declare function builtinsSource(manifest: { readonly dependencies?: Readonly<Record<string, string>> }): string;
export declare function generateBuiltins(packageDir: string, options?: { readonly check?: boolean }): 'current' | 'written' | 'stale';
