import { expect } from 'chai';
import { currencyForCountry, languageFromDevice, orderedLanguages } from './languages';

describe('languages and countries', () => {
  it('spec accounts-platform 9: device language mapped, fallback en', () => {
    expect(languageFromDevice(['ru-RU', 'en-US'])).to.equal('ru');
    expect(languageFromDevice(['pt-BR'])).to.equal('pt');
    expect(languageFromDevice(['fil-PH'])).to.equal('ph');
    expect(languageFromDevice(['tl'])).to.equal('ph');
    expect(languageFromDevice(['ja-JP', 'de'])).to.equal('de');
    expect(languageFromDevice(['ja-JP'])).to.equal('en');
    expect(languageFromDevice([])).to.equal('en');
  });

  it('spec accounts-platform 9: for CIS countries ru comes first in the language list', () => {
    expect(orderedLanguages('KZ')[0]).to.equal('ru');
    expect(orderedLanguages('ua')[0]).to.equal('ru');
    expect(orderedLanguages('KZ')).to.have.length(9);
    expect(orderedLanguages('US')[0]).to.equal('en');
    expect(orderedLanguages(null)[0]).to.equal('en');
  });

  it('spec accounts-platform 9: currency by country (CIS rub, EU and TR eur, others usd)', () => {
    expect(currencyForCountry('RU')).to.equal('rub');
    expect(currencyForCountry('pt')).to.equal('eur');
    expect(currencyForCountry('TR')).to.equal('eur');
    expect(currencyForCountry('BR')).to.equal('usd');
    expect(currencyForCountry('US')).to.equal('usd');
    expect(currencyForCountry(undefined)).to.equal('eur');
  });
});
