import { Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { marketingCatalogue } from '@/content/marketing.ts';
import { BrochureLink } from './brochure-link.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { ResponsiveImage } from '@/components/ui/picture.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The home page's opening block: the promise, Enroll Now and the brochure. */
export function HeroBanner() {
  const text = useText(marketingCatalogue).homeContent.banner;
  return (
    <Box
      as="section"
      aria-labelledby="home-banner-heading"
      bgGradient="to-br"
      gradientFrom="#0f1b2d"
      gradientTo="#1d3050"
      color="white"
      py={{ base: '10', md: '16', lg: '20' }}
    >
      <Container maxW="6xl">
        <Grid
          templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
        >
          <Stack gap="5">
            <Text
              color="brand.300"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              fontSize="sm"
            >
              {text.eyebrow}
            </Text>
            <Heading
              as="h1"
              id="home-banner-heading"
              fontSize={{ base: '3xl', md: '5xl' }}
              lineHeight="1.15"
              fontWeight="bold"
            >
              {text.heading}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              {text.body}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {text.highlights.map((item) => (
                <HStack as="li" key={item} gap="2">
                  <CheckIcon color="brand.300" />
                  <Text>{item}</Text>
                </HStack>
              ))}
            </Stack>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={paths.courses}>{text.enrollNow}</RouterLink>
              </Button>
              <BrochureLink
                size="lg"
                variant="outline"
                color="white"
                borderColor="brand.300"
                _hover={{ bg: 'whiteAlpha.200' }}
              />
            </Stack>
          </Stack>
          <ResponsiveImage
            picture={text.image}
            sizes="(min-width: 1200px) 540px, (min-width: 992px) 45vw, 92vw"
            priority
            rounded="2xl"
            boxShadow="lg"
          />
        </Grid>
      </Container>
    </Box>
  );
}
