/**
 * The game console's page: plain HTML with a small script that reads /dev/game-console/api every
 * second. Everything from the server is put in with textContent, never as HTML.
 */
export const CONSOLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game console | Tradehall (development)</title>
<style>
  :root { font: 14px/1.45 system-ui, sans-serif; color: #1c2330; background: #f3f5f9; }
  body { margin: 0; }
  header { background: #1c2330; color: #fff; padding: 12px 20px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
  header h1 { font-size: 18px; margin: 0 12px 0 0; }
  header small { opacity: .7; }
  main { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 16px; padding: 16px 20px; }
  section { background: #fff; border-radius: 10px; padding: 14px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  h2 { font-size: 15px; margin: 0 0 10px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { padding: 6px 0; border-bottom: 1px solid #eef0f4; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  li:last-child { border-bottom: 0; }
  button { font: inherit; border: 0; border-radius: 6px; padding: 5px 10px; background: #3a62f0; color: #fff; cursor: pointer; }
  button.secondary { background: #e4e8f0; color: #1c2330; }
  button.danger { background: #d9443b; }
  button:disabled { opacity: .45; cursor: not-allowed; }
  select, input { font: inherit; padding: 5px 8px; border: 1px solid #c9cfdb; border-radius: 6px; }
  .tag { font-size: 12px; padding: 1px 7px; border-radius: 10px; background: #eef0f4; }
  .tag.food { background: #fff1cc; } .tag.finished { background: #d7f5df; } .tag.failed, .tag.expired { background: #fde0de; }
  .muted { color: #6b7486; }
  .error { color: #b3261e; margin: 12px 20px 0; } .error:empty { display: none; }
  label.item { display: flex; gap: 6px; align-items: center; }
</style>
</head>
<body>
<header>
  <h1>Game console</h1>
  <select id="game" aria-label="Game"><option value="adopt">adopt</option><option value="mm2">mm2</option></select>
  <select id="player" aria-label="Player"></select>
  <input id="nickname" placeholder="New player nickname" aria-label="New player nickname">
  <button id="create">Create manual player</button>
  <small>Development only: you play the selected game account by hand.</small>
</header>
<p class="error" id="error" role="alert"></p>
<main>
  <section><h2>Inventory <span class="muted" id="count"></span></h2><ul id="inventory"></ul></section>
  <section><h2>Friend requests</h2><ul id="requests"></ul><h2 style="margin-top:14px">Friends</h2><ul id="friends"></ul></section>
  <section><h2>Trades with bots</h2><ul id="trades"></ul></section>
  <section>
    <h2>Start as a site user</h2>
    <p class="muted">A quick sale takes the items ticked in the inventory.</p>
    <button data-kind="sync">Sync inventory</button> <button data-kind="quick_sale">Quick sale</button> <button data-kind="withdrawal">Withdraw one item</button>
    <h2 style="margin-top:14px">Flows</h2><ul id="flows"></ul>
    <h2 style="margin-top:14px">Inject a failure</h2>
    <input id="code" placeholder="504, 12, BOT_BANNED..." aria-label="Failure code"> <button id="inject" class="secondary">Next step fails</button>
  </section>
  <section><h2>Fleet</h2><ul id="fleet"></ul></section>
</main>
<script>
const api = '/dev/game-console/api';
const $ = (id) => document.getElementById(id);
let playerId = new URLSearchParams(location.search).get('player') || '';
const picked = new Set();

async function call(method, path, body) {
  const res = await fetch(api + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) { $('error').textContent = data.message || res.statusText; throw new Error(data.message); }
  $('error').textContent = '';
  return data;
}
function el(tag, text, cls) { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; }
function button(text, onClick, cls) { const b = el('button', text, cls); b.addEventListener('click', () => onClick().then(refresh, () => {})); return b; }
function fill(id, rows, empty) { const list = $(id); list.replaceChildren(...(rows.length ? rows : [el('li', empty, 'muted')])); }
const itemText = (i) => [i.slug, i.level !== 'default' ? i.level : '', i.age || ''].filter(Boolean).join(' · ');

async function loadPlayers(select) {
  const { players } = await call('GET', '/players?game=' + $('game').value);
  $('player').replaceChildren(...players.map((p) => { const o = el('option', p.nickname + (p.manual ? ' (manual)' : '')); o.value = p.id; return o; }));
  if (select) playerId = select;
  if (!players.some((p) => p.id === playerId)) playerId = players[0] ? players[0].id : '';
  $('player').value = playerId;
}

async function refresh() {
  const fleet = await call('GET', '/fleet');
  fill('fleet', fleet.bots.filter((b) => b.game === $('game').value).map((b) => {
    const li = el('li', b.nickname); li.append(el('span', b.active + '/' + b.capacity + ' busy', 'tag'), el('span', b.health, 'tag')); return li;
  }), 'No bots');
  if (!playerId) return;
  const view = await call('GET', '/players/' + playerId);
  $('count').textContent = '(' + view.inventory.length + ')';
  fill('inventory', view.inventory.map((i) => {
    const li = el('li'); const label = el('label', undefined, 'item'); const box = el('input'); box.type = 'checkbox';
    box.checked = picked.has(i.id); box.disabled = i.kind === 'food';
    box.addEventListener('change', () => box.checked ? picked.add(i.id) : picked.delete(i.id));
    label.append(box, el('span', itemText(i))); li.append(label); if (i.kind === 'food') li.append(el('span', 'food', 'tag food'));
    return li;
  }), 'Empty');
  fill('requests', view.requests.map((r) => {
    const li = el('li', r.from + ' wants to be friends');
    li.append(button('Accept', () => call('POST', '/players/' + playerId + '/friend-requests/' + r.id, { answer: 'accept' })),
      button('Decline', () => call('POST', '/players/' + playerId + '/friend-requests/' + r.id, { answer: 'decline' }), 'secondary'));
    return li;
  }), 'No requests');
  fill('friends', view.friends.map((f) => el('li', f.nickname)), 'No friends yet');
  fill('trades', view.trades.map((t) => {
    const li = el('li'); li.append(el('strong', t.bot));
    const gives = t.items.filter((i) => i.side === 'player').map(itemText); const gets = t.items.filter((i) => i.side === 'bot').map(itemText);
    if (t.wants_food) gives.push('one food item');
    li.append(el('span', 'you give: ' + (gives.join(', ') || 'nothing')), el('span', 'you get: ' + (gets.join(', ') || 'nothing')));
    const accept = button('Accept', () => call('POST', '/players/' + playerId + '/trades/' + t.id, { answer: 'accept' }));
    accept.disabled = new Date(t.acceptableAt) > new Date();
    li.append(accept, button('Decline', () => call('POST', '/players/' + playerId + '/trades/' + t.id, { answer: 'decline' }), 'secondary'),
      button('Leave the game', () => call('POST', '/players/' + playerId + '/trades/' + t.id, { answer: 'leave' }), 'danger'));
    return li;
  }), 'No open trades');
  fill('flows', view.flows.map((f) => {
    const li = el('li'); li.append(el('strong', f.kind), el('span', f.state === 'active' ? f.stage : f.state, 'tag ' + f.state));
    if (f.code) li.append(el('span', f.code + ': ' + f.reason, 'muted'));
    if (f.state === 'active' && f.needsReady && f.stage === 'pending_ready') li.append(button('Ready', () => call('POST', '/players/' + playerId + '/flows/' + f.id + '/ready')));
    if (f.state === 'active' && f.cancellable) li.append(button('Cancel', () => call('POST', '/players/' + playerId + '/flows/' + f.id + '/cancel'), 'secondary'));
    li.append(el('span', f.events.join(' → '), 'muted'));
    return li;
  }), 'No flows yet');
}

$('game').addEventListener('change', () => loadPlayers().then(refresh));
$('player').addEventListener('change', () => { playerId = $('player').value; picked.clear(); refresh(); });
$('create').addEventListener('click', async () => {
  const { id } = await call('POST', '/players', { game: $('game').value, nickname: $('nickname').value });
  $('nickname').value = ''; await loadPlayers(id); await refresh();
});
document.querySelectorAll('[data-kind]').forEach((b) => b.addEventListener('click', async () => {
  await call('POST', '/players/' + playerId + '/flows', { kind: b.dataset.kind, items: [...picked] }).catch(() => {});
  picked.clear(); refresh();
}));
$('inject').addEventListener('click', () => call('POST', '/players/' + playerId + '/inject', { code: $('code').value }).then(refresh, () => {}));
loadPlayers().then(refresh);
setInterval(() => refresh().catch(() => {}), 1000);
</script>
</body>
</html>`;
