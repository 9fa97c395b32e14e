import type { RenderLink } from '@fuelmarket/ui';
import { Link } from '@tanstack/react-router';

/** The ui navigation components' link renderer, on the router's Link (client-side navigation, preload). */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
