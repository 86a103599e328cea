import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * House rules that no linter knows (docs/architecture.md "House rules"): comments cite only the
 * repo's own docs, carry no issue numbers, and leave measured figures to docs/.
 */
const root = new URL('..', import.meta.url);
const sources = execFileSync('git', ['ls-files', '*.ts', '*.mjs', '*.js', '*.css', '*.html'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path !== '' && !path.includes('/generated/') && !path.endsWith('house-rules.test.mjs'));

/** Comment lines of a source file, with their line numbers. */
function commentLines(path) {
  const lines = readFileSync(new URL(path, root), 'utf8').split('\n');
  return lines.flatMap((text, index) => (/^\s*(\/\/|\/?\*|<!--)/.test(text) ? [{ where: `${path}:${index + 1}`, text: text.trim() }] : []));
}

const comments = sources.flatMap(commentLines);

/** The comment lines that match `pattern`, as "path:line: text". */
function offending(pattern) {
  return comments.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`);
}

describe('comments', () => {
  it('are found in the sources (the scan reads real files)', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(comments.length).toBeGreaterThan(1000);
  });

  it('name no file outside the repo', () => {
    expect(offending(/RULES\.md|DESIGN\.md|TOOLCHAIN\.md|\.\.\/shared|\/work\/|\.library/)).toEqual([]);
  });

  it('carry no issue numbers', () => {
    expect(offending(/\bissues? #?\d+|(^|\s)#\d+\b/i)).toEqual([]);
  });

  it('carry no measured figures: those live in docs/', () => {
    expect(offending(/measured\b[^.]*\d|\d[^.]*\(measured\)|\d\s*%\s*(faster|slower|fewer|more)\b/i)).toEqual([]);
  });
});
