import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

interface ButtonLinkProps extends Omit<ButtonProps, 'asChild'>, Pick<LinkProps, 'to' | 'state'> {
  children: ReactNode;
}

/**
 * A link to another of the site's pages drawn as a button, in the brand's colour unless told
 * otherwise: still a link (`<a href>`, opened by the router), so it can open in a new tab.
 * Its aria attributes are the link's.
 */
export function ButtonLink({ to, state, children, ...button }: ButtonLinkProps) {
  return (
    <Button asChild colorPalette="brand" {...button}>
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Button>
  );
}
