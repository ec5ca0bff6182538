import { expect } from 'chai';
import { startBotsWorld, newPlayer, startQuickSale, untilEnded, type BotsWorld } from '../support/bots';

describe('bots: flows through the simulated world', () => {
  let w: BotsWorld;
  before(async () => {
    w = await startBotsWorld();
  });
  after(async () => {
    await w?.stop();
  });

  it('spec trading-core 4: a quick sale moves the items from the player to the bot and ends with FinishedDepositTrade', async () => {
    const p = await newPlayer(w.world);
    const flow = await startQuickSale(w.orchestrator, p, p.itemIds.slice(0, 3));
    const ended = await untilEnded(w.orchestrator, flow.id);
    expect(ended.state).to.equal('finished');
    const events = (await w.orchestrator.events(flow.id)).map((e) => e.type);
    expect(events.at(-1)).to.equal('FinishedDepositTrade');
    const inventory = (await w.world.playerView(p.account.id)).inventory.map((i) => i.id);
    for (const id of p.itemIds.slice(0, 3)) expect(inventory).not.to.include(id);
  });
});
