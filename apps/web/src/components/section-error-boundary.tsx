import { Component, type ReactNode } from 'react';
import { ErrorView } from './error-view';

interface SectionErrorBoundaryProps {
  children: ReactNode;
  className?: string;
}

/**
 * One section of a page that fails to render shows the SPEC §8 error view in its place, with Retry
 * rendering it again; the rest of the page keeps working (the route's boundary is the last resort).
 * React reports the caught error on the console.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorView error={this.state.error} onRetry={() => this.setState({ error: null })} className={this.props.className} />;
  }
}
