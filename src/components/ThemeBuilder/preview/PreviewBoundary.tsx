import React, { Component, type ReactNode } from 'react';
import { styles } from '../builderStyles';

interface Props {
  /** A new theme: the chart is tried again with it. */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * One preview chart's error boundary: a theme value the library cannot draw with shows its message in
 * that chart's place, and the next change of the theme tries again. The other charts and the controls
 * go on.
 */
export default class PreviewBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  override render(): ReactNode {
    const { error } = this.state;
    return error ? (
      <p className={styles.previewError} role="alert">
        This chart cannot be drawn with the theme as it is: {error.message}
      </p>
    ) : (
      this.props.children
    );
  }
}
