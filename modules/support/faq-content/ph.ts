import type { FaqContent } from './types';

// Ang FAQ sa Filipino (pinagmulan: en.ts). Walang numerong nakasulat dito: ang {values} at [[tables]] ay mula sa code.
export const ph: FaqContent = {
  sections: {
    buy: {
      title: 'Pagbili',
      description: 'Pagbili ng item gamit ang balanse mo, at ang ibig sabihin ng pumalyang pagbili.',
    },
    withdraw: {
      title: 'Pagkuha ng item',
      description: 'Paano makuha sa game account mo ang binili mo: ang palugit, ang trade at ang mga pagpalya nito.',
    },
    sell: {
      title: 'Pagbebenta',
      description: 'Paglalagay ng item sa benta, ang fee, pag-freeze ng account at pagtanggap ng bayad.',
    },
    readyForSell: {
      title: 'Pag-link at pag-sync ng account',
      description: 'Pag-link ng game account gamit ang session cookie nito at pag-load ng mga item nito.',
    },
    quickSale: {
      title: 'Mabilisang benta at palitan',
      description: 'Pagbebenta agad ng item sa site, o pagpapalit nito sa mga item ng site.',
    },
    rating: {
      title: 'Mga rating at parusa',
      description: 'Paano gumagalaw ang rating ng buyer at seller at ano ang dala ng pagbaba nito.',
    },
    autobuy: {
      title: 'Mga autopurchase',
      description: 'Mga nakatayong order na bumibili ng item sa sandaling mabenta ito sa presyo mo.',
    },
    money: { title: 'Top-up at cash-out', description: 'Pagdagdag ng pera sa balanse mo at pag-cash out nito.' },
    rbx: { title: 'R$', description: 'Pagbili ng in-game currency na R$: fast pass o game pass, at paggawa ng pass.' },
    security: {
      title: 'Seguridad ng account',
      description: 'Mga password, two-factor authentication at mga naka-sign in na session.',
    },
  },
  articles: {
    howToBuy: {
      title: 'Paano ako bibili ng item?',
      body: `
Hanapin ang item sa [market](/) at piliin kung paano ito bibilhin:

- Ang **Idagdag sa cart** ay nag-iipon ng mga item mula sa iba't ibang seller: kasya sa cart ang hanggang {cartMaxItems} item, na sabay-sabay na binibili.
- Ang **Bilhin ngayon** ay nagbubukas ng maikling dialog para agad bumili ng isang item, sa dami na pipiliin mo.

Magbabayad ka mula sa balanse mo sa currency na napili sa itaas ng page; bawat currency ay may sariling balanse. Kapag kulang ang balanse, ipapakita ng dialog kung magkano ang kulang at mag-aalok ng [top-up](/topups).

Sinusuri ulit ang mga presyo kapag nag-confirm ka. Naghihintay ang nabili mo sa [Mga biniling item](/profile/purchased): kunin ito papunta sa game account mo sa loob ng {collectTime}, kung hindi ay makakansela ang pagbili at babalik ang pera sa balanse mo.
`,
    },
    errorWithBuying: {
      title: 'Bakit pumalya ang pagbili ko?',
      body: `
Ang pagbili ay buong natutuloy o walang nababago: kapag pumalya, walang perang nakukuha. Sasabihin ng mensahe kung bakit:

- \`INVALID_USER_BALANCE\`: kulang ang pera sa balanse mo sa currency na ito. [Mag-top up](/topups) ng kulang at bumili ulit.
- \`PRICES_HAVE_CHANGED\`: binago ng isang seller ang presyo matapos mong buksan ang page. Ipinapakita ng cart ang mga bagong presyo: suriin ang mga ito at mag-confirm ulit.
- \`CANNOT_BUY_YOUR_PRODUCT\`: sarili mong listing ang item. Inaalis ito sa cart.
- \`NOT_FOUND\`: naibenta na o inalis na sa benta ang item. Inaalis ito sa cart; i-refresh ang page para makita kung ano ang nasa benta ngayon.
- \`NONE_IN_STOCK\`: mas kaunti na ang natitira kaysa sa hiningi mo. Binabawasan ang dami: mag-confirm ulit.
- \`TECH_WORKS\`: may maintenance sa benta. Nakahinto muna ang pagbili; subukan ulit mamaya.
- \`BUYER_IS_BLOCKED\`: bumaba ang buyer rating mo hanggang sa isang block. Sinasabi ng mensahe kung hanggang kailan; tingnan ang [mga rating at parusa](/help/faq/rating).

Sa ibang kaso, lalabas ang "May nangyaring mali": i-refresh ang page at subukan ulit.
`,
    },
    cancelPurchase: {
      title: 'Puwede ko bang ikansela ang isang pagbili?',
      body: `
Oo, habang naghihintay itong makuha: pindutin ang **Kanselahin** sa tabi ng item sa [Mga biniling item](/profile/purchased). Agad na babalik ang pera sa balanse mo at muling ibebenta ang item. Binabago ng pagkansela ang buyer rating mo ng {buyerCancelPoints}.

Kapag nagsimula na ang trade para sa item, hindi na ito makakansela: sundan ito sa page na [Pag-withdraw ng item](/profile/items-withdrawal).

Ang pagbiling hindi nakuha sa loob ng {collectTime} ay kusang nakakansela, nang walang pagbabago sa rating: babalik ang pera at lalabas ang item sa [Mga lumang item](/profile/old-items).
`,
    },
    collectTime: {
      title: 'Gaano katagal ako may oras para kunin ang binili ko?',
      body: `
**{collectTime}** mula sa pagbili. Bawat item sa [Mga biniling item](/profile/purchased) ay nagpapakita ng natitirang oras.

- Habang tumatakbo ang trade para sa item, humihinto ang oras.
- Kapag pumalya ang trade dahil sa iyo o walang may kasalanan, maghihintay ulit ang item at itutuloy ang oras mula sa kung saan ito huminto.
- Kapag pumalya ang trade dahil sa seller, makakansela ang pagbili at agad babalik ang pera sa balanse mo.

Kapag naubos ang oras, makakansela ang pagbili, babalik ang pera sa balanse mo at muling ibebenta ang item.
`,
    },
    howToCollect: {
      title: 'Paano gumagana ang pagkuha?',
      body: `
Nananatili ang item sa game account ng seller hanggang kunin mo ito; saka ito ibibigay ng site sa pamamagitan ng trade sa loob ng laro.

1. Sa [Mga biniling item](/profile/purchased), piliin ang mga item at pindutin ang **Kunin**.
2. Ilagay ang nickname mo sa laro: ang account na tatanggap ng mga item (tatandaan ito ng site para sa susunod).
3. Tanggapin ang friend request mula sa account na maghahatid (ang sa seller, o isang bot ng site para sa sariling item ng site) at makipagkita rito sa laro.
4. Magbubukas ang trade kasama ang mga item mo. Magdagdag ng **isang murang food item** ({foodItems}) at tanggapin.

Magkakahiwalay na trade ang mga item mula sa iba't ibang seller; ang isang trade ay naglilipat ng hanggang {tradeMaxItems} item, {tradeMaxPerSlot} sa isang slot. Sundan nang live ang bawat trade sa page na [Pag-withdraw ng item](/profile/items-withdrawal).

Kailangan ng level {mm2TradeLevel} sa laro para sa mga trade sa Murder Mystery 2.
`,
    },
    withdrawalRefused: {
      title: 'Bakit hindi ko masimulan ang pagkuha?',
      body: `
- \`NOT_FOUND\`: hindi na naghihintay na makuha ang mga item (naubos ang oras, o nakansela ang mga ito). I-refresh ang page.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: naabot mo na ang pinakamaraming sabay-sabay na trade ({withdrawalMaxActiveTrades}). Tapusin muna ang mga iyon.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: mas maraming trade ang kailangan ng mga item na ito kaysa sa puwede mo pang simulan. Kumuha muna ng mas kaunting item.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: naghahatid pa ang account ng seller sa ibang buyer. Subukan ulit pagkalipas ng ilang minuto.
- \`LEVEL_TOO_LOW\`: kailangan ng level {mm2TradeLevel} sa laro para sa mga trade sa Murder Mystery 2.

Mga trade code: \`9\` walang game account na may ganitong nickname: suriin ang baybay; \`10\` may tumatakbo nang trade para sa mga item na ito; \`13\` malakihang teknikal na trabaho, nakahinto ang mga trade; \`14\` may na-miss kang pagkikita sa laro: maghintay ng ilang minuto; \`15\` naabot ang pansamantalang limit na {dailyTradeLimit} trade bawat araw; \`4\` sobrang daming trade nang sabay: kumuha ng mas kaunting item; \`6\` at \`7\` nasa test mode ang mga trade.
`,
    },
    withdrawalFailed: {
      title: 'Pumalya ang trade ng pagkuha ko: ano na ngayon?',
      body: `
Sinasabi ng page na [Pag-withdraw ng item](/profile/items-withdrawal) kung bakit. Ang susunod ay depende kung kaninong panig ang pumalya:

- **Panig ng seller** (nag-expire ang game session niya, naka-ban ang account niya, nawawala ang mga item, ang huling item ng isang account, pinalabas ka niya, puno ang friend list niya): makakansela ang pagbili at agad babalik ang pera sa balanse mo.
- **Panig mo** (tinanggihan mo ang trade o umalis ka sa laro, hindi ka nagdagdag ng food item, hindi mo natanggap sa oras ang friend request, masyadong mababa ang level mo): maghihintay ulit ang mga item, tuloy ang oras para kunin ang mga ito, at puwede mong pindutin ang **Subukang muli** o ikansela ang pagbili. Nagbabago ang buyer rating mo ng {buyerTradeFailedPoints}, o ng {buyerDeclinedPoints} kapag tinanggihan mo ang trade.
- **Walang may kasalanan** (error sa laro, nakanselang trade): maghihintay ulit ang mga item at puwede mong subukan ulit.

Kung sinasabi ng mensahe na hindi nahanap ng bot ang mga item (code \`2\`), [magtanong sa support](/help/question).
`,
    },
    howToSell: {
      title: 'Paano ako magbebenta ng item?',
      body: `
1. [I-link ang game account mo](/help/faq/readyForSell#linkAccount) at i-sync ito: lalabas ang mga item nito sa [Imbentaryo](/profile/trade/inventory) mo.
2. Pumili ng mga item at pindutin ang **Ibenta**. Maglagay ng presyo para sa bawat isa: ipinapakita ang inirerekomendang presyo, at dapat nasa loob ng hangganan ng item ang presyo (hindi bababa sa {minPriceUsd}, {minPriceEur} o {minPriceRub}).
3. Nasa market na ang mga item mo. Mananatili ang mga ito sa game account mo hanggang kunin ng buyer.

Huwag i-trade sa laro ang mga item na naka-listing: kapag hindi makuha ng buyer ang mga ito, makakansela ang benta at magbabago ang seller rating mo ng {sellerMissingPoints}. Matapos ang pagbabago, puwede ulit galawin ang item pagkalipas ng {itemPause}.
`,
    },
    sellerFee: {
      title: 'Magkano ang fee ng site?',
      body: `
Ang sales fee ay **{feeRub}** para sa presyo sa ruble, **{feeUsd}** sa dolyar at **{feeEur}** sa euro. Binabayaran ng buyer ang presyong itinakda mo; natatanggap mo ang presyo bawas ang fee: ang listing na {feeExamplePrice} ay magbibigay sa iyo ng {feeExampleReceives}.

Ipinapakita ng dialog kung saan ka naglalagay ng presyo kung magkano ang matatanggap mo sa bawat item. Kinukuha ang fee kapag naihatid na ang item; walang sinisingil para sa mga item na hindi nabenta.
`,
    },
    freezeAccount: {
      title: 'Ano ang ginagawa ng pag-freeze ng account?',
      body: `
Inaalis ng pag-freeze sa benta nang sabay-sabay ang lahat ng item ng isang naka-link na account, halimbawa habang naglalaro o nagte-trade ka gamit ang account na iyon sa laro. Nananatili ang mga presyo nila.

- Pindutin ang **I-freeze** sa account sa [Imbentaryo](/profile/trade/inventory) mo.
- Ibinabalik ng **I-unfreeze** sa benta ang mga item sa parehong presyo.

Hindi mafi-freeze ang account habang may item itong nasa isang deal (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): hintaying matapos ang trade ng buyer. Ang ibig sabihin ng \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` ay hindi gumagana ngayon ang account (nag-expire ang session nito o naka-block ito), at ng \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\` ay walang ia-unfreeze.
`,
    },
    whenPaid: {
      title: 'Kailan ako mababayaran sa isang benta?',
      body: `
Kapag natapos ang trade ng buyer: mapupunta sa balanse mo ang presyo bawas ang [sales fee](/help/faq/sell#sellerFee), at magbabago ang seller rating mo ng {sellerSalePoints} bawat item.

- Kapag hindi kinuha ng buyer sa loob ng {collectTime}: makakansela ang pagbili at muling ibebenta ang item.
- Kapag pumalya ang trade dahil sa iyo (nag-expire ang session, nawawala ang mga item, naka-ban ang account mo): makakansela ang pagbili at itatabi ang item. Hihinto ang mga listing ng account hanggang gumana ulit ito: i-sync ito, o i-link ulit kung nag-expire ang session nito.
`,
    },
    linkAccount: {
      title: 'Paano ako magli-link ng game account?',
      body: `
Sa [Mga naka-link na account](/profile/trade/connected), piliin ang laro at i-paste ang **session cookie** ng game account na may hawak ng mga item mo. Kukumpirmahin ito ng laro.

- Itinatago ng site ang cookie nang naka-encrypt at ginagamit lang ito para i-sync ang imbentaryo at ibigay ang ibinebenta mo. Hindi na ito ipapakita ulit.
- Puwede kang mag-link ng hanggang {maxLinkedAccounts} account. Isang user lang ang puwedeng mag-link ng isang game account.
- Huwag ibigay kaninuman ang cookie: binubuksan nito ang game account mo.

Inaalis ng **I-unlink** sa market ang mga item ng account at kinakalimutan ng site ang cookie (hindi puwede habang may item itong nasa isang deal).
`,
    },
    failedLinkAccount: {
      title: 'Bakit hindi ko na-link ang account ko?',
      body: `
- \`NOT_FOUND\`: hindi valid ang cookie. Kopyahin ulit ang buong value, nang walang espasyo.
- \`NO_ACCESS\`: nag-expire ang session o naka-ban ang game account. Mag-sign in ulit sa laro at kumopya ng bagong cookie.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: naabot mo na ang pinakamaraming account na puwedeng i-link ({maxLinkedAccounts}). Mag-unlink muna ng isa.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: naka-link na ang game account na ito, sa iyo o sa ibang tao.
- \`SELLER_IS_BLOCKED\`: bumaba ang seller rating mo hanggang sa isang block; tingnan ang [mga rating at parusa](/help/faq/rating).

Ang account na nag-expire ang session (sync code \`500\`) ay naaayos sa pag-link ulit gamit ang bagong cookie.
`,
    },
    syncInventory: {
      title: 'Paano gumagana ang sync?',
      body: `
Nilo-load ng sync ang mga item ng isang naka-link na account sa [Imbentaryo](/profile/trade/inventory) mo. Pindutin ang **I-sync ngayon** sa account:

1. Naghihintay ito sa pila habang may ibang trade na gumagamit ng account.
2. Sinusuri nito ang session at pumapasok sa laro bilang ang account.
3. Binabasa nito ang imbentaryo: dumarating ang mga bagong item, at ang mga item na wala na sa account ay umaalis sa imbentaryo mo at sa market.

Puwedeng i-sync ang isang account nang isang beses kada {syncInterval}. Naglo-load ang sync ng hanggang {syncMaxItems} item, at nilalaktawan ang mga item na may role-play na pangalan. Puwede mo itong ikansela hanggang pumasok ito sa laro.
`,
    },
    syncFailed: {
      title: 'Bakit pumalya ang sync ko?',
      body: `
Ipinapakita ng account ang dahilan at ang code nito:

- \`500\` nag-expire ang game session: [i-link ulit ang account](/help/faq/readyForSell#linkAccount) gamit ang bagong cookie.
- \`501\` hindi sumagot sa oras ang bot; \`502\` na-kick ang account sa laro; \`504\` nakialam ang mga kaibigan; \`506\` may nangyaring mali sa laro; \`507\` naubos ang oras: subukan ulit mamaya.
- \`503\` walang trading license ang account sa laro.
- \`505\` may ban o warning ang account sa laro: pansamantala itong naka-block.
- \`508\` hindi pa tapos ang tutorial ng laro sa account na ito: tapusin muna ito.

Sa pagsisimula: ang \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` ay nangangahulugang kaka-sync lang ng account (sinasabi ng mensahe kung kailan puwede ulit), ang \`ALREADY_STARTED\` ay may tumatakbo nang sync, at ang \`TRADE_AUTO_LOCK\` ay sobra ang load ng system: subukan ulit pagkalipas ng ilang minuto.
`,
    },
    howQuickSale: {
      title: 'Ano ang mabilisang benta?',
      body: `
Ibinebenta agad ng mabilisang benta ang mga na-sync mong item sa site, nang hindi naghihintay ng buyer. Buksan ang [Mabilisang benta](/profile/trade/fast-sell):

1. Nag-aalok ang site ng {quickSaleShare} ng inirerekomendang presyo ng bawat item, hindi hihigit sa pinakamababang presyo nito sa benta. Puwede ring ibenta ang mga item na naka-listing: aalis ang mga ito sa market.
2. Piliin ang mga item (hanggang {quickSaleMaxItems}) at simulan ang benta.
3. Idagdag bilang kaibigan sa laro ang bot ng site (ipinapakita ang nickname nito) at pindutin ang **Handa na**.
4. Bubuksan ng bot ang trade at kukunin ang mga item; babayaran ka nang eksakto para sa mga item na kinuha nito.

Tatagal nang mga {quickSaleHold} ang alok kapag nagsimula na ang benta. Puwede kang magkansela hanggang pumasok ang bot sa laro.
`,
    },
    quickSaleFailed: {
      title: 'Bakit pumalya ang mabilisang benta ko?',
      body: `
May ipinapakitang code ang benta; sa iyo pa rin ang mga item na hindi nito nakuha.

- \`300\` nag-expire ang game session: i-link ulit ang account.
- \`301\` hindi sumagot sa oras ang bot; \`302\` na-kick ang bot; \`304\` nakialam ang mga kaibigan; \`306\` may nangyaring mali sa laro; \`307\` nag-expire ang trade: subukan ulit.
- \`303\` walang trading license ang account; \`305\` may ban o warning ito.
- \`308\` hindi maililipat ang huling natitirang item ng isang account.

Sa pagsisimula: ipinapakita ng \`PRICES_HAVE_CHANGED\` ang bagong alok, ang \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` ay walang bot na puwedeng mag-trade ngayon, at ang \`ALREADY_STARTED\` ay may tumatakbo nang mabilisang benta ang account na ito.
`,
    },
    howExchange: {
      title: 'Paano gumagana ang palitan?',
      body: `
Sa [Palitan](/trade), ibinibigay mo ang mga na-sync na item ng isang naka-link na account, at balanse kung kailangan, kapalit ng mga item mula sa stock ng site, sa iisang trade kasama ang bot ng site kung saan parehong panig ang nagbibigay.

- Ang mga item mo ay binibilang sa trade-in value nila: ang inirerekomendang presyo, hindi hihigit sa pinakamababang presyo sa benta. Ang mga item ng site ay binibilang sa presyong hinihingi ng market.
- Kapag mas mahal ang panig ng site, idaragdag mo ang diperensya mula sa balanse mo. Kapag mas mahal ang sa iyo, babayaran ka ng site ng diperensya, hanggang {exchangeChangeShare} ng panig nito (\`EXCHANGE_CHANGE_TOO_LARGE\` kapag lumampas).
- Hanggang {exchangeMaxItems} item sa isang trade. Hindi na makukuha pabalik sa ganitong paraan ang mga item na naibenta mo sa site.

Buo o wala ang paglipat ng laro sa isang trade: kapag pumalya ito, mananatili ang lahat sa dati nitong lugar at ilalabas ang naka-reserbang balanse.
`,
    },
    howRatingWorks: {
      title: 'Ano ang buyer at seller rating?',
      body: `
Bawat account ay may dalawang rating. Nagsisimula ang **buyer rating** sa {buyerStart}; nagsisimula ang **seller rating** sa {sellerStart} at hindi lalampas sa {sellerMax}. Wala sa dalawa ang bababa sa zero.

Itinataas ito ng mga deal na maayos; ibinababa ito ng mga pagpalyang ikaw ang dahilan: tingnan ang [kung ano ang gumagalaw sa rating](/help/faq/rating#ratingPoints). Ang pagbaba hanggang sa isang threshold ay may dalang warning o block: tingnan ang [mga hagdan ng parusa](/help/faq/rating#ratingLadders).

Nasa [Mga rating ko](/profile/ratings) ang mga rating mo, ang kasaysayan nila at ang mga abiso mo.
`,
    },
    ratingPoints: {
      title: 'Ano ang gumagalaw sa rating ko?',
      body: `
Isa-isang binibilang ang mga item na nakuha at naihatid; isang beses lang binibilang ang pumalyang trade.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'Ano ang mangyayari kapag bumaba ang rating ko?',
      body: `
Ang pagbaba hanggang sa isang threshold ay may dalang resulta nang isang beses:

[[ladder.buyer]]

[[ladder.seller]]

Kusang natatapos ang block na may takdang oras. Ang block na walang katapusan at ang pagkawala ng access sa pagbebenta ay tatagal hanggang alisin ng support. Kapag tumaas ulit ang rating mo lampas sa isang threshold, babatiin ka.
`,
    },
    ratingBlocks: {
      title: 'Ano ang hindi ko magagawa habang naka-block?',
      body: `
- Pinipigilan ng **buyer block** ang pagbili at ang cart reservation (\`BUYER_IS_BLOCKED\`); maghihintay ang mga autopurchase mo hanggang matapos ito.
- Pinipigilan ng **seller block**, o ng pagkawala ng access sa pagbebenta, ang paglilista, pagpapalit ng presyo, pag-sync, pag-link at pag-unlink ng account at mabilisang benta (\`SELLER_IS_BLOCKED\`).
- Kailangan ng palitan ang dalawa.

Makukuha mo pa rin ang nabayaran mo na, at matatapos ang mga trade na tumatakbo. Mananatili sa benta ang mga item mong nakabenta na. Sinasabi ng mensahe kung kailan matatapos ang block.
`,
    },
    howAutobuy: {
      title: 'Ano ang autopurchase?',
      body: `
Isang nakatayong order: sasabihin mo ang item, ang presyo bawat piraso at ang dami, at bibilhin ito ng site para sa iyo sa sandaling lumabas ang listing sa presyong iyon o mas mura. Gumawa nito mula sa page ng item o sa isang product card; nasa [Mga autopurchase](/profile/autobuy) ang mga order mo.

- Hanggang {autopurchaseQuantityMax} ang dami; puwede kang magkaroon ng hanggang {autopurchasesActiveMax} bukas na order.
- Ang kabuuan (presyo na pinarami sa dami) ay naka-reserba sa balanse mo.
- Binabayaran mo ang presyo ng listing, hindi hihigit sa presyo mo, at sa iyo ang diperensya. Hindi kailanman binibili ang sarili mong mga listing.

Naghihintay ang nabili sa [Mga biniling item](/profile/purchased): kunin ito sa loob ng {collectTime}, gaya ng anumang pagbili.
`,
    },
    autobuyHold: {
      title: 'Puwede ko bang baguhin o ikansela ang autopurchase?',
      body: `
Oo. Baguhin ang presyo o dami nito (hindi bababa sa nabili na) at susunod ang naka-reserbang halaga; ikansela ito at ilalabas sa balanse mo ang natitira.

Ang order na hindi natupad sa loob ng {autopurchaseLife} ay kusang natatapos at inilalabas ang natitira. Habang bina-block ng buyer rating mo ang pagbili, naghihintay ang mga order mo; walang binibili habang may maintenance sa benta.
`,
    },
    howTopUp: {
      title: 'Paano ako magto-top up ng balanse?',
      body: `
1. Buksan ang [Mag-top up ng balanse](/topups), ilagay ang halaga at pumili ng paraan.
2. Magbayad sa secure na page ng payment provider.
3. Bumalik sa site: maikekredito ang pera sa sandaling kumpirmahin ng provider ang bayad.

[[limits.topup]]

Bawat currency ay may sariling balanse. Maaaring pansamantalang hindi available ang isang paraan; sasabihin ito ng page.
`,
    },
    cashoutFees: {
      title: 'Ano ang mga fee at limit sa cash-out?',
      body: `
Sa [Mag-cash out](/withdraw), ipinapakita ang fee at ang halagang matatanggap mo bago ka mag-confirm.

[[fees.cashout]]

[[limits.cashout]]

Sinusuri at binabayaran ng mga operator ang mga cash-out. Maikakansela lang ang cash-out sa pamamagitan ng support: [magtanong](/help/question).
`,
    },
    cashoutHold: {
      title: 'Bakit hindi ko ma-cash out ang buong balanse ko?',
      body: `
Ang perang tinop-up mo ay puwedeng i-cash out {topupHold} matapos itong maikredito; hanggang noon, nananatili ito sa balanse para sa pagbili. Ang pera mula sa mga benta ay puwedeng i-cash out agad.

Ang cash-out na pumalya o nakansela ay buong bumabalik sa balanse mo.
`,
    },
    buyRbx: {
      title: 'Paano bumili ng R$?',
      body: `
Sa [pahina ng R$](/rbx) bumibili ka ng {rbxMin} hanggang {rbxMax} R$ bawat order, binabayaran mula sa iyong balanse. May dalawang paraan:

- **Fast pass**: darating agad ang R$ sa iyong game account; {rbxFastPass1000} bawat libong R$.
- **Game pass**: mas mura, {rbxGamePass1000} bawat libong R$; hawak ng laro ang R$ nang {gamePassDays} bago maging iyo.

1. Ilagay ang dami at piliin ang paraan: ipinapakita ng pahina ang presyo ng isang R$ at ang kabuuan sa iyong currency.
2. Ilagay ang nickname ng iyong game account.
3. Gumawa ng game pass sa account na iyon sa presyong sinasabi ng pahina ([paano](/help/faq/rbx#howManageGamepass)) at i-paste ang link o id nito.
4. Kumpirmahin: naka-hold ang kabuuan sa iyong balanse at binibili ng aming bot ang iyong pass.

Kapag dumating sa iyo ang R$, ang order ay **Bayad na** at sisingilin ang naka-hold na halaga. Kung hindi mabili ng bot ang pass (walang ganoong pass sa account, o iba ang presyo), ang order ay **Nabigo** at babalik ang pera sa iyong balanse. Makikita ang iyong mga order sa pahina ng R$ at sa iyong [history](/profile/history).
`,
    },
    howManageGamepass: {
      title: 'Paano gumawa ng game pass?',
      body: `
Naghahatid ang aming bot ng R$ sa pamamagitan ng pagbili ng game pass na ibinebenta mo. Kinukuha ng laro ang {gamePassFee} ng presyo ng pass, kaya dapat mas mahal ang pass kaysa sa R$ na gusto mo: kinukuwenta ng pahina ng R$ ang presyo para sa iyo. Para sa {rbxExampleAmount} R$, ang pass ay {rbxExamplePassPrice} R$.

1. Buksan ang website ng laro at mag-sign in gamit ang account na tatanggap ng R$.
2. Pumunta sa **Create**, pumili ng alinman sa iyong mga experience at buksan ang **Passes**.
3. Gumawa ng bagong pass: kahit anong pangalan at larawan.
4. Sa mga setting ng **Sales**, i-on ang **Item for sale** at itakda ang eksaktong presyong ipinapakita ng pahina ng R$. I-save.
5. Kopyahin ang link ng pass mula sa address bar (o ang numero rito, ang id ng pass) at i-paste sa pahina ng R$.

Dapat pag-aari ng nickname na inilagay mo ang pass at eksaktong nagkakahalaga ng ipinakitang presyo: kung hindi, mabibigo ang order na may **Walang ganoong game pass** o **Hindi tugma ang presyo**, at babalik ang pera sa iyong balanse. Panatilihing ibinebenta ang pass hanggang mabayaran ang order.
`,
    },
    passwordRules: {
      title: 'Ano ang valid na password, at paano ko ito papalitan?',
      body: `
Ang password ay may {passwordMin} hanggang {passwordMax} na character: mga Latin na letra, digit at simbolo gaya ng \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, na may kahit isang maliit na letra, isang malaking letra, isang digit at isang simbolo.

- Para palitan ito, buksan ang [Seguridad](/profile/security) sa profile mo at ilagay ang lumang password at dalawang beses ang bago. Masa-sign out ang lahat ng iba mong device.
- Nakalimutan? Piliin ang **Nakalimutan ang password?** sa sign-in form: may code na ipapadala sa e-mail mo, at ang bagong password ay magsa-sign out sa lahat ng device.
`,
    },
    twoFactor: {
      title: 'Paano ko io-on ang two-factor authentication?',
      body: `
Kung saan ito iniaalok ng site, buksan ang [Mga setting ng seguridad](/profile/security-settings) sa profile mo:

1. I-scan ang QR code gamit ang isang authenticator app (o ilagay nang mano-mano ang key).
2. Ilagay ang code na ipinapakita ng app at pindutin ang **I-on**.

Mula noon, bawat sign-in ay hihingi ng code mula sa app pagkatapos ng password mo. Para i-off ito, maglagay ng kasalukuyang code.
`,
    },
    sessions: {
      title: 'Gaano katagal akong naka-sign in?',
      body: `
Nagsisimula ng session ang pag-sign in: isang maikling access key (valid nang {accessTokenLife}) na awtomatikong nire-renew, hanggang {refreshTokenLife} matapos ang huling paggamit mo sa site.

- Tinatapos ng **Mag-log out** ang session sa device na ito.
- Tinatapos ng pagpapalit o pag-reset ng password ang lahat ng session.
- Kapag ginamit ulit ang isang lumang renewal key (halimbawa, kinopya mula sa device mo), tatapusin ang buong session at magsa-sign in ka ulit.
`,
    },
  },
  labels: {
    buyerLadder: 'Buyer rating',
    sellerLadder: 'Seller rating',
    threshold: 'Bumaba ang rating sa',
    consequence: 'Resulta',
    warning: 'Isang warning',
    finalWarning: 'Huling warning',
    block: 'Naka-block nang {duration}',
    blockUntilLifted: 'Naka-block hanggang alisin ng support',
    salesAccessLost: 'Sarado ang pagbebenta hanggang buksan ulit ng support',
    buyerPoints: 'Buyer rating',
    sellerPoints: 'Seller rating',
    event: 'Pangyayari',
    points: 'Puntos',
    buyerReasons: {
      item_collected: 'Bawat item na nakuha mo',
      trade_failed: 'Bawat pumalyang trade na ikaw ang dahilan',
      offer_cancelled: 'Bawat trade offer na tinanggihan mo',
      purchase_cancelled: 'Bawat pagbiling kinansela mo',
    },
    sellerReasons: {
      sale_completed: 'Bawat item na naibenta at naihatid',
      items_missing: 'Pumalyang trade: may nawawalang item sa game account mo',
      too_many_friends: 'Masyadong puno ang friend list ng account mo para idagdag ang buyer',
      account_problem: 'Problema sa game account mo',
      kicked_buyer: 'Pagpapalabas sa buyer o pagpapalit ng data ng account',
      game_ban: 'Warning o ban sa game account mo',
    },
    topupLimits: 'Isang top-up',
    cashoutLimits: 'Isang cash-out',
    currency: 'Currency',
    minimum: 'Pinakamababa',
    maximum: 'Pinakamataas',
    cashoutFees: 'Mga fee sa cash-out',
    method: 'Paraan',
    fee: 'Fee',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Bank card',
      ewallet_a: 'E-wallet',
      ewallet_b: 'E-wallet (pangalawang serbisyo)',
      mobile: 'Mobile operator',
    },
  },
};
