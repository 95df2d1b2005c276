// @vitest-environment happy-dom
// Button's asChild (components/ui/slot.ts): the child element gets the button's look, and keeps
// its own props, handlers and ref beside the button's.
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { click, render } from '@/test/dom';
import { Button } from './button';

describe('Button asChild', () => {
  it("renders the child with the button's classes, both handlers (the child's first) and both refs", async () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLButtonElement>();
    let childNode: HTMLAnchorElement | null = null;
    await render(
      <Button
        asChild
        variant="outline"
        className="mt-2"
        style={{ color: 'red', margin: 0 }}
        ref={buttonRef}
        onClick={() => calls.push('button')}
      >
        <a
          href="#there"
          className="own"
          style={{ margin: 4 }}
          ref={(node) => {
            childNode = node;
          }}
          onClick={(event) => {
            event.preventDefault();
            calls.push('child');
          }}
        >
          Go
        </a>
      </Button>,
    );
    const link = document.querySelector('a')!;
    expect(document.querySelector('button')).toBeNull();
    expect(link.getAttribute('href')).toBe('#there');
    expect(link.className).toContain('border-line-strong');
    expect(link.className.endsWith('mt-2 own')).toBe(true);
    expect(link.style.color).toBe('red');
    expect(link.style.margin).toBe('4px');
    expect(buttonRef.current).toBe(link);
    expect(childNode).toBe(link);
    await click(link);
    expect(calls).toEqual(['child', 'button']);
  });

  it('throws when the child is not a single element', async () => {
    await expect(render(<Button asChild>text</Button>)).rejects.toThrow(/single React element/);
  });
});
