import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the part that failed to draw; `retry` draws it again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** A new value (another screen) draws the children again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: unknown;
}

/**
 * A part that throws while drawing (a screen, a chart) shows its fallback instead of taking the whole
 * console down with it (React unmounts the tree above an uncaught render error). A class: React offers
 * error boundaries to classes only.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('a part of the console failed to draw', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}
