import { describe, expect, it } from 'vitest';
import { squeezeHtmlTemplates } from '../squeeze-html.js';

describe('squeezeHtmlTemplates', () => {
  it('writes each indentation run of an html template as one space', () => {
    const code = 'return html`<div\n    class="a"\n  >\n    <span>x</span>\n  </div>`;';
    expect(squeezeHtmlTemplates(code)).toBe('return html`<div class="a" > <span>x</span> </div>`;');
  });

  it('keeps the expressions, nested templates included, and squeezes a nested html template too', () => {
    const code = 'html`<p>\n  ${a ? html`<b>\n  ${"x\\n  y"}</b>` : `keep\n  this`}\n</p>`';
    expect(squeezeHtmlTemplates(code)).toBe('html`<p> ${a ? html`<b> ${"x\\n  y"}</b>` : `keep\n  this`} </p>`');
  });

  it('leaves white space on one line, other templates, strings and comments alone', () => {
    const code = "const s = `a\n  b`; // html`\n  x\nconst t = css`a {\n  b: c }`; const u = 'html`\\n  '; html`<i>a  b</i>`";
    expect(squeezeHtmlTemplates(code)).toBe(code);
  });

  it('keeps braces inside an expression, and escaped backticks and dollars in the text', () => {
    const code = 'html`<a>\n  \\` \\${x}\n  ${f({ a: { b: 1 } })}\n</a>`';
    expect(squeezeHtmlTemplates(code)).toBe('html`<a> \\` \\${x} ${f({ a: { b: 1 } })} </a>`');
  });

  it('returns a module it cannot follow unchanged', () => {
    const code = 'html`<p>\n  ${x';
    expect(squeezeHtmlTemplates(code)).toBe(code);
  });
});
