// @vitest-environment happy-dom
/** On a Hindi page the carousel's controls speak Hindi; the slides are the page's own. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellCatalogue } from '@/content/shell.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { prefersReducedMotion } from '@/testing/motion.ts';
import { renderAt } from '@/testing/render.tsx';
import { Carousel } from '../carousel.tsx';

const slides = ['लाइव क्लास', 'वीकली एनालिसिस'].map((title) => <p key={title}>{title}</p>);

describe('Carousel in Hindi', () => {
  it('names its controls, slides and role in Hindi', async () => {
    await shellCatalogue.load('hi');
    prefersReducedMotion(true);
    renderAt(
      '/',
      <LanguageContext.Provider value="hi">
        <Carousel label="हमारी क्लास" slides={slides} autoplayDelay={2500} />
      </LanguageContext.Provider>,
    );
    const region = screen.getByRole('region', { name: 'हमारी क्लास' });
    expect(region).toHaveAttribute('aria-roledescription', 'कैरूसेल');
    expect(screen.getByRole('group', { name: '2 में से 1' })).toHaveAttribute(
      'aria-roledescription',
      'स्लाइड',
    );
    expect(screen.getByRole('button', { name: 'पिछली स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्लाइड 2 पर जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हमारी क्लास का स्लाइडशो चलाएँ' })).toHaveTextContent(
      'चलाएँ',
    );
  });
});
