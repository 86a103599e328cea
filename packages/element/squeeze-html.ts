/**
 * The text of every `` html`…` `` template in a module with each run of white space that holds a
 * line break (the source's indentation) written as one space. HTML renders such a run as one
 * space anyway (the element has no `<pre>` or `<textarea>`), and in an attribute value it only
 * separates words, so the DOM Lit builds looks the same; the bundle is smaller. The `${…}`
 * expressions, strings, comments and every other template are copied unchanged. A file the
 * scanner cannot follow (an unclosed template) is returned as it was.
 */
export function squeezeHtmlTemplates(code: string): string {
  const scanner = new Scanner(code);
  try {
    scanner.code(code.length, false);
  } catch {
    return code;
  }
  return scanner.out;
}

class Scanner {
  out = '';
  at = 0;

  constructor(private readonly text: string) {}

  /** Copies code up to `end` (or the `}` that closes an expression when `inExpression`). */
  code(end: number, inExpression: boolean): void {
    let depth = 0;
    while (this.at < end) {
      const c = this.text[this.at] ?? '';
      const next = this.text[this.at + 1] ?? '';
      if (c === '/' && next === '/') this.copyUntil('\n', false);
      else if (c === '/' && next === '*') this.copyUntil('*/', true);
      else if (c === '"' || c === "'") this.quoted(c);
      else if (c === '`') this.template(/\bhtml\s*$/.test(this.out.slice(-12)));
      else {
        if (c === '{') depth++;
        if (c === '}' && depth-- === 0 && inExpression) return;
        this.out += c;
        this.at++;
      }
    }
    if (inExpression) throw new Error('unclosed ${');
  }

  private copyUntil(close: string, inclusive: boolean): void {
    const found = this.text.indexOf(close, this.at + 2);
    const end = found === -1 ? this.text.length : found + (inclusive ? close.length : 0);
    this.out += this.text.slice(this.at, end);
    this.at = end;
  }

  private quoted(quote: string): void {
    let i = this.at + 1;
    while (i < this.text.length && this.text[i] !== quote) i += this.text[i] === '\\' ? 2 : 1;
    this.out += this.text.slice(this.at, i + 1);
    this.at = i + 1;
  }

  /** A template literal from its opening backtick; `squeeze` for an `html` one. */
  private template(squeeze: boolean): void {
    this.out += '`';
    this.at++;
    let chunk = '';
    const flush = () => {
      this.out += squeeze ? chunk.replace(/[ \t]*\n\s*/g, ' ') : chunk;
      chunk = '';
    };
    while (this.at < this.text.length) {
      const c = this.text[this.at] ?? '';
      if (c === '\\') {
        chunk += this.text.slice(this.at, this.at + 2);
        this.at += 2;
      } else if (c === '`') {
        flush();
        this.out += '`';
        this.at++;
        return;
      } else if (c === '$' && this.text[this.at + 1] === '{') {
        flush();
        this.out += '${';
        this.at += 2;
        this.code(this.text.length, true);
        this.out += '}';
        this.at++;
      } else {
        chunk += c;
        this.at++;
      }
    }
    throw new Error('unclosed template');
  }
}
