import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { tags, type Tag } from '@lezer/highlight';
import type { PrismTheme } from 'prism-react-renderer';

/** Prism's token types (as the site's code blocks colour them) → the editor's syntax tags. */
const TAGS_OF_TYPE: Record<string, Tag[]> = {
  comment: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment],
  keyword: [
    tags.keyword,
    tags.controlKeyword,
    tags.definitionKeyword,
    tags.moduleKeyword,
    tags.operatorKeyword,
    tags.modifier,
    tags.self,
    tags.null,
  ],
  string: [tags.string, tags.special(tags.string), tags.regexp],
  number: [tags.number],
  boolean: [tags.bool],
  function: [tags.function(tags.variableName), tags.function(tags.propertyName)],
  'class-name': [tags.className, tags.typeName],
  tag: [tags.tagName],
  'attr-name': [tags.attributeName],
  property: [tags.propertyName, tags.definition(tags.propertyName)],
  constant: [tags.constant(tags.variableName)],
  punctuation: [tags.punctuation, tags.bracket, tags.separator, tags.angleBracket],
  operator: [tags.operator, tags.arithmeticOperator, tags.logicOperator, tags.compareOperator, tags.updateOperator],
};

/**
 * The editor in the colours of the site's code blocks (`themeConfig.prism`, already adjusted to
 * 4.5:1 contrast), so editing a block does not recolour it. Prism's later rules win over earlier
 * ones for the same token type, as in the site's blocks.
 */
export function codeTheme(prism: PrismTheme, dark: boolean): Extension {
  const styleOfType = new Map<string, { color?: string; fontStyle?: string }>();
  for (const { types, style } of prism.styles) {
    for (const type of types) styleOfType.set(type, { ...styleOfType.get(type), ...style });
  }
  const specs = Object.entries(TAGS_OF_TYPE).flatMap(([type, tagList]) => {
    const style = styleOfType.get(type);
    return style?.color
      ? [{ tag: tagList, color: style.color, ...(style.fontStyle && { fontStyle: style.fontStyle }) }]
      : [];
  });
  const background = prism.plain.backgroundColor ?? 'var(--ifm-pre-background)';
  return [
    EditorView.theme(
      {
        '&': {
          color: prism.plain.color ?? 'inherit',
          backgroundColor: background,
          fontSize: 'var(--ifm-code-font-size)',
          // Rounded as the site's code blocks; the editor's own box clips its gutter to the corners,
          // and leaves the focus outline around it unclipped.
          borderRadius: 'var(--ifm-code-border-radius)',
          overflow: 'hidden',
        },
        '.cm-content': { fontFamily: 'var(--ifm-font-family-monospace)', caretColor: prism.plain.color ?? 'inherit' },
        '.cm-scroller': { fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: 'var(--ifm-pre-line-height)' },
        '.cm-gutters': { backgroundColor: background, color: 'var(--ifm-color-emphasis-700)', border: 'none' },
        '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)', outlineOffset: '2px' },
        '&.cm-focused .cm-cursor': { borderLeftColor: prism.plain.color ?? 'currentColor' },
      },
      { dark },
    ),
    syntaxHighlighting(HighlightStyle.define(specs)),
  ];
}
