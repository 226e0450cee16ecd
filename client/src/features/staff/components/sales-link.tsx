import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffSalesCatalogue } from '@/content/staff-sales.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/**
 * The staff room home's way to the sales page, shown to owners. A file of its own, so the
 * home's chunk does not carry the sales page and its charts.
 */
export function SalesLink() {
  const { staffSalesText: text } = useText(staffSalesCatalogue);
  return (
    <Stack gap="1">
      <Link asChild colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={paths.staffSales}>{text.consoleLink}</RouterLink>
      </Link>
      <Text color="fg.muted">{text.consoleLinkHint}</Text>
    </Stack>
  );
}
