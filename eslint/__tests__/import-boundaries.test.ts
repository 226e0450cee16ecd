/** The client's import boundaries: what each part of client/src may import. */
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import importBoundaries from '../import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const at = (path: string) => resolve('client/src', path);

const FEATURES = 'Features do not import each other: compose them in client/src/app.';
const APP = 'Features do not import the app.';
const SHARED = 'Shared code does not import features or the app.';

tester.run('import-boundaries/layers', importBoundaries.rules.layers, {
  valid: [
    // Within a feature, by alias or relatively.
    {
      filename: at('features/auth/components/a.tsx'),
      code: "import '@/features/auth/api/login.ts';",
    },
    { filename: at('features/auth/components/a.tsx'), code: "import '../api/login.ts';" },
    // Features use shared code; the app composes features; shared code uses shared code.
    {
      filename: at('features/auth/components/a.tsx'),
      code: "import '@/components/ui/form/form.tsx';",
    },
    {
      filename: at('app/routes/sign-in.tsx'),
      code: "import '@/features/auth/components/sign-in-form.tsx';",
    },
    { filename: at('ssr/render.tsx'), code: "import '../app/router.tsx';" },
    { filename: at('lib/apollo.ts'), code: "import '../config/paths.ts';" },
    // Packages and files outside client/src are not its concern.
    { filename: at('lib/apollo.ts'), code: "import '@apollo/client';" },
    { filename: at('features/auth/a.ts'), code: "import '@common/validation.ts';" },
    { filename: resolve('gateway/index.ts'), code: "import '../client/src/features/auth/a.ts';" },
  ],
  invalid: [
    {
      filename: at('features/auth/components/a.tsx'),
      code: "import { CoursePrice } from '@/features/courses/components/course-price.tsx';",
      errors: [{ message: FEATURES }],
    },
    {
      filename: at('features/auth/components/a.tsx'),
      code: "export * from '../../courses/api/course.ts';",
      errors: [{ message: FEATURES }],
    },
    {
      filename: at('features/checkout/hooks/a.ts'),
      code: "const page = import('@/features/orders/components/my-courses.tsx');",
      errors: [{ message: FEATURES }],
    },
    {
      filename: at('features/auth/a.ts'),
      code: "import { routes } from '@/app/router.tsx';",
      errors: [{ message: APP }],
    },
    {
      filename: at('components/layout/navbar.tsx'),
      code: "import { UserMenu } from '@/features/auth/components/user-menu.tsx';",
      errors: [{ message: SHARED }],
    },
    {
      filename: at('lib/apollo.ts'),
      code: "export { render } from '../ssr/render.tsx';",
      errors: [{ message: SHARED }],
    },
  ],
});
