import { localePart } from './locale-part-loader';

const file = JSON.stringify({ common: { quote: 'Devis' }, home: { title: 'Accueil' }, about: { title: 'À propos' } });

test('keys= keeps the top-level keys named, omit= every other one', () => {
  expect(JSON.parse(localePart(file, '?keys=home'))).toEqual({ home: { title: 'Accueil' } });
  expect(JSON.parse(localePart(file, '?keys=home,about'))).toEqual({
    home: { title: 'Accueil' },
    about: { title: 'À propos' },
  });
  expect(JSON.parse(localePart(file, '?omit=home,about'))).toEqual({ common: { quote: 'Devis' } });
});
