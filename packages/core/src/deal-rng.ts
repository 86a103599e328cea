/**
 * The shuffle's random numbers (docs/deals.md): xoroshiro128+ on 32-bit halves, seeded and drawn
 * exactly as pure-rand 8's `xoroshiro128plus` and `uniformInt` do, so every deal stays the deal it
 * was. Written out here because the element's standalone bundle pays for every byte of core, and
 * these few lines are all the shuffle needs of pure-rand (deal.test.ts pins the numbers).
 */
export function dealRng(seed: number): (size: number) => number {
  // The state halves (s01, s00, s11, s10), as pure-rand lays them out.
  let s01 = -1;
  let s00 = ~seed;
  let s11 = seed | 0;
  let s10 = 0;
  const next = (): number => {
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const old00 = s00;
    const old01 = s01;
    s00 = (old00 << 24) ^ (old01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (old01 << 24) ^ (old00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  };
  /** A whole number 0 … size − 1 (size ≤ 2^32) by rejection sampling, as `uniformInt(rng, 0, size − 1)`. */
  return (size) => {
    const allowed = size > 2 ? Math.floor(4294967296 / size) * size : 4294967296;
    let value = next() + 2147483648;
    while (value >= allowed) value = next() + 2147483648;
    return value % size;
  };
}
