import React, { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { tsxLanguage } from '@codemirror/lang-javascript';
import { LanguageSupport, bracketMatching, indentOnInput } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import { codeTheme } from './codeTheme';
import { coveredTop, useChartKeptInView } from './keptInView';

/**
 * Lines of code CodeMirror keeps in view below the cursor when it scrolls it into view (its own margin
 * is 5 px): a line typed at the window's bottom edge sat on it, under a phone's browser bar.
 */
const LINES_BELOW_CURSOR = 2;

const ROOT_STYLE: CSSProperties = { marginBottom: 'var(--ifm-leading)' };
const NOTE_STYLE: CSSProperties = {
  margin: '0 0 0.5rem',
  fontSize: '0.875rem',
  color: 'var(--ifm-color-emphasis-700)',
};

interface Props {
  /** The text to show. The editor reports the reader's changes; a new value from outside (Reset) replaces its text. */
  value: string;
  onChange: (value: string) => void;
  /** The editor's accessible name. */
  label: string;
  /** Called once the editor is on screen and editable. */
  onReady?: () => void;
  /** A line shown above the code: what this editor does not do. */
  note?: string;
}

/**
 * A CodeMirror 6 editor for TSX, in the colours of the site's code blocks for the current colour
 * mode. Tab is left to the browser (no indent-with-Tab binding), so the keyboard can leave the
 * editor; indentation follows Enter.
 */
export default function CodeEditor({ value, onChange, label, onReady, note }: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  useChartKeptInView(root);
  const view = useRef<EditorView>();
  const themeSlot = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  // The editor is made once, so its listener reads the newest onChange through a ref; set after
  // each render and before the browser paints, so no keystroke can reach an older one.
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const { colorMode } = useColorMode();
  const { prism } = useThemeConfig();
  const dark = colorMode === 'dark';
  const prismTheme = dark ? (prism.darkTheme ?? prism.theme) : prism.theme;

  useEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          // Long lines wrap rather than scroll sideways: the column is narrow on a phone, and a
          // scrolling region that only the text inside it can focus fails axe's
          // scrollable-region-focusable.
          EditorView.lineWrapping,
          keymap.of([...defaultKeymap, ...historyKeymap]),
          // The TSX grammar alone: \`javascript()\` would add keyword completion and snippets
          // (@codemirror/autocomplete), bytes of the editor's chunk for what this editor does not offer
          // (PERFORMANCE.md, 'CodeMirror's autocomplete').
          new LanguageSupport(tsxLanguage),
          themeSlot.current.of(codeTheme(prismTheme, dark)),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          // The cursor scrolled into view lands below the navbar and the chart and toolbar stuck under it,
          // not behind them, and above the visual viewport's bottom edge with lines to spare. CodeMirror
          // takes the visual viewport's height for the window's (what an on-screen keyboard leaves), from
          // the layout viewport's top; where the visual one is scrolled down within it, its top is lower.
          EditorView.scrollMargins.of((editor) => ({
            top: Math.max(coveredTop(editor.dom), window.visualViewport?.offsetTop ?? 0),
            bottom: LINES_BELOW_CURSOR * editor.defaultLineHeight,
          })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    onReady?.();
    return () => {
      editor.destroy();
      view.current = undefined;
    };
    // The editor is made once; value and theme changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A later change of colour mode recolours the editor. Not on mount: the editor was just made in
  // these colours, and reconfiguring it at once made the task that mounts the editor longer
  // (PERFORMANCE.md, 'Editor mount with a theme reconfigure').
  const madeWith = useRef({ prismTheme, dark });
  useEffect(() => {
    if (madeWith.current.prismTheme === prismTheme && madeWith.current.dark === dark) return;
    madeWith.current = { prismTheme, dark };
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(codeTheme(prismTheme, dark)) });
  }, [prismTheme, dark]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  // Inline styles, not a CSS module: every CSS module is in the stylesheet each page loads first
  // (editedChartStyles.ts).
  return (
    <div ref={root} data-code-editor="" style={ROOT_STYLE}>
      {note && <p style={NOTE_STYLE}>{note}</p>}
      <div ref={host} />
    </div>
  );
}
