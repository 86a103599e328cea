import { describe, expect, it } from 'vitest';
import { unwrapPreloadCalls } from '../minify-templates.js';

describe('unwrapPreloadCalls (the standalone build)', () => {
  it('calls a loader with nothing to preload directly', () => {
    expect(unwrapPreloadCalls('a=__vitePreload(()=>import("./chunks/x.js"),[]);')).toBe('a=(()=>import("./chunks/x.js"))();');
    expect(unwrapPreloadCalls('a=__vitePreload(async()=>{},__VITE_PRELOAD__)')).toBe('a=(async()=>{})()');
  });

  it('also when the importer’s URL comes third, as with relative asset URLs', () => {
    expect(unwrapPreloadCalls('a=__vitePreload(()=>import("./chunks/x.js"),[],import.meta.url);')).toBe('a=(()=>import("./chunks/x.js"))();');
  });

  it('leaves a call with files to preload alone', () => {
    const code = 'a=__vitePreload(()=>import("./x.js"),["./y.js"],import.meta.url);';
    expect(unwrapPreloadCalls(code)).toBe(code);
  });
});
