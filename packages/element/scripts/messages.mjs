// The element's English messages, read from its sources: every `msg('…', { id })` and
// `msg(str`… ${value} …`, { id })` call under src/ (tests excluded), as { id: text } with each value
// written as its place, `{0}`, `{1}`… — the form the catalogues in src/l10n/<language>/element.json use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The English text of `node`, the first argument of msg(), or an error naming what is wrong. */
function textOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'str') {
    const template = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
    return template.head.text + template.templateSpans.map((span, i) => `{${i}}${span.literal.text}`).join('');
  }
  return undefined;
}

/** { id: English text } of every message in `srcDir`; throws on a message without an id or an id used twice with other words. */
export function extractMessages(srcDir) {
  const messages = {};
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'msg' && node.arguments.length > 0) {
        const where = `${relative(srcDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const text = textOf(node.arguments[0]);
        const options = node.arguments[1];
        const idProperty =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'id')
            : undefined;
        const id = idProperty && ts.isStringLiteral(idProperty.initializer) ? idProperty.initializer.text : undefined;
        if (text === undefined) problems.push(`${where}: msg() takes a string or a str\`\` template`);
        else if (id === undefined) problems.push(`${where}: msg() needs { id: '…' }, the key translators use`);
        else if (messages[id] !== undefined && messages[id] !== text) problems.push(`${where}: id "${id}" is used for two texts`);
        else messages[id] = text;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
