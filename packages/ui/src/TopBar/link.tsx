import type { ReactNode } from 'react';

// Apart from the navigation entries, so that a plain link (the footer's) brings no navigation code along.

export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: () => void;
}

/** Renders a link; the app passes one that uses its router (`({ href, ...p }) => <Link to={href} {...p} />`). */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
