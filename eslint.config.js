/**
 * `npm run lint` (a stage of `npm test`): ESLint's and typescript-eslint's recommended rules, and React's hooks rules
 * (eslint-plugin-react-hooks' recommended set: the rules of hooks, exhaustive effect dependencies and the React
 * Compiler's checks). Syntax only, no type information: `tsc --noEmit` (the typecheck stage) checks the types.
 */
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.wrangler/', 'test-results/', 'playwright-report/', 'src/routeTree.gen.ts', 'src/deskRouteTree.gen.ts', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // The React code; elsewhere `use` is Playwright's fixture callback, not React's hook.
  { files: ['src/**', 'machines/**'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks what is left out on purpose (a rest sibling, a parameter an interface imposes).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
)
