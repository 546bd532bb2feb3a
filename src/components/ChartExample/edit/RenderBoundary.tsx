import { Component, type ReactNode } from 'react';

interface Props {
  /** A new version of the code: the boundary tries to render again. */
  version: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches what an edited example throws while it renders, so the message takes the chart's place
 * and the rest of the page (other examples included) goes on. It clears itself when the code
 * changes, without remounting what it wraps while nothing failed.
 */
export default class RenderBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.version !== this.props.version && this.state.failed)
      this.setState({ error: undefined, failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
