import { Button, type ButtonProps } from '@chakra-ui/react';
import { site } from '@/content/site.ts';
import { DownloadIcon } from '@/components/ui/icons.tsx';

/** Downloads the course brochure PDF as "Course Brochure.pdf". */
export function BrochureLink(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <a href={site.brochure.href} download={site.brochure.fileName}>
        <DownloadIcon />
        {site.brochure.label}
      </a>
    </Button>
  );
}
