import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The layers of DESIGN.md, lowest first: config, platform (the outside world), runtime and the UI kit,
// screens, and on top the entries (src/*.tsx today, src/app/ once they move there). A layer imports only
// from layers below it; screens import only the runtime, the UI kit and the configuration; one screen
// area never imports another (what two areas share belongs in src/ui/ or src/runtime/).
const areas = readdirSync(join(import.meta.dirname, 'src/screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entries = ['./src/app', './src/*.tsx', './src/*.ts'];
/** The layers split into a base/ and a shared/ folder, as the chunks they go to. */
const SPLIT = ['app', 'ui', 'runtime', 'platform'];

function layerZones() {
  return [
    {
      target: './src/config',
      from: './src',
      except: ['./config'],
      message: 'The configuration imports nothing from src/.',
    },
    {
      target: './src/platform',
      from: './src',
      except: ['./platform', './config'],
      message: 'The platform imports nothing above it (only src/config/).',
    },
    {
      target: ['./src/runtime', './src/ui'],
      from: ['./src/screens', './src/sandbox', './src/app'],
      message: 'The runtime and the UI kit import no screen, entry or sandbox.',
    },
    {
      target: ['./src/config', './src/platform', './src/runtime', './src/ui', './src/screens'],
      from: entries.filter((path) => path.includes('*')),
      message: 'Only entries import entries.',
    },
    {
      target: './src/screens',
      from: './src',
      except: ['./screens', './runtime', './ui', './config'],
      message: 'Screens import only src/runtime/, src/ui/ and src/config/.',
    },
    // The layers every entry loads (tools/bundle/chunkGroups.ts): base/ on every page, the company site's
    // documents included; shared/ on the funnel's pages as well. Each imports only its own layer and
    // those above it, so a file's folder is its chunk.
    {
      target: SPLIT.map((layer) => `./src/${layer}/base`),
      from: './src',
      except: [
        './config',
        './styles.css',
        './app/routeTable.ts',
        // Loaded on demand, in a chunk of its own.
        './ui/ImageViewer.tsx',
        ...SPLIT.map((layer) => `./${layer}/base`),
      ],
      message: 'A base/ folder is on every page: it imports only base/ folders and src/config/.',
    },
    {
      target: SPLIT.filter((layer) => layer !== 'platform').map((layer) => `./src/${layer}/shared`),
      from: './src',
      except: [
        './config',
        './platform',
        ...SPLIT.map((layer) => `./${layer}/base`),
        ...SPLIT.map((layer) => `./${layer}/shared`),
      ],
      message:
        "A shared/ folder is on the funnel's pages too: it imports only base/ and shared/ folders, src/platform/ and src/config/.",
    },
    ...areas.map((area) => ({
      target: `./src/screens/${area}`,
      from: './src/screens',
      except: [`./${area}`],
      message: 'A screen area never imports another: move what they share to src/ui/ or src/runtime/.',
    })),
  ];
}

// The studio's halves meet only in studio/shared/ (the wire protocol, and what both run): the browser
// side never imports the server's modules, and shared/ imports neither half.
const studioZones = [
  {
    target: './studio/client',
    from: './studio/server',
    message: 'The studio client never imports the server: put what both need in studio/shared/.',
  },
  {
    target: './studio/shared',
    from: ['./studio/client', './studio/server'],
    message: 'studio/shared/ imports neither half of the studio.',
  },
];

// The rooms of tools/, lowest first: the staff-file model everyone reads, the staff-file check, the
// generators, what serves the app outside the build (the static server, the sandbox API, the
// gallery), the build's plugins and prerender, the test harness, the benchmarks. A room imports only
// the rooms before it; nothing in tools/ imports the studio, which sits above them all.
const TOOL_ROOMS = ['staff', 'check', 'gen', 'serve', 'bundle', 'testing', 'bench'];
const toolZones = [
  ...TOOL_ROOMS.slice(0, -1).map((room, i) => ({
    target: `./tools/${room}`,
    from: TOOL_ROOMS.slice(i + 1).map((above) => `./tools/${above}`),
    message: i
      ? `tools/${room}/ imports only the rooms below it: ${TOOL_ROOMS.slice(0, i).join(', ')}.`
      : `tools/${room}/ imports no other room of tools/.`,
  })),
  { target: './tools', from: './studio', message: 'Nothing in tools/ imports the studio.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'studio/dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'public',
    ],
  },
  // The team studio's data: the trees it checks and builds are whole checkouts of their own.
  { ignores: ['.studio'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['tests/e2e/**/*.ts', 'tests/e2e-dev/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}', 'tools/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones(), ...studioZones, ...toolZones] },
      ],
    },
  },
  // Functions a reader can hold: split by what they do, well before these sizes (blank lines and
  // comments aside). A component's markup runs longer than a function's logic.
  {
    files: ['tools/**/*.{ts,tsx}', 'studio/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['studio/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // Every package a module imports is declared in package.json; the code of the shipped app (src/,
  // but the sandbox, which no build ships) only from `dependencies`.
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sandbox/**'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use src/platform/http.' },
        { name: 'location', message: 'Use src/platform/browser or location.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'webkit', message: 'Use src/platform/bridge.' },
        { object: 'window', property: 'location', message: 'Use src/platform/browser or location.' },
        { object: 'window', property: 'fetch', message: 'Use src/platform/http.' },
      ],
    },
  },
);
