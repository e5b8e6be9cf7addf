import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: a new one gives the page a fresh start. */
  pathname: string;
}

/**
 * Catches what a page throws while rendering (a bug, or its code that could not be loaded even
 * after the reload of chunkReload.ts) and shows the error screen (500) in its place, the header
 * and footer kept. The app uses the router's declarative mode, which has no `errorElement`: its
 * data mode would weigh 18 kB more (gzip) on every first visit for features the app does not use.
 */
class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  componentDidCatch() {
    this.setState({ failedAt: this.props.pathname });
  }

  render() {
    const { failedAt } = this.state;
    // '' is the moment between the error and componentDidCatch recording where it happened.
    const failed = failedAt === '' || failedAt === this.props.pathname;
    return failed ? <ErrorPage status={500} /> : this.props.children;
  }
}

/** The pages' error boundary, reset when the visitor goes elsewhere. */
export function RouteError({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
