import { expect } from 'chai';
import {
  buildAddress,
  hasGamePrefix,
  hasLanguagePrefix,
  normalizeAddress,
  preferredLanguageAddress,
} from './normalize';

const on = { gameSwitcher: true };
const off = { gameSwitcher: false };

describe('address normalisation', () => {
  it('spec accounts-platform 2.1: en is omitted from the address', () => {
    expect(normalizeAddress('/en/', off)).to.include({ kind: 'redirect', to: '/', language: 'en' });
    expect(normalizeAddress('/en/terms', off)).to.include({ kind: 'redirect', to: '/terms' });
    expect(normalizeAddress('/', off)).to.include({ kind: 'ok', base: '', rest: '/' });
  });

  it('spec accounts-platform 2.1: adopt is omitted from the address', () => {
    expect(normalizeAddress('/ru/adopt/', on)).to.include({ kind: 'redirect', to: '/ru/', game: 'adopt' });
    expect(normalizeAddress('/adopt/terms', on)).to.include({ kind: 'redirect', to: '/terms' });
  });

  it('spec accounts-platform 2.1: a supported language prefix is kept', () => {
    expect(normalizeAddress('/ru/', off)).to.include({ kind: 'ok', base: '/ru', language: 'ru', rest: '/' });
    expect(normalizeAddress('/ph/terms', off)).to.include({ kind: 'ok', base: '/ph', language: 'ph', rest: '/terms' });
  });

  it('spec accounts-platform 2.1: the game prefix applies only when the game switcher flag is on', () => {
    expect(normalizeAddress('/mm2/', on)).to.include({ kind: 'ok', base: '/mm2', game: 'mm2' });
    expect(normalizeAddress('/ru/mm2/', on)).to.include({ kind: 'ok', base: '/ru/mm2', game: 'mm2', language: 'ru' });
    expect(normalizeAddress('/mm2/', off)).to.include({ kind: 'redirect', to: '/', game: 'adopt' });
    expect(normalizeAddress('/ru/mm2/', off)).to.include({ kind: 'redirect', to: '/ru/', game: 'adopt' });
    expect(normalizeAddress('/mm2/terms', off)).to.include({ kind: 'redirect', to: '/terms' });
  });

  it('spec accounts-platform 2.1: addresses not in normal form redirect to it', () => {
    expect(normalizeAddress('/ru', off)).to.include({ kind: 'redirect', to: '/ru/' });
    expect(normalizeAddress('/mm2', on)).to.include({ kind: 'redirect', to: '/mm2/' });
    expect(normalizeAddress('/terms/', off)).to.include({ kind: 'redirect', to: '/terms' });
    expect(normalizeAddress('//ru//terms', off)).to.include({ kind: 'redirect', to: '/ru/terms' });
    expect(normalizeAddress('/RU/', off)).to.include({ kind: 'redirect', to: '/ru/' });
  });

  it('spec accounts-platform 2.1: the query and hash survive a redirect', () => {
    expect(normalizeAddress('/en/?code=ABC#top', off)).to.include({ kind: 'redirect', to: '/?code=ABC#top' });
    expect(normalizeAddress('/ru/adopt?code=1', on)).to.include({ kind: 'redirect', to: '/ru/?code=1' });
    expect(normalizeAddress('/?code=1', off)).to.include({ kind: 'ok' });
  });

  it('spec accounts-platform 2.5: an unsupported language falls back to en and ends on the 404 page', () => {
    expect(normalizeAddress('/xx/', off)).to.include({ kind: 'redirect', to: '/404', language: 'en' });
    expect(normalizeAddress('/xx/terms?a=1', on)).to.include({ kind: 'redirect', to: '/404' });
  });

  it('spec accounts-platform 2.2: two-letter routes such as lk are not languages', () => {
    expect(normalizeAddress('/lk', off)).to.include({ kind: 'ok', rest: '/lk', language: 'en' });
  });

  it('spec accounts-platform 2.1: building an address omits defaults', () => {
    expect(buildAddress({ language: 'en', game: 'adopt', rest: '/' }, on)).to.equal('/');
    expect(buildAddress({ language: 'de', game: 'mm2', rest: '/' }, on)).to.equal('/de/mm2/');
    expect(buildAddress({ language: 'de', game: 'mm2', rest: '/404' }, off)).to.equal('/de/404');
    expect(buildAddress({ language: 'en', game: 'mm2', rest: '/trade' }, on)).to.equal('/mm2/trade');
  });
});

describe('preferred language on landing', () => {
  it('spec accounts-platform 9: without a prefix the device or chosen language picks the address', () => {
    expect(preferredLanguageAddress('/', 'ru', off)).to.equal('/ru/');
    expect(preferredLanguageAddress('/terms?x=1', 'de', off)).to.equal('/de/terms?x=1');
    expect(preferredLanguageAddress('/mm2/', 'ru', on)).to.equal('/ru/mm2/');
  });

  it('spec accounts-platform 2.1: an explicit prefix in the address wins over the device language', () => {
    expect(preferredLanguageAddress('/en/', 'ru', off)).to.equal(null);
    expect(preferredLanguageAddress('/pt/', 'ru', off)).to.equal(null);
    expect(preferredLanguageAddress('/', 'en', off)).to.equal(null);
  });

  it('spec accounts-platform 2.1: game prefixes are detected so routing can wait for the flag', () => {
    expect(hasGamePrefix('/mm2/')).to.equal(true);
    expect(hasGamePrefix('/ru/mm2/trade')).to.equal(true);
    expect(hasGamePrefix('/ru/')).to.equal(false);
    expect(hasLanguagePrefix('/lk')).to.equal(false);
    expect(hasLanguagePrefix('/xx/')).to.equal(true);
  });
});
