// A dialog whose code is downloaded the first time it opens, not with the page (the first load
// of Home stays small; docs/performance.md). Until then it renders nothing; once opened it stays
// mounted, so closing animates as before. Usage, in the file that renders the dialog:
//   const JoinDialog = lazyDialog(() => import('../components/join').then((m) => m.JoinDialog),
//     (p) => p.prediction !== null);
//
// Loaded with state, not React.lazy and Suspense: a suspended boundary reveals its content on
// React's own timer (it throttles reveals), so a dialog would wait on that timer as well as on
// its code, and a page whose clock is held (tests of timed prompts) would never show it. Here
// the render that follows the download shows it.
import { useEffect, useState, type ComponentType } from 'react';

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next open tries again (the network may be back).
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    const open = isOpen(props);
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    if (open && !opened) setOpened(true);
    useEffect(() => {
      if (!opened || Dialog) return;
      let current = true;
      fetchOnce().then(
        (component) => {
          if (current) setDialog(() => component);
        },
        (error: unknown) => {
          if (current) setFailure(error);
        },
      );
      return () => {
        current = false;
      };
    }, [opened, Dialog]);
    // A chunk that cannot load reaches the route's error boundary, as a failed import would.
    if (failure) throw failure;
    if (!opened || !Dialog) return null;
    return <Dialog {...props} />;
  }
  return LazyDialog;
}
