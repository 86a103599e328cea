import { MAX_DEAL } from '@forty-thieves/core';

/**
 * A deal number as a person or a link writes it: plain decimal digits, 0 … 2³¹ − 1. `Number()`
 * alone reads "" as 0 and "0x10" as 16, so a bad link would quietly open another deal.
 */
export function dealFromText(text: string | null): number | undefined {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const deal = Number(text.trim());
  return deal <= MAX_DEAL ? deal : undefined;
}
