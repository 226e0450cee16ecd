import { Button, type ButtonProps } from '@chakra-ui/react';
import { siteCatalogue } from '@/content/site.ts';
import { DownloadIcon } from '@/components/ui/icons.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/**
 * Downloads the course brochure PDF in the page's language ("Course Brochure.pdf", or the
 * Hindi one printed from the Hindi catalogues): public files served at the site's root,
 * not pages under /hi.
 */
export function BrochureLink(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  const { brochureText, site } = useText(siteCatalogue);
  return (
    <Button asChild {...props}>
      <a href={site.brochure.href} download={site.brochure.fileName}>
        <DownloadIcon />
        {brochureText.download}
      </a>
    </Button>
  );
}
