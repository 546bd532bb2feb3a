import type { JSONOutput } from 'typedoc';
import ts from 'typescript';
import type { LibraryTypes } from './libraryTypes';
import type { ReflectionIndex } from './reflectionIndex';
import { TypedocJson, type Part } from './typedocJson';

/**
 * A component's props read with the compiler, form by form: the props type of its first parameter,
 * in every form when that type is a union (the tooltip blocks' `PropsOrChildrenWithProps`).
 */

type Declaration = JSONOutput.DeclarationReflection;

/** A component's props as the compiler reads them. */
export interface CompiledProps {
  members: Declaration[];
  /** The props type's name, when the library exports it (`TooltipTableCellProps`). */
  propsTypeName?: string;
}

/** One prop in one form of a props type. */
interface PropInForm {
  symbol: ts.Symbol;
  allowed: boolean;
  required: boolean;
}

/**
 * The props of the exported component `name`: the properties of its first parameter's type, in
 * every form when that type is a union (a prop typed `?: never` in a form is not allowed there). A
 * prop allowed in only some forms is optional, and its description starts with the forms it
 * belongs to, named after the prop that tells them apart (`children` for the tooltip blocks).
 * Undefined when the component is not exported, or has one form and `evenWithOneForm` is false.
 */
export function componentProps(
  types: LibraryTypes,
  name: string,
  index: ReflectionIndex,
  evenWithOneForm: boolean,
): CompiledProps | undefined {
  const symbol = types.exported(name);
  if (!symbol) return undefined;
  const signature = types.checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  const parameter = signature?.getParameters()[0];
  if (!parameter) return undefined;
  const propsType = types.checker.getTypeOfSymbol(parameter);
  const forms = (propsType.isUnion() ? propsType.types : [propsType]).map((form) => propsOfForm(types.checker, form));
  if (forms.length === 1 && !evenWithOneForm) return undefined;

  const names = [...new Set(forms.flatMap((form) => [...form.keys()]))];
  const switchProp = forms.length > 1 ? formSwitch(names, forms) : undefined;
  const json = new TypedocJson(types, index);
  const members: Declaration[] = [];
  for (const propName of names) {
    const present = forms.map((form) => form.get(propName));
    const allowed = present.filter((prop): prop is PropInForm => Boolean(prop?.allowed));
    const first = allowed[0];
    if (!first) continue;
    const required = allowed.length === forms.length && allowed.every((prop) => prop.required);
    const note = forms.length > 1 ? formNote(propName, names, forms, switchProp) : [];
    members.push(json.member(first.symbol, !required, note));
  }
  const propsTypeName = propsTypeNameOf(types, parameter, propsType);
  return { members, ...(propsTypeName && { propsTypeName }) };
}

/** Each prop of one form, allowed or not (`?: never`, which strict mode reads as `undefined`). */
function propsOfForm(checker: ts.TypeChecker, form: ts.Type): Map<string, PropInForm> {
  const props = new Map<string, PropInForm>();
  for (const symbol of checker.getPropertiesOfType(form)) {
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
    const type = checker.getTypeOfSymbol(symbol);
    const never = (type.flags & ts.TypeFlags.Never) !== 0 || (optional && (type.flags & ts.TypeFlags.Undefined) !== 0);
    props.set(symbol.name, { symbol, allowed: !never, required: !optional });
  }
  return props;
}

/** The name of the props type when the library exports it under that name. */
function propsTypeNameOf(types: LibraryTypes, parameter: ts.Symbol, propsType: ts.Type): string | undefined {
  const declaration = parameter.valueDeclaration;
  const node = declaration && ts.isParameter(declaration) ? declaration.type : undefined;
  if (node && ts.isTypeReferenceNode(node)) {
    const symbol = types.checker.getSymbolAtLocation(node.typeName);
    const name = symbol && types.exportNameOf(symbol);
    if (name) return name;
  }
  const alias = propsType.aliasSymbol;
  return alias ? types.exportNameOf(alias) : undefined;
}

/**
 * The prop that tells the forms of a union apart: required where it is allowed, and not allowed in
 * the other forms. `children` first, as in the tooltip blocks' `PropsOrChildrenWithProps`.
 */
function formSwitch(names: string[], forms: Map<string, PropInForm>[]): string | undefined {
  const candidates = names.filter((name) => {
    const states = forms.map((form) => form.get(name));
    const withIt = states.filter((state) => state?.allowed);
    return withIt.length > 0 && withIt.length < forms.length && withIt.every((state) => state?.required);
  });
  return candidates.includes('children') ? 'children' : candidates.sort()[0];
}

/** The words a row of a union's prop starts with: which forms it belongs to. */
function formNote(
  name: string,
  names: string[],
  forms: Map<string, PropInForm>[],
  switchProp: string | undefined,
): Part[] {
  const code = (text: string): Part => ({ kind: 'code', text: `\`${text}\`` });
  const words = (text: string): Part => ({ kind: 'text', text });
  if (!switchProp) {
    const everywhere = forms.every((form) => form.get(name)?.allowed);
    return everywhere ? [] : [words('Allowed in some forms of the props only (their type is a union).')];
  }
  const withSwitch = forms.filter((form) => form.get(switchProp)?.allowed);
  const withoutSwitch = forms.filter((form) => !form.get(switchProp)?.allowed);
  const allowedIn = (group: Map<string, PropInForm>[], prop: string) => group.every((form) => form.get(prop)?.allowed);
  const requiredIn = (group: Map<string, PropInForm>[], prop: string) =>
    group.every((form) => form.get(prop)?.allowed && form.get(prop)?.required);
  const list = (props: string[]): Part[] =>
    props.flatMap((prop, i) => (i === 0 ? [code(prop)] : [words(', '), code(prop)]));

  if (name === switchProp) {
    const onlyWith = names
      .filter(
        (prop) =>
          prop !== switchProp && allowedIn(withSwitch, prop) && !withoutSwitch.some((form) => form.get(prop)?.allowed),
      )
      .sort();
    const onlyWithout = names
      .filter((prop) => allowedIn(withoutSwitch, prop) && !withSwitch.some((form) => form.get(prop)?.allowed))
      .sort();
    return [
      words('Chooses the form of the props.'),
      ...(onlyWith.length > 0 ? [words(' Only with it: '), ...list(onlyWith), words('.')] : []),
      ...(onlyWithout.length > 0 ? [words(' Only without it: '), ...list(onlyWithout), words('.')] : []),
    ];
  }
  const inWith = allowedIn(withSwitch, name);
  const inWithout = allowedIn(withoutSwitch, name);
  if (inWith && inWithout) {
    const requiredWith = requiredIn(withSwitch, name);
    const requiredWithout = requiredIn(withoutSwitch, name);
    if (requiredWith === requiredWithout) return [];
    return [words(requiredWith ? 'Required with ' : 'Required without '), code(switchProp), words('.')];
  }
  if (inWith)
    return [words('Only with '), code(switchProp), words(requiredIn(withSwitch, name) ? ', and then required.' : '.')];
  if (inWithout)
    return [
      words('Only without '),
      code(switchProp),
      words(requiredIn(withoutSwitch, name) ? ', and then required.' : '.'),
    ];
  return [words('Allowed in some forms of the props only (their type is a union).')];
}
