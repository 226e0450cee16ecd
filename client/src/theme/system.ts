/**
 * The Chakra UI system: the default tokens with the brand's gold, and only the recipes
 * the site uses (the full set would double the first load). Add a recipe here when a
 * new Chakra component appears on a page.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
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
  accordionSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';

/** The brand's gold, from pale to deep. 700 and darker carry white text at WCAG AA. */
export const brandGold = {
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

const brandTokens = Object.fromEntries(
  Object.entries(brandGold).map(([step, value]) => [step, { value }]),
);

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    body: { bg: 'bg', color: 'fg', lineHeight: '1.6' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand: brandTokens },
      fonts: {
        heading: { value: "'Poppins', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Field error text is small: red.500 on white is only 3.8:1, red.600 passes AA.
        fg: {
          ...semanticTokens.colors.fg,
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
    },
    textStyles,
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
      accordion: accordionSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, config));
