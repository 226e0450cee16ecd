/**
 * The Chakra UI system: the default tokens with the brand's gold, and only the recipes
 * the site uses (the full set would double the first load). Add a recipe here when a
 * new Chakra component appears on a page.
 *
 * Creating the system (every token turned into a CSS variable) is the heaviest step of
 * starting a page, so it only gets the tokens the site can use: the light colour mode
 * (the site has no dark mode) and the palettes in UNUSED_PALETTES left out. Use one of
 * those palettes (as colorPalette or a token like 'blue.500') and it must come back here.
 */
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  semanticTokens,
  textStyles,
  tokens,
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  checkmarkRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';

/** The brand's gold, from pale to deep. 700 and darker carry white text at WCAG AA. */
const brandGold = {
  50: '#fdf8e9',
  100: '#f9ecc4',
  200: '#f2d98a',
  300: '#eac454',
  400: '#e0ae2b',
  500: '#c9961a',
  600: '#a57913',
  700: '#825e12',
  800: '#664913',
  900: '#553d14',
  950: '#312108',
} as const;

/** Palettes no page uses; the site's are the brand gold, gray, green and red. */
const UNUSED_PALETTES: readonly string[] = [
  'orange',
  'yellow',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

type TokenTree = Record<string, unknown>;
const isTree = (value: unknown): value is TokenTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const usesUnusedPalette = (token: TokenTree) =>
  UNUSED_PALETTES.some((palette) => JSON.stringify(token.value).includes(`colors.${palette}.`));

/** Colour tokens without the unused palettes, nor semantic colours built from them. */
function withoutUnusedPalettes<T extends object>(colors: T): T {
  const prune = (tree: TokenTree): TokenTree =>
    Object.fromEntries(
      Object.entries(tree)
        .filter(([key]) => !UNUSED_PALETTES.includes(key))
        .filter(([, value]) => !(isTree(value) && 'value' in value && usesUnusedPalette(value)))
        .map(([key, value]) => [key, isTree(value) && !('value' in value) ? prune(value) : value]),
    );
  return prune(Object.fromEntries(Object.entries(colors))) as T;
}

/** Semantic tokens with only their light-mode value ({_light, _dark} -> the _light value). */
function lightModeOnly<T extends object>(semantic: T): T {
  const strip = (tree: TokenTree): TokenTree =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => {
        if (!isTree(value)) return [key, value];
        if (!('value' in value)) return [key, strip(value)];
        const conditional = value.value;
        if (!isTree(conditional) || !('_light' in conditional)) return [key, value];
        return [key, { ...value, value: conditional._light }];
      }),
    );
  return strip(Object.fromEntries(Object.entries(semantic))) as T;
}

/**
 * The one layer style the site's recipes use (for a disabled control). Chakra's default set
 * adds fill, outline and indicator styles no page uses (0.2 KB gzip of every first load).
 */
const layerStyles = {
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
};

const brandTokens = Object.fromEntries(
  Object.entries(brandGold).map(([step, value]) => [step, { value }]),
);

/** The configuration, built when the system is (pruning the tokens takes a moment). */
function systemConfig() {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      // Chakra's default also declares some twenty variables on every element for its ring
      // and filter utilities, which no recipe or page here uses; each one costs style work
      // on every element of every page.
      '*': { fontFeatureSettings: '"cv11"' },
      html: {
        '--global-font-body': 'fonts.body',
        '--global-color-border': 'colors.border',
      },
      body: { bg: 'bg', color: 'fg', lineHeight: '1.6' },
      // The frame of a part hydrated when needed (lib/hydration-boundary.tsx): no box of
      // its own, so its content lays out as if the frame were not there.
      '.hydration-part': { display: 'contents' },
      // Devanagari's conjuncts and matras need more room than Latin letters: at 12 px they
      // are hard to read on a phone. Hindi text (the whole page, by its lang attribute)
      // takes 14 px for the two smallest sizes, with lines to match; English keeps its own.
      // Declared on the page's body: on the root element itself the tokens' own values win
      // (their layer comes after this one), and the body is what the page's text inherits.
      '[lang|="hi"] body': {
        [`--${cssVarsPrefix}-font-sizes-2xs`]: '0.875rem',
        [`--${cssVarsPrefix}-font-sizes-xs`]: '0.875rem',
        '--leading-2xs': '1.25rem',
        '--leading-xs': '1.25rem',
      },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        ...tokens,
        colors: { ...withoutUnusedPalettes(tokens.colors), brand: brandTokens },
        fonts: {
          heading: { value: "'Poppins', 'Segoe UI', system-ui, -apple-system, sans-serif" },
          body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        },
      },
      semanticTokens: lightModeOnly({
        ...semanticTokens,
        colors: {
          ...withoutUnusedPalettes(semanticTokens.colors),
          // Field error text is small: red.500 on white is only 3.8:1, red.600 passes AA.
          fg: {
            ...withoutUnusedPalettes(semanticTokens.colors.fg),
            error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          },
          brand: {
            solid: { value: '{colors.brand.700}' },
            contrast: { value: 'white' },
            fg: { value: '{colors.brand.800}' },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.200}' },
            focusRing: { value: '{colors.brand.600}' },
          },
        },
      }),
      textStyles: {
        ...textStyles,
        '2xs': { value: { fontSize: '2xs', lineHeight: 'var(--leading-2xs, 0.75rem)' } },
        xs: { value: { fontSize: 'xs', lineHeight: 'var(--leading-xs, 1rem)' } },
      },
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
        checkmark: checkmarkRecipe,
      },
      slotRecipes: {
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        field: fieldSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        table: tableSlotRecipe,
      },
    },
  });
}

let created: SystemContext | undefined;

/**
 * The system, created on first use. In the browser main.tsx creates it in a task of its
 * own before hydrating, so that neither the scripts' first task nor a slice of hydration
 * is made longer by it.
 */
export function getSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, systemConfig());
  return created;
}
