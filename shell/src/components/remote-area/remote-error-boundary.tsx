import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@manan/ui-kit';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure (loading or rendering) inside its own area of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorPanel
          title="This part of MANAN could not be loaded."
          message="Check your connection and try again. The rest of MANAN keeps working."
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
