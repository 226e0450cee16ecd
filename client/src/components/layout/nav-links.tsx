import { Link, Stack, type StackProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { plainList } from '@/components/ui/plain-list.ts';
import { paths } from '@/config/paths.ts';
import { siteCatalogue } from '@/content/site.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { preloadPage } from '@/lib/preload.ts';

interface NavLinksProps extends StackProps {
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** How a link in the top bar or the mobile menu looks: the main links and the language switch. */
export const barLinkStyle = {
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
} as const;

/** Home, About Us, Online Course, Contact Us; the current page's link is highlighted. */
export function NavLinks({ onNavigate, ...stackProps }: NavLinksProps) {
  const { navLinks } = useText(siteCatalogue);
  return (
    <Stack as="ul" {...plainList} {...stackProps}>
      {navLinks.map(({ label, route }) => (
        <li key={route}>
          <Link
            asChild
            display="block"
            {...barLinkStyle}
            fontWeight="medium"
            borderBottomWidth="2px"
            borderColor="transparent"
            _currentPage={{ color: 'brand.fg', bg: 'brand.muted', borderColor: 'brand.solid' }}
          >
            {/* `end` keeps Home from matching every path. */}
            {/* The page's code starts loading as the pointer or focus reaches the link. */}
            <NavLink
              to={paths[route]}
              end
              onClick={onNavigate}
              onPointerEnter={() => preloadPage(paths[route])}
              onFocus={() => preloadPage(paths[route])}
            >
              {label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
