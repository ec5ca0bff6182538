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
  .notice { color: #1d6b35; margin: 12px 20px 0; } .notice:empty { display: none; }
  .row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
  .row label { display: flex; gap: 5px; align-items: center; }
  .row.nowrap { flex-wrap: nowrap; } .row.nowrap > * { flex: none; }
  .row .cookie { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; flex: 1 1 0; min-width: 6ch; max-width: 34ch; text-overflow: ellipsis; background: #f7f8fb; }
  .tag.ok { background: #d7f5df; } .tag.bad { background: #fde0de; }
  .tag.rp { background: #e8e0fd; font-style: italic; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  #inventory li { flex-wrap: nowrap; } #inventory label.item { min-width: 0; } #inventory li > span { flex: none; }
  #inventory li > .rp-cell { flex: 1 1 0; min-width: 5em; display: flex; }
  li .remove { margin-left: auto; padding: 1px 7px; flex: none; }
  #level, #random-count, #pass-price { width: 6em; }
  .pass-id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; user-select: all; }
  .tag.pending { background: #fff1cc; }
  #item-slug { flex: 1 1 14em; min-width: 0; }
  #item-name { flex: 1 1 12em; min-width: 0; }
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
<p class="notice" id="notice" role="status"></p>
<main>
  <section id="account">
    <h2>Account <span class="muted" id="account-name"></span></h2>
    <div class="row nowrap">
      <label for="cookie">Session cookie</label>
      <input id="cookie" class="cookie" readonly spellcheck="false" autocomplete="off">
      <button id="copy-cookie" class="secondary">Copy</button>
    </div>
    <p class="muted">Expires <time id="cookie-expiry"></time> <span id="cookie-state" class="tag"></span></p>
    <div class="row">
      <button id="expire-cookie" class="danger">Expire now</button>
      <button id="renew-cookie">Fresh cookie (30 days)</button>
    </div>
    <p class="muted">A seller links the account by pasting this cookie; after it expires, a re-link with a fresh one repairs the session.</p>
    <div class="row" id="flags"></div>
    <div class="row">
      <button id="ban" class="danger">Ban</button>
      <button id="warn" class="secondary">Add warning</button>
      <button id="clear-warnings" class="secondary">Clear warnings</button>
    </div>
    <div class="row">
      <label><input type="checkbox" id="tutorial"> Tutorial done</label>
      <label><input type="checkbox" id="licence"> Trading licence</label>
      <label>Level <input id="level" type="number" min="1" max="1000"></label>
      <button id="set-level" class="secondary">Set level</button>
    </div>
  </section>
  <section>
    <h2>Inventory <span class="muted" id="count"></span></h2>
    <div class="row"><button id="remove-picked" class="secondary">Remove ticked</button></div>
    <ul id="inventory"></ul>
  </section>
  <section>
    <h2>Add items</h2>
    <div class="row">
      <input id="item-slug" list="catalog" placeholder="Type a catalog name or slug" aria-label="Catalog item">
      <datalist id="catalog"></datalist>
    </div>
    <p class="muted" id="item-hint"></p>
    <div class="row">
      <select id="item-level" aria-label="Level"></select>
      <select id="item-age" aria-label="Age"></select>
      <label><input type="checkbox" id="item-flyable"> flyable</label>
      <label><input type="checkbox" id="item-rideable"> rideable</label>
      <label><input type="checkbox" id="item-chroma"> chroma</label>
    </div>
    <div class="row">
      <input id="item-name" maxlength="40" placeholder="Role-play name (optional)" aria-label="Role-play name">
      <button id="add-item">Add item</button>
    </div>
    <p class="muted">A sync skips items with a role-play name.</p>
    <div class="row">
      <input id="random-count" type="number" min="1" max="100" value="5" aria-label="How many random items">
      <button id="add-random" class="secondary">Add random items</button>
      <button id="add-food" class="secondary">Add a food item</button>
    </div>
  </section>
  <section id="game-passes">
    <h2>Game passes <span class="muted" id="pass-totals"></span></h2>
    <p class="muted">Put a game pass on sale: the site buys it to deliver R$. The game keeps 30 % of its price.</p>
    <div class="row">
      <label>Price (R$) <input id="pass-price" type="number" min="1" max="1000000" aria-label="Game pass price in R$"></label>
      <button id="create-pass">Create game pass</button>
    </div>
    <ul id="passes"></ul>
  </section>
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
let catalog = { items: [], food: [] };
let noticeTimer = 0;

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
const forPlayer = (path) => '/players/' + playerId + path;
function say(text) { $('notice').textContent = text; clearTimeout(noticeTimer); noticeTimer = setTimeout(() => { $('notice').textContent = ''; }, 5000); }
function tag(text, cls) { return el('span', text, 'tag ' + (cls || '')); }
function ago(date) {
  const s = Math.round((date.getTime() - Date.now()) / 1000); const abs = Math.abs(s);
  const span = abs < 120 ? abs + ' s' : abs < 7200 ? Math.round(abs / 60) + ' min' : abs < 172800 ? Math.round(abs / 3600) + ' h' : Math.round(abs / 86400) + ' days';
  return s >= 0 ? 'in ' + span : span + ' ago';
}

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
  renderAccount(view.account);
  $('count').textContent = '(' + view.inventory.length + ')';
  fill('inventory', view.inventory.map((i) => {
    const li = el('li'); const label = el('label', undefined, 'item'); const box = el('input'); box.type = 'checkbox';
    box.checked = picked.has(i.id); box.disabled = i.kind === 'food';
    box.addEventListener('change', () => box.checked ? picked.add(i.id) : picked.delete(i.id));
    label.append(box, el('span', itemText(i))); li.append(label); if (i.kind === 'food') li.append(el('span', 'food', 'tag food'));
    if (i.customName) {
      const name = tag('“' + i.customName + '”', 'rp'); name.title = 'Role-play name “' + i.customName + '”: a sync skips this item';
      const cell = el('span', undefined, 'rp-cell'); cell.append(name); li.append(cell);
    }
    const remove = button('✕', () => removeItems([i.id]), 'secondary remove'); remove.title = 'Remove'; remove.setAttribute('aria-label', 'Remove ' + i.slug);
    li.append(remove);
    return li;
  }), 'Empty');
  fill('requests', view.requests.map((r) => {
    const li = el('li', r.from + ' wants to be friends');
    li.append(button('Accept', () => call('POST', '/players/' + playerId + '/friend-requests/' + r.id, { answer: 'accept' })),
      button('Decline', () => call('POST', '/players/' + playerId + '/friend-requests/' + r.id, { answer: 'decline' }), 'secondary'));
    return li;
  }), 'No requests');
  renderPasses(view.gamePasses);
  fill('friends', view.friends.map((f) => el('li', f.nickname)), 'No friends yet');
  fill('trades', view.trades.map((t) => {
    const li = el('li'); li.append(el('strong', t.bot));
    const gives = t.items.filter((i) => i.side === 'player').map(itemText); const gets = t.items.filter((i) => i.side === 'bot').map(itemText);
    const offersFood = t.items.some((i) => i.side === 'player');
    if (t.wants_food && !offersFood) gives.push('one food item (put one in)');
    li.append(el('span', 'you give: ' + (gives.join(', ') || 'nothing')), el('span', 'you get: ' + (gets.join(', ') || 'nothing')));
    if (t.wants_food && !offersFood) {
      const foods = view.inventory.filter((i) => i.kind === 'food');
      if (!foods.length) li.append(el('span', 'You have no food item to put in', 'muted'));
      for (const f of foods.slice(0, 3)) li.append(button('Put in ' + f.slug, () => call('POST', '/players/' + playerId + '/trades/' + t.id + '/food', { itemId: f.id }), 'secondary'));
    }
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

/** The player's game passes (an id to give the site) and the R$ their sales brought, received or pending. */
function renderPasses(g) {
  $('pass-totals').textContent = '(R$ received: ' + g.received + ' · pending: ' + g.pending + ')';
  fill('passes', g.passes.map((p) => {
    const li = el('li'); const id = el('code', p.id); id.className = 'pass-id';
    li.append(id, tag(p.price + ' R$'));
    if (!p.sales.length) li.append(el('span', 'not bought yet', 'muted'));
    for (const b of p.sales) {
      const at = new Date(b.creditedAt);
      li.append(b.received ? tag('received ' + b.receives + ' R$', 'ok') : tag('pending ' + b.receives + ' R$ until ' + at.toLocaleString() + ' (' + ago(at) + ')', 'pending'));
    }
    return li;
  }), 'No game passes');
}

/** The account's cookie and flags. Inputs being edited are left alone: the page refreshes every second. */
function renderAccount(a) {
  $('account-name').textContent = a.nickname + ' · ' + a.game;
  if ($('cookie').value !== a.cookie) $('cookie').value = a.cookie;
  const expires = new Date(a.cookieExpiresAt); const expired = expires <= new Date();
  $('cookie-expiry').dateTime = expires.toISOString();
  $('cookie-expiry').textContent = expires.toLocaleString() + ' (' + ago(expires) + ')';
  $('cookie-state').textContent = expired ? 'expired' : 'valid'; $('cookie-state').className = 'tag ' + (expired ? 'bad' : 'ok');
  $('flags').replaceChildren(
    a.banned ? tag('banned', 'bad') : tag('not banned', 'ok'),
    tag(a.warnings + (a.warnings === 1 ? ' warning' : ' warnings'), a.warnings ? 'bad' : 'ok'),
    tag(a.tutorialDone ? 'tutorial done' : 'tutorial not done', a.tutorialDone ? 'ok' : 'bad'),
    tag(a.tradeLicense ? 'trading licence' : 'no trading licence', a.tradeLicense ? 'ok' : 'bad'),
    tag('level ' + a.level));
  $('ban').textContent = a.banned ? 'Unban' : 'Ban'; $('ban').className = a.banned ? '' : 'danger';
  $('ban').dataset.banned = String(a.banned); $('warn').dataset.warnings = String(a.warnings);
  $('tutorial').checked = a.tutorialDone; $('licence').checked = a.tradeLicense;
  if (document.activeElement !== $('level')) $('level').value = a.level;
}

const patchAccount = (patch) => call('PATCH', forPlayer(''), patch).then(refresh, () => {});
const changeCookie = (action) => call('POST', forPlayer('/cookie'), { action }).then(refresh, () => {});

/** The clipboard API needs a secure context; elsewhere the text is selected for Ctrl+C. */
async function copyCookie() {
  const input = $('cookie');
  try {
    await navigator.clipboard.writeText(input.value);
    say('Cookie copied');
  } catch {
    input.focus(); input.select();
    let copied = false; try { copied = document.execCommand('copy'); } catch {}
    say(copied ? 'Cookie copied' : 'Cookie selected: press Ctrl+C to copy it');
  }
}

async function loadCatalog() {
  catalog = await call('GET', '/catalog?game=' + $('game').value);
  $('catalog').replaceChildren(...catalog.items.map((d) => { const o = el('option', d.name); o.value = d.slug; return o; }),
    ...catalog.food.map((slug) => { const o = el('option', 'food'); o.value = slug; return o; }));
  $('item-level').replaceChildren(...catalog.levels.map((l) => { const o = el('option', l.replace('_', ' ')); o.value = l; return o; }));
  $('item-age').replaceChildren(el('option', 'no age'), ...catalog.ages.map((a) => { const o = el('option', a.replace('_', ' ')); o.value = a; return o; }));
  $('item-age').firstChild.value = '';
  pickItem();
}

/** The catalog item typed, by slug or by name; food by its slug. */
function typedItem() {
  const typed = $('item-slug').value.trim().toLowerCase();
  const def = catalog.items.find((d) => d.slug === typed || d.name.toLowerCase() === typed);
  if (def) return def;
  return catalog.food.includes(typed) ? { slug: typed, name: typed, pet: false, chroma: false, food: true } : undefined;
}

/** Only pets have ages, levels, fly and ride: the other fields are off for anything else. */
function pickItem() {
  const def = typedItem();
  $('item-hint').textContent = !$('item-slug').value.trim() ? 'Pick an item of the ' + $('game').value + ' catalog'
    : !def ? 'Not in the ' + $('game').value + ' catalog' : def.name + ' · ' + (def.food ? 'food' : def.pet ? 'pet' : 'no pet variants');
  for (const id of ['item-level', 'item-age', 'item-flyable', 'item-rideable']) {
    $(id).disabled = !(def && def.pet);
    if ($(id).disabled) { if ($(id).type === 'checkbox') $(id).checked = false; else $(id).selectedIndex = 0; }
  }
  if (def && $('item-chroma').dataset.slug !== def.slug) { $('item-chroma').checked = def.chroma; $('item-chroma').dataset.slug = def.slug; }
}

async function addItem() {
  const def = typedItem();
  const name = $('item-name').value.trim();
  await call('POST', forPlayer('/items'), {
    slug: def ? def.slug : $('item-slug').value.trim(), level: $('item-level').value, age: $('item-age').value || null,
    flyable: $('item-flyable').checked, rideable: $('item-rideable').checked, chroma: $('item-chroma').checked, customName: name || null,
  });
  $('item-name').value = '';
  say('Added ' + (def ? def.name : 'the item') + (name ? ' named “' + name + '”' : ''));
}

async function removeItems(ids) {
  if (!ids.length) { say('Tick the items to remove first'); return; }
  const result = await call('DELETE', forPlayer('/items'), { items: ids });
  ids.forEach((id) => picked.delete(id));
  const kept = [result.inTrade.length ? result.inTrade.length + ' in an open trade' : '',
    result.traded.length ? result.traded.length + ' moved by a finished trade' : ''].filter(Boolean);
  say(result.removed.length + ' removed' + (kept.length ? '; kept: ' + kept.join(', ') : ''));
}

$('copy-cookie').addEventListener('click', copyCookie);
$('expire-cookie').addEventListener('click', () => changeCookie('expire'));
$('renew-cookie').addEventListener('click', () => changeCookie('renew').then(() => say('A fresh cookie: the old one no longer names this account')));
$('ban').addEventListener('click', () => patchAccount({ banned: $('ban').dataset.banned !== 'true' }));
$('warn').addEventListener('click', () => patchAccount({ warnings: Number($('warn').dataset.warnings || 0) + 1 }));
$('clear-warnings').addEventListener('click', () => patchAccount({ warnings: 0 }));
$('tutorial').addEventListener('change', () => patchAccount({ tutorialDone: $('tutorial').checked }));
$('licence').addEventListener('change', () => patchAccount({ tradeLicense: $('licence').checked }));
$('set-level').addEventListener('click', () => patchAccount({ level: Number($('level').value) }));
$('item-slug').addEventListener('input', pickItem);
$('add-item').addEventListener('click', () => addItem().then(refresh, () => {}));
$('add-random').addEventListener('click', () => call('POST', forPlayer('/items/random'), { count: Number($('random-count').value) }).then(refresh, () => {}));
$('add-food').addEventListener('click', () => call('POST', forPlayer('/items/random'), { count: 0, food: 1 }).then(refresh, () => {}));
$('remove-picked').addEventListener('click', () => removeItems([...picked]).then(refresh, () => {}));
$('game').addEventListener('change', () => { loadCatalog().catch(() => {}); loadPlayers().then(refresh); });
$('player').addEventListener('change', () => { playerId = $('player').value; picked.clear(); refresh(); });
$('create').addEventListener('click', async () => {
  const { id } = await call('POST', '/players', { game: $('game').value, nickname: $('nickname').value });
  $('nickname').value = ''; await loadPlayers(id); await refresh();
});
document.querySelectorAll('[data-kind]').forEach((b) => b.addEventListener('click', async () => {
  await call('POST', '/players/' + playerId + '/flows', { kind: b.dataset.kind, items: [...picked] }).catch(() => {});
  picked.clear(); refresh();
}));
$('create-pass').addEventListener('click', () => call('POST', forPlayer('/game-passes'), { price: Number($('pass-price').value) })
  .then((r) => { say('Game pass ' + r.id + ' created'); $('pass-price').value = ''; }).then(refresh, () => {}));
$('inject').addEventListener('click', () => call('POST', '/players/' + playerId + '/inject', { code: $('code').value }).then(refresh, () => {}));
loadCatalog().catch(() => {});
loadPlayers().then(refresh);
setInterval(() => refresh().catch(() => {}), 1000);
</script>
</body>
</html>`;
