import { Button, type ButtonProps } from '@chakra-ui/react';
import { siteCatalogue } from '@/content/site.ts';
import { site } from '@/content/site.ts';
import { DownloadIcon } from '@/components/ui/icons.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/**
 * Downloads the course brochure PDF as "Course Brochure.pdf": the same file in either
 * language (a public file, served at the site's root, not a page under /hi).
 */
export function BrochureLink(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  const { brochureText } = useText(siteCatalogue);
  return (
    <Button asChild {...props}>
      <a href={site.brochure.href} download={site.brochure.fileName}>
        <DownloadIcon />
        {brochureText.download}
      </a>
    </Button>
  );
}
