import ts from 'typescript';
import { componentProps } from '../props-tables/componentForms';
import type { LibraryTypes } from '../props-tables/libraryTypes';
import { normalizeMemberName } from './normalizeType';
import { MemberPrinter, NO_PAGES } from './printMember';
import type { ExportEntry, ExportKind, Member } from './types';

/**
 * One export of a version, read with the compiler: what it is, and its members, signatures or type.
 * Components are told apart as the props tables tell them apart: named with a capital and returning
 * what a React component returns (`null` for a spec component, an element, a node), or a class whose
 * constructor takes `props`.
 */
export function exportEntry(types: LibraryTypes, printer: MemberPrinter, name: string): ExportEntry {
  const symbol = types.exported(name);
  if (!symbol) throw new Error(`api-history: ${name} is not an export of this version.`);
  const { checker } = types;
  const flags = symbol.flags;
  const kinds = new Set<ExportKind>();
  const entry: Omit<ExportEntry, 'kinds'> = {};

  if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    kinds.add(flags & ts.SymbolFlags.Interface ? 'interface' : 'type alias');
    Object.assign(entry, typeMembers(checker, printer, checker.getDeclaredTypeOfSymbol(symbol), flags));
  }
  if (flags & ts.SymbolFlags.Enum) {
    kinds.add('enum');
    entry.members = membersOf(printer, checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)));
  } else if (flags & ts.SymbolFlags.Class) {
    const props = classProps(checker, symbol);
    if (props && /^[A-Z]/.test(name)) {
      kinds.add('component');
      entry.members = membersOf(printer, checker.getPropertiesOfType(checker.getTypeOfSymbol(props)));
      const propsType = namedType(types, props);
      if (propsType) entry.propsType = propsType;
    } else {
      kinds.add('class');
      entry.members = membersOf(printer, publicMembers(checker.getDeclaredTypeOfSymbol(symbol)));
      entry.signatures = checker
        .getTypeOfSymbol(symbol)
        .getConstructSignatures()
        .map((signature) => printer.signature(signature, ts.SignatureKind.Construct));
    }
  } else if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = checker.getTypeOfSymbol(symbol);
    if (/^[A-Z]/.test(name) && isComponentType(type)) {
      kinds.add('component');
      const compiled = componentProps(types, name, NO_PAGES, true);
      entry.members = {};
      for (const member of compiled?.members ?? []) {
        const propSymbol = propSymbolOf(checker, type, member.name);
        entry.members[normalizeMemberName(member.name)] = printer.member(propSymbol, Boolean(member.flags.isOptional));
      }
      if (compiled?.propsTypeName) entry.propsType = compiled.propsTypeName;
    } else {
      kinds.add(flags & ts.SymbolFlags.Function ? 'function' : 'variable');
      entry.valueType = printer.type(type);
    }
  } else if (flags & ts.SymbolFlags.Module) {
    // None of 60.0.0 to 73.2.1 exports a namespace; its members would be exports of their own here.
    kinds.add('namespace');
  }
  if (kinds.size === 0)
    throw new Error(`api-history: ${name} is no kind of export this reader knows (symbol flags ${flags}).`);

  const deprecated = symbol.getJsDocTags(checker).find((tag) => tag.name === 'deprecated');
  if (deprecated) entry.deprecated = ts.displayPartsToString(deprecated.text).trim();
  return { kinds: [...kinds].sort(), ...entry };
}

/** An interface's or object type alias's members and signatures; another alias's definition. */
function typeMembers(
  checker: ts.TypeChecker,
  printer: MemberPrinter,
  type: ts.Type,
  flags: ts.SymbolFlags,
): Pick<ExportEntry, 'members' | 'signatures' | 'definition'> {
  const calls = type.getCallSignatures();
  const constructs = type.getConstructSignatures();
  const properties = checker.getPropertiesOfType(type);
  const objectLike =
    (type.flags & ts.TypeFlags.Object ||
      (type.isIntersection() && type.types.every((t) => t.flags & ts.TypeFlags.Object))) &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type);
  const isInterface = (flags & ts.SymbolFlags.Interface) !== 0;
  if (!isInterface && (!objectLike || properties.length === 0 || calls.length + constructs.length > 0)) {
    return { definition: printer.type(type, ts.TypeFormatFlags.InTypeAlias) };
  }
  const signatures = [
    ...calls.map((signature) => printer.signature(signature, ts.SignatureKind.Call)),
    ...constructs.map((signature) => printer.signature(signature, ts.SignatureKind.Construct)),
    ...checker.getIndexInfosOfType(type).map((info) => printer.indexSignature(info)),
  ];
  return {
    members: membersOf(printer, properties),
    ...(signatures.length > 0 && { signatures }),
  };
}

function membersOf(printer: MemberPrinter, symbols: readonly ts.Symbol[]): Record<string, Member> {
  const members: Record<string, Member> = {};
  for (const symbol of symbols) {
    members[normalizeMemberName(symbol.name)] = printer.member(symbol, (symbol.flags & ts.SymbolFlags.Optional) !== 0);
  }
  return members;
}

/** A class's instance members that its users can reach: not private, protected or `#private`. */
function publicMembers(instance: ts.Type): ts.Symbol[] {
  return instance.getProperties().filter((symbol) => {
    if (symbol.name.startsWith('#') || symbol.name.startsWith('__#')) return false;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) return true;
    return (ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0;
  });
}

/** The `props` parameter of a class's constructor: what makes it a component, as in the props tables. */
function classProps(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol | undefined {
  const parameter = checker.getTypeOfSymbol(symbol).getConstructSignatures()[0]?.getParameters()[0];
  return parameter?.name === 'props' ? parameter : undefined;
}

/** The exported name of a parameter's declared type, when it is a plain reference to an export. */
function namedType(types: LibraryTypes, parameter: ts.Symbol): string | undefined {
  const declaration = parameter.valueDeclaration;
  const node = declaration && ts.isParameter(declaration) ? declaration.type : undefined;
  if (!node || !ts.isTypeReferenceNode(node)) return undefined;
  const symbol = types.checker.getSymbolAtLocation(node.typeName);
  return symbol && types.exportNameOf(symbol);
}

/** Whether a value's call signatures return what a React component returns. */
function isComponentType(type: ts.Type): boolean {
  const signatures = type.getCallSignatures();
  return signatures.length > 0 && signatures.every((signature) => returnsElement(signature.getReturnType()));
}

const REACT_RETURNS = new Set(['Element', 'ReactElement', 'ReactNode', 'ReactPortal']);

function returnsElement(type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.Null) return true;
  const named = type.aliasSymbol ?? type.getSymbol();
  if (named && REACT_RETURNS.has(named.name) && fromReactTypes(named)) return true;
  return type.isUnion() && type.types.every(returnsElement);
}

function fromReactTypes(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((d) => /[\\/]@types[\\/]react[\\/]/.test(d.getSourceFile().fileName));
}

/**
 * The symbol of a component's prop, from the first form of its props type that allows it (a form
 * that types it `?: never` does not): the one the props tables read the prop's type and comment from.
 */
function propSymbolOf(checker: ts.TypeChecker, componentType: ts.Type, name: string): ts.Symbol {
  const parameter = componentType.getCallSignatures()[0]?.getParameters()[0];
  const propsType = parameter && checker.getTypeOfSymbol(parameter);
  const forms = propsType?.isUnion() ? propsType.types : propsType ? [propsType] : [];
  for (const form of forms) {
    const symbol = checker.getPropertyOfType(form, name);
    if (!symbol) continue;
    const type = checker.getTypeOfSymbol(symbol);
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    if (type.flags & ts.TypeFlags.Never || (optional && type.flags & ts.TypeFlags.Undefined)) continue;
    return symbol;
  }
  throw new Error(
    `api-history: no form of the props allows ${name}, which componentProps listed; have the two drifted apart?`,
  );
}
