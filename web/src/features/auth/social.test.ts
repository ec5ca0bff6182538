import { expect } from 'chai';
import { isNewAccount, readCallbackParams } from './social';

describe('social login', () => {
  it('spec accounts-platform 4.7: an account is new when registered less than 60 seconds ago', () => {
    const now = Date.parse('2030-01-01T00:01:00Z');
    expect(isNewAccount('2030-01-01T00:00:30Z', now)).to.equal(true);
    expect(isNewAccount('2030-01-01T00:00:00Z', now)).to.equal(false);
    expect(isNewAccount(null, now)).to.equal(false);
    expect(isNewAccount('garbage', now)).to.equal(false);
  });

  it('spec accounts-platform 2.2: the callback reads q (or the OAuth code), state and source', () => {
    expect(readCallbackParams('?source=vk&code=abc&state=s1')).to.deep.equal({ q: 'abc', state: 's1', source: 'vk' });
    expect(readCallbackParams('q=xyz&code=abc&state=s1&source=google')).to.deep.equal({
      q: 'xyz',
      state: 's1',
      source: 'google',
    });
    expect(readCallbackParams('?source=myspace&code=abc&state=s1')).to.equal(null);
    expect(readCallbackParams('?source=vk&state=s1')).to.equal(null);
    expect(readCallbackParams('?source=vk&code=abc')).to.equal(null);
  });
});
