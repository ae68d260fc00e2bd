import { libraryExports } from './library-exports-loader';

test('re-exports the exports the query names from the entry file, and refuses a query naming none', () => {
  expect(libraryExports('/lib/dist/es/index.js', '?exports=I18nextProvider,useTranslation')).toBe(
    'export { I18nextProvider, useTranslation } from "./index.js";\n',
  );
  expect(() => libraryExports('/lib/dist/es/index.js', '?exports=')).toThrow('names no export');
});
