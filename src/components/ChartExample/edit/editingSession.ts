import type { Dispatch, SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { hashEditsExample } from '../share/editHash';
import { runToolbarAction } from '../toolbarActions';
import { addEditingLayout, landingOf } from './editingLayout';
import { navbarBottom } from './stickyParts';
import type { EditingAction, EditingContext, EditingView } from './editingView';
import { loadCodeEditor } from './loadCodeEditor';
import styles from '../styles.module.css';

/** Said above the code while editing: the editor runs the code without checking it. */
export const TYPES_NOTE =
  'Types are not checked here: the code is compiled with sucrase, which removes them. Download the project to type-check it.';

/** The toolbar's status after Done with edits: where they are, and the way back. */
export const EDITS_KEPT = 'Your edits are kept: Edit goes on with them, Reset brings back the published example.';

/**
 * What an example's controls do, fetched with their first use: every chart page's first load holds
 * the toolbar's buttons and `EditingView`, and none of this (moving it here took bytes off each
 * chart page's first load: PERFORMANCE.md, 'Toolbar actions in a session chunk'; the click on Edit
 * asks for the session and the editor together).
 *
 * Edit fetches the editor; the code block stays until it is in. Once the editor is up, the chart
 * builder is fetched. Both are held in the view rather than made lazy: a lazy component suspends on
 * its first render even when its chunk is in, and the boundary's fallback (the code block,
 * highlighted again) slowed the first Edit (PERFORMANCE.md, 'Code block as a lazy fallback on
 * Edit'). The published chart shows until the builder is in, never a placeholder. A link whose
 * fragment carries an edit of the example opens it edited, scrolled to below the navbar; a damaged
 * one leaves a notice and the published example. Done closes the editor and keeps the edits: the
 * code block shows the edited code and the chart stays the one drawn from it, Edit opens them again,
 * and Reset brings back the example as published (and takes the edit out of the address if a shared
 * link or Copy link put it there). A reader who clicks Done has lost nothing, and needs no question
 * to answer: what they see is what they wrote, and Reset is beside Edit.
 */
export async function runEditingAction(action: EditingAction, context: EditingContext): Promise<void> {
  const { published, edited, setView } = context;
  switch (action) {
    case 'edit':
      addEditingLayout();
      return startEditing(setView, edited ?? published.source);
    case 'open-shared': {
      const reader = await import('../share/sharedSource').catch(
        couldNotLoad(setView, "The reader of the link's code"),
      );
      if (!reader || !context.stillWanted()) return undefined;
      const shared = reader.readSharedEdit(context.hash, published.name);
      setView((view) => ({ ...view, notice: shared.ok ? undefined : shared.message }));
      if (!shared.ok) return undefined;
      addEditingLayout();
      // The reader lands on the example at once, and again once the editor is in, which can move it
      // (the layout beside the chart, a font come in above). Not if the reader has scrolled meanwhile.
      const landed = scrollToExample(context);
      await startEditing(setView, shared.source);
      if (window.scrollY === landed) scrollToExample(context);
      return undefined;
    }
    case 'done': {
      // Rendered now, so the closed layout can be measured below.
      flushSync(() =>
        setView((view) => {
          const kept = view.edited !== undefined && view.edited !== published.source;
          return {
            ...view,
            open: false,
            edited: kept ? view.edited : undefined,
            note: undefined,
            notice: undefined,
            status: kept ? EDITS_KEPT : '',
          };
        }),
      );
      // Side by side, the toolbar was level with the chart; stacked again, it is 320 px lower, and a
      // long editor gone can leave the example above the viewport: bring its top back into view.
      const top = context.box.current?.closest('figure')?.getBoundingClientRect().top;
      if (top !== undefined && top < navbarBottom()) scrollToExample(context);
      return undefined;
    }
    case 'reset': {
      if (hashEditsExample(window.location.hash, published.name)) {
        const url = new URL(window.location.href);
        url.hash = '';
        window.history.replaceState(window.history.state, '', url);
      }
      // In the editor, the published code to start again from; closed, the example as published.
      let closed = false;
      flushSync(() =>
        setView((view) => {
          closed = view.open !== true;
          return { ...view, edited: closed ? undefined : published.source, status: '' };
        }),
      );
      // Closed, Reset is gone with the edits: the focus goes to Edit rather than to the page's start.
      if (closed) editButtonOf(context)?.focus();
      return undefined;
    }
    // Fetched once the editor is up, not with it: compiling sucrase alongside CodeMirror delayed the
    // editable editor (PERFORMANCE.md, 'sucrase after the editor'; their sizes: 'sucrase chunk' and
    // 'Editor chunk').
    case 'load-edited-chart': {
      const loaded = await import('./EditedChart').catch(
        couldNotLoad(setView, 'The code that redraws the chart from yours'),
      );
      if (!loaded) return undefined;
      const EditedChart = loaded.default;
      return setView((view) => ({ ...view, EditedChart }));
    }
    default: {
      setView((view) => ({ ...view, status: '' }));
      const source = edited ?? published.source;
      const share = () => import('../share/sharedSource').then(({ shareEdit }) => shareEdit(published.name, source));
      const status = await runToolbarAction(action, { ...published, source }, share);
      return setView((view) => ({ ...view, status }));
    }
  }
}

/**
 * Fetches the editor and shows it with `text`. Rendered at once (flushSync), so that once this
 * resolves the page has its editing layout and can be scrolled.
 */
function startEditing(setView: Dispatch<SetStateAction<EditingView>>, text: string): Promise<void> {
  setView((view) => ({ ...view, opening: true }));
  return loadCodeEditor().then(
    ({ default: CodeEditor }) =>
      flushSync(() =>
        setView((view) => ({
          ...view,
          CodeEditor,
          edited: text,
          open: true,
          opening: false,
          note: TYPES_NOTE,
          status: '',
        })),
      ),
    couldNotLoad(setView, 'The editor'),
  );
}

/**
 * Scrolls the example (or the heading right before it) to the top of the window, below the sticky
 * navbar, and returns the window's scroll position then.
 */
function scrollToExample({ box }: EditingContext): number {
  const figure = box.current?.closest('figure');
  if (figure) landingOf(figure).scrollIntoView({ block: 'start' });
  return window.scrollY;
}

/** The example's Edit button (Done while the editor is open): the first of its toolbar. */
function editButtonOf({ box }: EditingContext): HTMLButtonElement | null | undefined {
  return box.current?.closest('figure')?.querySelector<HTMLButtonElement>(`.${styles.toolbarButtons} > button`);
}

/** Shows the reader that a part could not be fetched, and why; the action ends there. */
function couldNotLoad(setView: Dispatch<SetStateAction<EditingView>>, what: string) {
  return (error: unknown): undefined => {
    setView((view) => ({ ...view, notice: `${what} could not be loaded (${String(error)}).`, opening: false }));
    return undefined;
  };
}
