// @vitest-environment happy-dom
// lazyDialog: nothing until the first open, the dialog once its code is in (no Suspense timer in
// between), one download for every instance, and a failed download tried again on the next open.
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, pageText, render, settle } from '@/test/dom';
import { lazyDialog } from './lazy-dialog';

type Props = { open: boolean };

function Panel({ open }: Props) {
  return <p>{open ? 'panel open' : 'panel closed'}</p>;
}

function Opener({ Dialog }: { Dialog: ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Toggle
      </button>
      <Dialog open={open} />
    </>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : 'failed' };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error}</p> : this.props.children;
  }
}

/** Renders the opener inside an error boundary, opens the dialog, and waits for the boundary. */
async function openAndFail(Dialog: ComponentType<Props>, message: string) {
  await render(
    <Boundary>
      <Opener Dialog={Dialog} />
    </Boundary>,
  );
  await click(button('Toggle'));
  await settle(() => pageText().includes(`boundary: ${message}`));
}

describe('lazyDialog', () => {
  it('loads on the first open, shows the dialog, and stays mounted when closed', async () => {
    const load = vi.fn(async () => Panel);
    const Dialog = lazyDialog(load, (p: Props) => p.open);
    await render(<Opener Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();
    expect(pageText()).not.toContain('panel');

    await click(button('Toggle'));
    await settle(() => pageText().includes('panel open'));
    await click(button('Toggle'));
    expect(pageText()).toContain('panel closed');
    await click(button('Toggle'));
    expect(pageText()).toContain('panel open');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a download that fails reaches the error boundary', async () => {
    const Dialog = lazyDialog(
      async () => {
        throw new Error('chunk unreachable');
      },
      (p: Props) => p.open,
    );
    await openAndFail(Dialog, 'chunk unreachable');
  });

  it('after a failed download the next open downloads again', async () => {
    let attempts = 0;
    const Dialog = lazyDialog(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return Panel;
      },
      (p: Props) => p.open,
    );
    await openAndFail(Dialog, 'offline');
    // A new page (the boundary's reset) opens it again: the code is fetched anew.
    await render(<Opener Dialog={Dialog} />);
    await click(button('Toggle', document.body.lastElementChild as ParentNode));
    await settle(() => pageText().includes('panel open'));
    expect(attempts).toBe(2);
  });
});
