import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mount } from './testing/fixtures.js';

/** axe-core's serious and critical findings, as "rule: target" lines for a readable failure. */
async function seriousViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`));
}

describe('<forty-thieves> accessibility (axe-core)', () => {
  for (const [variant, attributes] of [
    ['maria', {}],
    ['rank-and-file', { 'four-colour': '' }],
  ] as const) {
    it(`has no serious or critical violations in ${variant}`, async () => {
      const element = await mount({ variant, deal: '42', ...attributes });
      element.hint();
      await element.updateComplete;
      expect(await seriousViolations(element)).toEqual([]);
    });
  }
});
