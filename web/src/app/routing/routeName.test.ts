import { expect } from 'chai';
import { routeName } from './routeName';

describe('route names (spec accounts-platform 2.4: page_visit carries the route name)', () => {
  it('a name is made from the path, parameters left out; home is "home"', () => {
    expect(routeName({ path: '/' })).to.equal('home');
    expect(routeName({ path: '/profile/trade/inventory' })).to.equal('profile.trade.inventory');
    expect(routeName({ path: '/itemInfo/:productType/:productName/:productId' })).to.equal('itemInfo');
    expect(routeName({ path: '/fortune/verify/:id?' })).to.equal('fortune.verify');
    expect(routeName({ path: '/trade/:a', name: 'trade.item' })).to.equal('trade.item');
  });
});
