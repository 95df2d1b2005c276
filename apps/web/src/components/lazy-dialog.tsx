// A dialog whose code is downloaded the first time it opens, not with the page (the first load
// of Home stays small; docs/performance.md). Until then it renders nothing; once opened it stays
// mounted, so closing animates as before. Usage, in the file that renders the dialog:
//   const JoinDialog = lazyDialog(() => import('../components/join').then((m) => m.JoinDialog),
//     (p) => p.prediction !== null);
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
