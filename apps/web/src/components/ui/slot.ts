// `asChild` for the app's own components (Button): the single child element is rendered with the
// component's props merged into its own, as Radix's Slot does for its primitives. The child's
// props win, except that classes join (the component's first), styles merge, both event handlers
// run (the child's first) and both refs are set. Written here, in a few lines, because Button is
// in Home's first load and Radix's Slot (with its Slottable and lazy-child support) is not needed
// there; Radix's primitives keep using theirs.
import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function slot(child: ReactNode, props: Props): ReactNode {
  if (!isValidElement<Props>(child)) {
    throw new Error('asChild expects a single React element child');
  }
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const key of Object.keys(own)) {
    const outer = props[key];
    const inner = own[key];
    if (outer === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof outer === 'function' && typeof inner === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result: unknown = inner(...args);
        outer(...args);
        return result;
      };
    } else if (key === 'style') {
      merged.style = { ...(outer as object), ...(inner as object) };
    } else if (key === 'className') {
      merged.className = cn(outer as string, inner as string);
    } else if (key === 'ref' && inner) {
      merged.ref = (node: unknown) => {
        setRef(outer as Ref<unknown>, node);
        setRef(inner as Ref<unknown>, node);
      };
    }
  }
  return cloneElement(child, merged);
}
