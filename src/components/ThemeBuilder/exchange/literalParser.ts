/**
 * Reads a theme pasted as JSON or as TypeScript without running it: a tokenizer and a parser for the
 * few statements a theme module holds (imports, `const` declarations of literals, a `<Settings />`
 * line, a bare object), and for literal values only. A name (`DARK_THEME`, `ColorVariant.Series`) is
 * kept as a `NameRef` for the import to look up among the library's exports; anything else (a call,
 * an assignment, a spread, a template with `${}`) is code, and stops the parse with a message that
 * says where. Objects are made without a prototype, so a key such as `__proto__` is only a key.
 */

export class NameRef {
  constructor(
    readonly name: string,
    readonly line: number,
  ) {}
}

export type Literal = string | number | boolean | null | undefined | NameRef | Literal[] | LiteralObject;
export interface LiteralObject {
  [key: string]: Literal;
}

export interface Declaration {
  name: string;
  /** The first name of its type annotation or `satisfies`/`as` clause (`PartialTheme`). */
  typeName?: string;
  value: Literal;
  line: number;
}

export interface ParsedModule {
  declarations: Declaration[];
  /** Bare values (a pasted object or JSON) and `export default` values. */
  values: { value: Literal; line: number }[];
  /** Each `<Settings ... />` line's attributes. */
  settings: { attributes: Record<string, Literal>; line: number }[];
  /** The names imported from any module. */
  imports: string[];
}

export class LiteralSyntaxError extends Error {}

/** The most text read: a whole theme written out is about 20,000 characters. */
export const MAX_TEXT_LENGTH = 100_000;
/** The deepest nesting read: `Theme`'s deepest parameter is six levels down. */
export const MAX_DEPTH = 24;

type TokenKind = 'punct' | 'string' | 'number' | 'name' | 'template';
interface Token {
  kind: TokenKind;
  text: string;
  value?: string | number;
  line: number;
  column: number;
}

const PUNCTUATION = [
  '...',
  '=>',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  ':',
  ',',
  ';',
  '.',
  '=',
  '<',
  '>',
  '/',
  '|',
  '&',
  '?',
  '+',
  '-',
  '*',
  '!',
  '%',
  '^',
  '~',
  '@',
  '#',
];

export function tokenize(text: string): Token[] {
  if (text.length > MAX_TEXT_LENGTH) {
    throw new LiteralSyntaxError(
      `The text is ${text.length.toLocaleString('en-US')} characters long; the import reads at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')}.`,
    );
  }
  const tokens: Token[] = [];
  let at = 0;
  let line = 1;
  let lineStart = 0;
  const fail = (message: string): never => {
    throw new LiteralSyntaxError(`Line ${line}, column ${at - lineStart + 1}: ${message}`);
  };
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === '\n') {
      line += 1;
      at += 1;
      lineStart = at;
    } else if (/\s/.test(char)) at += 1;
    else if (text.startsWith('//', at)) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      if (end === -1) fail('a comment opens with /* and never closes.');
      for (let i = at; i < end; i += 1) if (text[i] === '\n') [line, lineStart] = [line + 1, i + 1];
      at = end + 2;
    } else if (char === '"' || char === "'" || char === '`') {
      const start = at;
      const column = at - lineStart + 1;
      let value = '';
      at += 1;
      for (;;) {
        const c = text[at];
        if (c === undefined || (c === '\n' && char !== '`'))
          fail(`a string opened with ${char} is not closed on its line.`);
        if (c === char) break;
        if (char === '`' && c === '$' && text[at + 1] === '{')
          fail('a template string with ${…} is code, not a value.');
        if (c === '\\') {
          const escaped = text[at + 1] ?? '';
          const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
          if (escaped === 'u') {
            const hex = /^[0-9a-fA-F]{4}/.exec(text.slice(at + 2, at + 6))?.[0];
            if (!hex) fail('a \\u escape needs four hexadecimal digits.');
            value += String.fromCharCode(parseInt(hex ?? '0', 16));
            at += 6;
            continue;
          }
          value += simple[escaped] ?? escaped;
          at += 2;
          continue;
        }
        if (c === '\n') [line, lineStart] = [line + 1, at + 1];
        value += c;
        at += 1;
      }
      at += 1;
      tokens.push({ kind: char === '`' ? 'template' : 'string', text: text.slice(start, at), value, line, column });
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(text[at + 1] ?? ''))) {
      const match = /^(0[xX][0-9a-fA-F]+|(\d[\d_]*)?(\.\d[\d_]*)?([eE][+-]?\d+)?)/.exec(text.slice(at));
      const written = match?.[0] ?? '';
      tokens.push({
        kind: 'number',
        text: written,
        value: Number(written.replace(/_/g, '')),
        line,
        column: at - lineStart + 1,
      });
      at += written.length;
    } else if (/[A-Za-z_$]/.test(char)) {
      const written = /^[A-Za-z_$][\w$]*/.exec(text.slice(at))?.[0] ?? char;
      tokens.push({ kind: 'name', text: written, line, column: at - lineStart + 1 });
      at += written.length;
    } else {
      const punct = PUNCTUATION.find((p) => text.startsWith(p, at));
      if (!punct) fail(`the character ${JSON.stringify(char)} is not part of a theme literal.`);
      tokens.push({ kind: 'punct', text: punct ?? char, line, column: at - lineStart + 1 });
      at += (punct ?? char).length;
    }
  }
  return tokens;
}

/** Parses a pasted theme module or value. Throws `LiteralSyntaxError` with the line of what it cannot read. */
export function parseModule(text: string): ParsedModule {
  return new Parser(tokenize(text)).module();
}

class Parser {
  private at = 0;
  private readonly result: ParsedModule = { declarations: [], values: [], settings: [], imports: [] };

  constructor(private readonly tokens: Token[]) {}

  module(): ParsedModule {
    while (this.peek()) this.statement();
    return this.result;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private next(): Token {
    const token = this.tokens[this.at];
    if (!token) throw new LiteralSyntaxError('The text ends in the middle of a value.');
    this.at += 1;
    return token;
  }

  private is(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token !== undefined && token.kind !== 'string' && token.text === text;
  }

  private expect(text: string): Token {
    const token = this.next();
    if (token.kind === 'string' || token.text !== text) this.fail(token, `expected ${text} here`);
    return token;
  }

  private fail(token: Token, message: string): never {
    throw new LiteralSyntaxError(`Line ${token.line}, column ${token.column}: ${message}, found ${excerpt(token)}.`);
  }

  private statement(): void {
    const token = this.next();
    if (token.kind === 'punct' && token.text === ';') return;
    if (token.kind === 'name' && token.text === 'import') return this.importStatement();
    if (token.kind === 'name' && token.text === 'export') {
      if (this.is('default')) {
        this.next();
        this.result.values.push({ value: this.value(0), line: token.line });
        this.typeClauses();
        return;
      }
      return this.statement();
    }
    if (token.kind === 'name' && ['const', 'let', 'var'].includes(token.text)) return this.declaration(token);
    if (token.kind === 'punct' && (token.text === '{' || token.text === '[' || token.text === '(')) {
      this.at -= 1;
      this.result.values.push({ value: this.value(0), line: token.line });
      this.typeClauses();
      return;
    }
    if (token.kind === 'punct' && token.text === '<') return this.jsxElement(token);
    throw new LiteralSyntaxError(
      `Line ${token.line}: ${excerpt(token)} starts a statement the import does not read. It reads imports, ` +
        '`const` declarations of literal values, a `<Settings />` line and a bare object; it runs no code.',
    );
  }

  private importStatement(): void {
    // `import { A, type B, C as D } from 'x';`, `import x from 'y';`, `import 'z';`: the names bound, up to the module's string.
    for (;;) {
      const token = this.next();
      if (token.kind === 'string') break;
      if (token.kind !== 'name' || token.text === 'type' || token.text === 'from') continue;
      if (token.text === 'as') this.result.imports.pop();
      else this.result.imports.push(token.text);
    }
    if (this.is(';')) this.next();
  }

  private declaration(keyword: Token): void {
    const name = this.next();
    if (name.kind !== 'name') this.fail(name, `expected a name after ${keyword.text}`);
    let typeName: string | undefined;
    if (this.is(':')) {
      this.next();
      typeName = this.typeExpression();
    }
    this.expect('=');
    const value = this.value(0);
    typeName = this.typeClauses() ?? typeName;
    this.result.declarations.push({ name: name.text, ...(typeName && { typeName }), value, line: name.line });
  }

  /** `as const`, `as T`, `satisfies T` after a value: the first type name, if any. */
  private typeClauses(): string | undefined {
    let typeName: string | undefined;
    while (this.is('as') || this.is('satisfies')) {
      this.next();
      const name = this.typeExpression();
      if (name !== 'const') typeName ??= name;
    }
    if (this.is(';')) this.next();
    return typeName;
  }

  /** A type such as `PartialTheme`, `RecursivePartial<Theme>` or `Partial<A> | B[]`; returns its first name. */
  private typeExpression(depth = 0): string {
    if (depth > MAX_DEPTH) this.fail(this.peek() ?? this.next(), `a type nested more than ${MAX_DEPTH} levels deep`);
    const first = this.next();
    if (first.kind !== 'name') this.fail(first, 'expected a type name');
    while (this.is('.') && this.peek(1)?.kind === 'name') this.at += 2;
    if (this.is('<')) {
      this.next();
      this.typeExpression(depth + 1);
      while (this.is(',')) {
        this.next();
        this.typeExpression(depth + 1);
      }
      this.expect('>');
    }
    while (this.is('[') && this.is(']', 1)) this.at += 2;
    if (this.is('|') || this.is('&')) {
      this.next();
      this.typeExpression(depth + 1);
    }
    return first.text;
  }

  private jsxElement(open: Token): void {
    const tag = this.next();
    if (tag.kind !== 'name') this.fail(tag, 'expected an element name after <');
    if (tag.text !== 'Settings') {
      throw new LiteralSyntaxError(
        `Line ${open.line}: <${tag.text}> is markup, not a theme. The import reads a \`<Settings theme={…} baseTheme={…} />\` line and no other element.`,
      );
    }
    const attributes: Record<string, Literal> = Object.create(null) as Record<string, Literal>;
    while (!this.is('/') && !this.is('>')) {
      const name = this.next();
      if (name.kind !== 'name') this.fail(name, 'expected an attribute of Settings');
      if (!this.is('=')) {
        attributes[name.text] = true;
        continue;
      }
      this.next();
      if (this.peek()?.kind === 'string') attributes[name.text] = this.next().value;
      else {
        this.expect('{');
        attributes[name.text] = this.value(0);
        this.expect('}');
      }
    }
    if (this.is('/')) this.next();
    this.expect('>');
    this.result.settings.push({ attributes, line: open.line });
    if (this.is(';')) this.next();
  }

  private value(depth: number): Literal {
    if (depth > MAX_DEPTH) {
      const token = this.peek();
      throw new LiteralSyntaxError(
        `Line ${token?.line ?? '?'}: the value is nested more than ${MAX_DEPTH} levels deep; a theme is at most six.`,
      );
    }
    const token = this.next();
    if (token.kind === 'string') return token.value;
    if (token.kind === 'template') return token.value;
    if (token.kind === 'number') return token.value;
    if (token.kind === 'punct') {
      if (token.text === '{') return this.object(depth);
      if (token.text === '[') return this.array(depth);
      if (token.text === '(') {
        const inner = this.value(depth + 1);
        this.expect(')');
        return inner;
      }
      if (token.text === '-' || token.text === '+') {
        const number = this.next();
        if (number.kind !== 'number') this.fail(number, `expected a number after ${token.text}`);
        return token.text === '-' ? -(number.value as number) : number.value;
      }
      this.fail(token, 'expected a value');
    }
    // A name: a literal keyword, or a name to look up (`DARK_THEME`, `ColorVariant.Series`).
    if (token.text === 'true') return true;
    if (token.text === 'false') return false;
    if (token.text === 'null') return null;
    if (token.text === 'undefined') return undefined;
    let name = token.text;
    while (this.is('.') && this.peek(1)?.kind === 'name') {
      this.next();
      name += `.${this.next().text}`;
    }
    if (this.is('(') || this.is('=>') || this.is('[') || this.is('=')) {
      throw new LiteralSyntaxError(
        `Line ${token.line}: \`${name}${this.peek()?.text ?? ''}…\` is code; the import reads literal values and runs nothing.`,
      );
    }
    return new NameRef(name, token.line);
  }

  private object(depth: number): LiteralObject {
    const object = Object.create(null) as LiteralObject;
    while (!this.is('}')) {
      const key = this.next();
      if (key.kind === 'punct' && key.text === '...') this.fail(key, 'a spread is code, not a value');
      if (key.kind === 'punct' && key.text === '[') this.fail(key, 'a computed key is code, not a value');
      if (key.kind === 'template' || key.kind === 'punct') this.fail(key, 'expected a key');
      if (!this.is(':')) this.fail(this.peek() ?? key, `expected : after the key ${excerpt(key)}`);
      this.next();
      const name = key.kind === 'name' ? key.text : String(key.value);
      object[name] = this.value(depth + 1);
      if (!this.is('}')) this.expect(',');
    }
    this.next();
    return object;
  }

  private array(depth: number): Literal[] {
    const items: Literal[] = [];
    while (!this.is(']')) {
      items.push(this.value(depth + 1));
      if (!this.is(']')) this.expect(',');
    }
    this.next();
    return items;
  }
}

function excerpt(token: Token): string {
  const text = token.text.length > 30 ? `${token.text.slice(0, 30)}…` : token.text;
  return `\`${text}\``;
}
