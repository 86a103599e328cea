import { describe, expect, it } from 'vitest';
import { squeezeCss } from '../minify-templates.js';

describe('squeezeCss', () => {
  it('drops comments, white space, leading zeros and the spaces around * and / in values', () => {
    expect(squeezeCss('/* why */ .a {\n  top: calc(var(--i) * max(1px, 0.5em / 2));\n  color: rgb(0 0 0 / 22%);\n  letter-spacing: -0.04em;\n}')).toBe(
      '.a{top:calc(var(--i)*max(1px,.5em/2));color:rgb(0 0 0/22%);letter-spacing:-.04em}',
    );
  });

  it('keeps what CSS needs: spaces around + and -, descendant and universal selectors, numbers like 10.5', () => {
    expect(squeezeCss('.a * .b, * { width: calc(100cqh - 7em + 10.5px); grid-area: 1 / -1; }')).toBe(
      '.a * .b,*{width:calc(100cqh - 7em + 10.5px);grid-area:1/-1}',
    );
    expect(squeezeCss('.a :hover { color: #0a0 }')).toBe('.a :hover{color:#0a0}');
  });
});
