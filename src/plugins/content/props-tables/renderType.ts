import type { JSONOutput } from 'typedoc';
import type { ReflectionIndex } from './reflectionIndex';
import type { Segment } from './types';

type SomeType = JSONOutput.SomeType;

/**
 * Writes a TypeDoc type as TypeScript-like text, split into runs so that every named type with a
 * page in the generated reference links to it. Unknown shapes fall back to TypeDoc's own name.
 */
export function renderType(type: SomeType | undefined, index: ReflectionIndex): Segment[] {
  const out: Segment[] = [];
  const text = (value: string): void => {
    out.push({ text: value });
  };
  const list = (types: SomeType[], separator: string) =>
    types.forEach((item, i) => {
      if (i > 0) text(separator);
      walk(item);
    });
  const wrapped = (inner: SomeType) => {
    const needsParens =
      ['union', 'intersection', 'conditional'].includes(inner.type) ||
      (inner.type === 'reflection' && Boolean(inner.declaration.signatures?.length));
    if (needsParens) text('(');
    walk(inner);
    if (needsParens) text(')');
  };

  function walk(node: SomeType): void {
    switch (node.type) {
      case 'intrinsic':
        return text(node.name);
      case 'literal':
        return text(literalText(node.value));
      case 'reference': {
        const href =
          typeof node.target === 'number' && !node.refersToTypeParameter ? index.urlOf(node.target) : undefined;
        out.push(href ? { text: node.name, href } : { text: node.name });
        if (node.typeArguments?.length) {
          text('<');
          list(node.typeArguments, ', ');
          text('>');
        }
        return;
      }
      case 'union':
        return list(node.types, ' | ');
      case 'intersection':
        return list(node.types, ' & ');
      case 'array':
        wrapped(node.elementType);
        return text('[]');
      case 'tuple':
        text('[');
        list(node.elements ?? [], ', ');
        return text(']');
      case 'namedTupleMember':
        text(`${node.name}${node.isOptional ? '?' : ''}: `);
        return walk(node.element);
      case 'optional':
        walk(node.elementType);
        return text('?');
      case 'rest':
        text('...');
        return walk(node.elementType);
      case 'typeOperator':
        text(`${node.operator} `);
        return walk(node.target);
      case 'query':
        text('typeof ');
        return walk(node.queryType);
      case 'indexedAccess':
        wrapped(node.objectType);
        text('[');
        walk(node.indexType);
        return text(']');
      case 'conditional':
        walk(node.checkType);
        text(' extends ');
        walk(node.extendsType);
        text(' ? ');
        walk(node.trueType);
        text(' : ');
        return walk(node.falseType);
      case 'mapped':
        text(`{ [${node.parameter} in `);
        walk(node.parameterType);
        text(']: ');
        walk(node.templateType);
        return text(' }');
      case 'templateLiteral':
        text(`\`${node.head}`);
        for (const [part, tail] of node.tail) {
          text('${');
          walk(part);
          text(`}${tail}`);
        }
        return text('`');
      case 'predicate':
        text(`${node.asserts ? 'asserts ' : ''}${node.name}`);
        if (node.targetType) {
          text(' is ');
          walk(node.targetType);
        }
        return;
      case 'inferred':
        return text(`infer ${node.name}`);
      case 'reflection':
        return reflection(node.declaration);
      case 'unknown':
        return text(node.name);
    }
  }

  function reflection(declaration: JSONOutput.DeclarationReflection): void {
    const signature = declaration.signatures?.[0];
    if (signature) {
      text('(');
      (signature.parameters ?? []).forEach((parameter, i) => {
        if (i > 0) text(', ');
        text(`${parameter.flags.isRest ? '...' : ''}${parameter.name}${parameter.flags.isOptional ? '?' : ''}: `);
        if (parameter.type) walk(parameter.type);
      });
      text(') => ');
      return signature.type ? walk(signature.type) : text('void');
    }
    const members = declaration.children ?? [];
    if (members.length === 0) return text('{}');
    text('{ ');
    members.forEach((member, i) => {
      if (i > 0) text('; ');
      text(`${member.name}${member.flags.isOptional ? '?' : ''}: `);
      if (member.type) walk(member.type);
      else if (member.signatures?.length) reflection(member);
    });
    text(' }');
  }

  if (type) walk(type);
  else text('unknown');
  return mergeText(out);
}

function literalText(value: JSONOutput.LiteralType['value']): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return JSON.stringify(value);
}

/** Joins neighbouring plain runs, so the table holds a few runs per cell rather than dozens. */
export function mergeText(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (last && !last.href && !last.code && !segment.href && !segment.code) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
