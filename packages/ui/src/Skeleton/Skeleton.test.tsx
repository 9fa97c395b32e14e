import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the requested number of text lines with a shorter last line', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-shape="text"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveAttribute('data-last');
    expect(lines[0]).not.toHaveAttribute('data-last');
  });

  it('renders one block for rect and circle shapes, sized by the props', () => {
    const { container } = render(<Skeleton shape="circle" lines={4} width="40px" />);
    expect(container.querySelectorAll('[data-shape]')).toHaveLength(1);
    expect(container.firstElementChild).toHaveStyle({ width: '40px' });
  });
});
