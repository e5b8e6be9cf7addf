import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'src/wasm', 'src/api/generated', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // One-way imports: app/ composes features (app/pages holds the pages that put several features'
  // screens together: the home and casino pages' lobby, the account area's tabs); a feature uses components/, lib/, api/, core/ and
  // i18n/ but never another feature (nor app/); components/ and lib/ use no feature. A relative
  // path that climbs exactly out of its feature folder lands in a sibling feature, so each depth
  // below `src/features/<name>/` forbids that climb and allows the one a level higher (into src/).
  ...[0, 1, 2, 3].map((depth) => {
    const up = `(\\.\\./){${depth + 1}}`;
    return {
      // Tests too: what they set up (a session, a balance) comes from src/test.
      files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(${up}(?!\\.\\./)[^/]+|${up}\\.\\./app)(/|$)`,
                message: 'A feature imports no other feature (nor app/): move what is shared to components/ or lib/, compose in app/.',
              },
            ],
          },
        ],
      },
    };
  }),
  // No import cycle: a module never waits, through others, for itself (an order of evaluation that
  // leaves one of them half-initialised, and chunks the bundler cannot split apart).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*', '**/app/*'], message: 'Shared code uses no feature: compose in app/.' }] }],
    },
  },
  {
    files: ['*.config.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
