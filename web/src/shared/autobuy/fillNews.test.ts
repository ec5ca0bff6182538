import { expect } from 'chai';
import { FillNews } from './fillNews';

function recorder() {
  const said: string[] = [];
  const news = new FillNews();
  news.say = (id) => void said.push(id);
  return { news, said };
}

describe('autopurchase fill news', () => {
  it('spec trading-core 1 set autopurchases: a fill over the socket is said at once when nothing is being set', () => {
    const { news, said } = recorder();
    news.arrived('a');
    news.arrived('a');
    expect(said).to.deep.equal(['a', 'a']);
  });

  it('pieces bought at once when set are said by the answer alone, whether their fills came before or after it', () => {
    const { news, said } = recorder();
    news.begin();
    // Two of the new one's fills, and one of an older autopurchase, come before the answer.
    news.arrived('new');
    news.arrived('old');
    news.arrived('new');
    expect(said).to.deep.equal([]);
    // It says 3 were bought at once: the older one's fill is said now, the new one's are not.
    news.end({ id: 'new', filled: 3 });
    expect(said).to.deep.equal(['old']);
    // The third comes late: dropped too; a later fill (a listing that came afterwards) is said.
    news.arrived('new');
    news.arrived('new');
    expect(said).to.deep.equal(['old', 'new']);
  });

  it('a failed set lets the waiting fills through; overlapping sets wait for the last answer', () => {
    const { news, said } = recorder();
    news.begin();
    news.begin();
    news.arrived('x');
    news.end(null);
    news.arrived('y');
    expect(said).to.deep.equal([]);
    news.end({ id: 'z', filled: 0 });
    expect(said).to.deep.equal(['x', 'y']);
    news.end(null);
    news.arrived('z');
    expect(said).to.deep.equal(['x', 'y', 'z']);
  });
});
