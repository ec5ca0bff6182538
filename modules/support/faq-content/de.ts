import type { FaqContent } from './types';

// Die FAQ auf Deutsch (Quelle: en.ts). Keine Zahl steht hier: {Werte} und [[Tabellen]] kommen aus dem Code.
export const de: FaqContent = {
  sections: {
    buy: {
      title: 'Kaufen',
      description: 'Items mit deinem Guthaben kaufen und was ein fehlgeschlagener Kauf bedeutet.',
    },
    withdraw: {
      title: 'Items abholen',
      description: 'Gekaufte Items in dein Spielkonto holen: die Frist, der Handel und seine Fehler.',
    },
    sell: {
      title: 'Verkaufen',
      description: 'Items zum Verkauf stellen, die Verkaufsgebühr, ein Konto einfrieren und bezahlt werden.',
    },
    readyForSell: {
      title: 'Konten verknüpfen und synchronisieren',
      description: 'Ein Spielkonto mit seinem Sitzungs-Cookie verknüpfen und seine Items laden.',
    },
    quickSale: {
      title: 'Schnellverkauf und Tausch',
      description: 'Items sofort an die Seite verkaufen oder gegen Items der Seite tauschen.',
    },
    rating: {
      title: 'Bewertungen und Strafen',
      description: 'Wie sich Käufer- und Verkäuferbewertungen ändern und was ein Absinken bringt.',
    },
    autobuy: {
      title: 'Autokäufe',
      description: 'Daueraufträge, die ein Item für dich kaufen, sobald es zu deinem Preis angeboten wird.',
    },
    money: { title: 'Aufladen und Auszahlen', description: 'Geld auf dein Guthaben laden und es auszahlen lassen.' },
    rbx: { title: 'R$', description: 'Die Spielwährung R$ kaufen: Fast Pass oder Gamepass, und den Pass erstellen.' },
    security: {
      title: 'Kontosicherheit',
      description: 'Passwörter, Zwei-Faktor-Authentifizierung und angemeldete Sitzungen.',
    },
  },
  articles: {
    howToBuy: {
      title: 'Wie kaufe ich ein Item?',
      body: `
Finde das Item auf dem [Marktplatz](/) und wähle, wie du es kaufst:

- **In den Warenkorb** sammelt Items verschiedener Verkäufer: Der Warenkorb fasst bis zu {cartMaxItems} Items, die zusammen gekauft werden.
- **Sofort kaufen** öffnet einen kurzen Dialog, um ein Item in der gewählten Menge direkt zu kaufen.

Du bezahlst von deinem Guthaben in der oben auf der Seite gewählten Währung; jede Währung hat ihr eigenes Guthaben. Reicht das Guthaben nicht, zeigt der Dialog, wie viel fehlt, und bietet eine [Aufladung](/topups) an.

Die Preise werden beim Bestätigen erneut geprüft. Was du gekauft hast, wartet unter [Gekaufte Items](/profile/purchased): Hol es innerhalb von {collectTime} in dein Spielkonto, sonst wird der Kauf storniert und das Geld geht zurück auf dein Guthaben.
`,
    },
    errorWithBuying: {
      title: 'Warum ist mein Kauf fehlgeschlagen?',
      body: `
Ein Kauf geht ganz durch oder ändert nichts: Schlägt er fehl, wird kein Geld abgebucht. Die Meldung sagt dir, warum:

- \`INVALID_USER_BALANCE\`: Auf deinem Guthaben in dieser Währung ist nicht genug Geld. [Lade](/topups) den fehlenden Betrag auf und kaufe erneut.
- \`PRICES_HAVE_CHANGED\`: Ein Verkäufer hat einen Preis geändert, nachdem du die Seite geöffnet hast. Der Warenkorb zeigt die neuen Preise: Prüfe sie und bestätige erneut.
- \`CANNOT_BUY_YOUR_PRODUCT\`: Das Item ist dein eigenes Angebot. Es wird aus dem Warenkorb genommen.
- \`NOT_FOUND\`: Das Item wurde inzwischen verkauft oder vom Verkauf genommen. Es wird aus dem Warenkorb genommen; lade die Seite neu, um zu sehen, was jetzt angeboten wird.
- \`NONE_IN_STOCK\`: Es sind weniger Stück übrig, als du wolltest. Die Menge wird verringert: Bestätige erneut.
- \`TECH_WORKS\`: Am Verkauf wird gerade gearbeitet. Kaufen ist kurz pausiert; versuche es später noch einmal.
- \`BUYER_IS_BLOCKED\`: Deine Käuferbewertung ist bis zu einer Sperre gefallen. Die Meldung nennt das Ende; siehe [Bewertungen und Strafen](/help/faq/rating).

Alles andere zeigt „Etwas ist schiefgelaufen“: Lade die Seite neu und versuche es noch einmal.
`,
    },
    cancelPurchase: {
      title: 'Kann ich einen Kauf stornieren?',
      body: `
Ja, solange er auf das Abholen wartet: Drücke **Stornieren** neben dem Item unter [Gekaufte Items](/profile/purchased). Das Geld geht sofort zurück auf dein Guthaben und das Item wird wieder angeboten. Das Stornieren ändert deine Käuferbewertung um {buyerCancelPoints}.

Hat ein Handel für das Item begonnen, kann er nicht mehr storniert werden: Verfolge ihn auf der Seite [Item-Abholung](/profile/items-withdrawal).

Ein Kauf, der nicht innerhalb von {collectTime} abgeholt wird, wird von selbst storniert, ohne Änderung der Bewertung: Das Geld kommt zurück und das Item steht unter [Alte Items](/profile/old-items).
`,
    },
    collectTime: {
      title: 'Wie lange habe ich Zeit, Gekauftes abzuholen?',
      body: `
**{collectTime}** ab dem Kauf. Jedes Item unter [Gekaufte Items](/profile/purchased) zeigt die verbleibende Zeit.

- Während ein Handel für das Item läuft, steht die Zeit still.
- Scheitert der Handel auf deiner Seite oder ohne Schuld von jemandem, wartet das Item wieder und die Zeit läuft dort weiter, wo sie stehen blieb.
- Scheitert der Handel auf der Seite des Verkäufers, wird der Kauf storniert und das Geld geht sofort zurück auf dein Guthaben.

Ist die Zeit abgelaufen, wird der Kauf storniert, das Geld geht zurück auf dein Guthaben und das Item wird wieder angeboten.
`,
    },
    howToCollect: {
      title: 'Wie funktioniert das Abholen?',
      body: `
Das Item bleibt im Spielkonto des Verkäufers, bis du es abholst; dann übergibt die Seite es in einem Handel im Spiel.

1. Wähle unter [Gekaufte Items](/profile/purchased) die Items aus und drücke **Abholen**.
2. Gib deinen Spielnamen ein: das Konto, das die Items erhält (die Seite merkt ihn sich für das nächste Mal).
3. Nimm die Freundschaftsanfrage des liefernden Kontos an (das des Verkäufers oder ein Bot der Seite für ihre eigenen Items) und triff es im Spiel.
4. Der Handel öffnet sich mit deinen Items. Lege **ein günstiges Essens-Item** dazu ({foodItems}) und nimm an.

Items verschiedener Verkäufer kommen in getrennten Handeln; ein Handel bewegt bis zu {tradeMaxItems} Items, {tradeMaxPerSlot} in einem Slot. Verfolge jeden Handel live auf der Seite [Item-Abholung](/profile/items-withdrawal).

Handel in Murder Mystery 2 erfordert Level {mm2TradeLevel} im Spiel.
`,
    },
    withdrawalRefused: {
      title: 'Warum kann ich das Abholen nicht starten?',
      body: `
- \`NOT_FOUND\`: Die Items warten nicht mehr auf das Abholen (die Zeit ist abgelaufen oder sie wurden storniert). Lade die Seite neu.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: Du hast {withdrawalMaxActiveTrades} Handel gleichzeitig laufen, das Maximum. Schließe sie zuerst ab.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: Diese Items brauchen mehr Handel, als du noch starten darfst. Hol jetzt weniger Items ab.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: Das Konto des Verkäufers liefert gerade an andere Käufer. Versuche es in ein paar Minuten noch einmal.
- \`LEVEL_TOO_LOW\`: Handel in Murder Mystery 2 erfordert Level {mm2TradeLevel} im Spiel.

Handelscodes: \`9\` kein Spielkonto hat diesen Namen: prüfe die Schreibweise; \`10\` ein Handel mit diesen Items läuft bereits; \`13\` umfangreiche technische Arbeiten, der Handel ist pausiert; \`14\` du hast ein Treffen im Spiel verpasst: warte ein paar Minuten; \`15\` das vorübergehende Limit von {dailyTradeLimit} Handeln pro Tag ist erreicht; \`4\` zu viele Handel auf einmal: hol weniger Items ab; \`6\` und \`7\` der Handel ist im Testmodus.
`,
    },
    withdrawalFailed: {
      title: 'Mein Abhol-Handel ist gescheitert: was nun?',
      body: `
Die Seite [Item-Abholung](/profile/items-withdrawal) sagt, warum. Was dann geschieht, hängt davon ab, auf wessen Seite der Fehler lag:

- **Auf der Seite des Verkäufers** (seine Spielsitzung ist abgelaufen, sein Konto ist gesperrt, die Items fehlen, das letzte Item eines Kontos, er hat dich hinausgeworfen, seine Freundesliste ist voll): Der Kauf wird storniert und das Geld geht sofort zurück auf dein Guthaben.
- **Auf deiner Seite** (du hast den Handel abgelehnt oder das Spiel verlassen, kein Essens-Item dazugelegt, die Freundschaftsanfrage nicht rechtzeitig angenommen, dein Level ist zu niedrig): Die Items warten wieder, die Abholzeit läuft weiter, und du kannst **Erneut versuchen** drücken oder den Kauf stornieren. Deine Käuferbewertung ändert sich um {buyerTradeFailedPoints}, oder um {buyerDeclinedPoints}, wenn du den Handel abgelehnt hast.
- **Ohne Schuld von jemandem** (ein Fehler im Spiel, ein abgebrochener Handel): Die Items warten wieder und du kannst es erneut versuchen.

Sagt die Meldung, dass der Bot die Items nicht finden konnte (Code \`2\`), [frag den Support](/help/question).
`,
    },
    howToSell: {
      title: 'Wie verkaufe ich Items?',
      body: `
1. [Verknüpfe dein Spielkonto](/help/faq/readyForSell#linkAccount) und synchronisiere es: Seine Items erscheinen in deinem [Inventar](/profile/trade/inventory).
2. Wähle Items aus und drücke **Zum Verkauf anbieten**. Setze für jedes einen Preis: Der empfohlene Preis wird angezeigt, und der Preis muss innerhalb der Grenzen des Items liegen (mindestens {minPriceUsd}, {minPriceEur} oder {minPriceRub}).
3. Deine Items sind auf dem Marktplatz. Sie bleiben in deinem Spielkonto, bis ein Käufer sie abholt.

Handle angebotene Items im Spiel nicht weg: Kann ein Käufer sie nicht bekommen, wird der Verkauf storniert und deine Verkäuferbewertung ändert sich um {sellerMissingPoints}. Nach einer Änderung kann ein Item erst nach {itemPause} wieder bearbeitet werden.
`,
    },
    sellerFee: {
      title: 'Welche Gebühr nimmt die Seite?',
      body: `
Die Verkaufsgebühr beträgt **{feeRub}** für Preise in Rubel, **{feeUsd}** in Dollar und **{feeEur}** in Euro. Der Käufer zahlt den Preis, den du festlegst; du erhältst den Preis abzüglich der Gebühr: Ein Angebot zu {feeExamplePrice} bringt dir {feeExampleReceives}.

Der Dialog, in dem du Preise festlegst, zeigt, was du für jedes Item erhältst. Die Gebühr wird einbehalten, wenn das Item geliefert wird; für Items, die sich nicht verkaufen, wird nichts berechnet.
`,
    },
    freezeAccount: {
      title: 'Was bewirkt das Einfrieren eines Kontos?',
      body: `
Das Einfrieren nimmt alle Items eines verknüpften Kontos auf einmal vom Verkauf, zum Beispiel während du mit diesem Konto im Spiel spielst oder handelst. Ihre Preise bleiben erhalten.

- Drücke **Einfrieren** beim Konto in deinem [Inventar](/profile/trade/inventory).
- **Auftauen** stellt die Items zu denselben Preisen wieder zum Verkauf.

Ein Konto kann nicht eingefroren werden, solange eines seiner Items in einem Geschäft ist (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): Warte, bis der Handel des Käufers endet. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` bedeutet, dass das Konto gerade nicht funktioniert (seine Sitzung ist abgelaufen oder es ist gesperrt), und \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\`, dass es nichts aufzutauen gibt.
`,
    },
    whenPaid: {
      title: 'Wann werde ich für einen Verkauf bezahlt?',
      body: `
Wenn der Handel des Käufers abgeschlossen ist: Der Preis abzüglich der [Verkaufsgebühr](/help/faq/sell#sellerFee) geht auf dein Guthaben, und deine Verkäuferbewertung ändert sich um {sellerSalePoints} pro Item.

- Ein Käufer holt nicht innerhalb von {collectTime} ab: Der Kauf wird storniert und das Item wird wieder angeboten.
- Ein Handel scheitert auf deiner Seite (die Sitzung ist abgelaufen, die Items fehlen, dein Konto ist gesperrt): Der Kauf wird storniert und das Item beiseitegelegt. Die Angebote des Kontos pausieren, bis es wieder funktioniert: Synchronisiere es oder verknüpfe es neu, wenn seine Sitzung abgelaufen ist.
`,
    },
    linkAccount: {
      title: 'Wie verknüpfe ich ein Spielkonto?',
      body: `
Wähle unter [Verknüpfte Konten](/profile/trade/connected) das Spiel und füge das **Sitzungs-Cookie** des Spielkontos ein, das deine Items enthält. Das Spiel bestätigt es.

- Die Seite speichert das Cookie verschlüsselt und nutzt es nur, um das Inventar zu synchronisieren und Verkauftes zu übergeben. Es wird nie wieder angezeigt.
- Du kannst bis zu {maxLinkedAccounts} Konten verknüpfen. Ein Spielkonto kann nur von einem Nutzer verknüpft werden.
- Gib das Cookie niemals weiter: Es öffnet dein Spielkonto.

**Trennen** nimmt die Items des Kontos vom Marktplatz und lässt die Seite das Cookie vergessen (nicht, solange eines seiner Items in einem Geschäft ist).
`,
    },
    failedLinkAccount: {
      title: 'Warum konnte ich mein Konto nicht verknüpfen?',
      body: `
- \`NOT_FOUND\`: Das Cookie ist ungültig. Kopiere den ganzen Wert noch einmal, ohne Leerzeichen.
- \`NO_ACCESS\`: Die Sitzung ist abgelaufen oder das Spielkonto ist gesperrt. Melde dich im Spiel neu an und kopiere ein frisches Cookie.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: {maxLinkedAccounts} Konten sind verknüpft, das Maximum. Trenne zuerst eines.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: Dieses Spielkonto ist bereits verknüpft, von dir oder von jemand anderem.
- \`SELLER_IS_BLOCKED\`: Deine Verkäuferbewertung ist bis zu einer Sperre gefallen; siehe [Bewertungen und Strafen](/help/faq/rating).

Ein Konto mit abgelaufener Sitzung (Sync-Code \`500\`) wird repariert, indem du es mit einem frischen Cookie neu verknüpfst.
`,
    },
    syncInventory: {
      title: 'Wie funktioniert eine Synchronisierung?',
      body: `
Eine Synchronisierung lädt die Items eines verknüpften Kontos in dein [Inventar](/profile/trade/inventory). Drücke **Jetzt synchronisieren** beim Konto:

1. Sie wartet in der Schlange, solange ein anderer Handel das Konto nutzt.
2. Sie prüft die Sitzung und betritt das Spiel als das Konto.
3. Sie liest das Inventar: Neue Items kommen hinzu, und Items, die nicht mehr im Konto sind, verlassen dein Inventar und den Marktplatz.

Ein Konto kann einmal alle {syncInterval} synchronisiert werden. Eine Synchronisierung lädt bis zu {syncMaxItems} Items und überspringt Items mit Rollenspielnamen. Du kannst sie abbrechen, bis sie das Spiel betritt.
`,
    },
    syncFailed: {
      title: 'Warum ist meine Synchronisierung gescheitert?',
      body: `
Das Konto zeigt den Grund und seinen Code:

- \`500\` die Spielsitzung ist abgelaufen: [Verknüpfe das Konto neu](/help/faq/readyForSell#linkAccount) mit einem frischen Cookie.
- \`501\` der Bot hat nicht rechtzeitig geantwortet; \`502\` das Konto wurde aus dem Spiel geworfen; \`504\` Freunde haben gestört; \`506\` im Spiel ist etwas schiefgelaufen; \`507\` die Zeit ist abgelaufen: versuche es später noch einmal.
- \`503\` das Konto hat keine Handelslizenz im Spiel.
- \`505\` das Konto hat eine Sperre oder Verwarnung im Spiel: Es ist vorübergehend blockiert.
- \`508\` das Spiel-Tutorial ist auf diesem Konto nicht abgeschlossen: Schließe es zuerst ab.

Beim Starten: \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` bedeutet, dass das Konto kürzlich synchronisiert wurde (die Meldung sagt, wann es wieder geht), \`ALREADY_STARTED\`, dass eine Synchronisierung läuft, und \`TRADE_AUTO_LOCK\`, dass das System überlastet ist: Versuche es in ein paar Minuten noch einmal.
`,
    },
    howQuickSale: {
      title: 'Was ist ein Schnellverkauf?',
      body: `
Ein Schnellverkauf verkauft deine synchronisierten Items sofort an die Seite, statt auf einen Käufer zu warten. Öffne [Schnellverkauf](/profile/trade/fast-sell):

1. Die Seite bietet {quickSaleShare} des empfohlenen Preises jedes Items, nie mehr als den niedrigsten Preis, zu dem es angeboten wird. Auch angebotene Items lassen sich verkaufen: Sie verlassen den Marktplatz.
2. Wähle die Items (bis zu {quickSaleMaxItems}) und starte den Verkauf.
3. Füge den Bot der Seite (sein Name wird angezeigt) im Spiel als Freund hinzu und drücke **Bereit**.
4. Der Bot öffnet den Handel und nimmt die Items; du wirst für genau die Items bezahlt, die er genommen hat.

Das Angebot gilt nach dem Start etwa {quickSaleHold}. Du kannst abbrechen, bis der Bot das Spiel betritt.
`,
    },
    quickSaleFailed: {
      title: 'Warum ist mein Schnellverkauf gescheitert?',
      body: `
Der Verkauf zeigt einen Code; die Items, die er nicht genommen hat, bleiben deine.

- \`300\` die Spielsitzung ist abgelaufen: Verknüpfe das Konto neu.
- \`301\` der Bot hat nicht rechtzeitig geantwortet; \`302\` der Bot wurde hinausgeworfen; \`304\` Freunde haben gestört; \`306\` im Spiel ist etwas schiefgelaufen; \`307\` der Handel ist abgelaufen: Versuche es noch einmal.
- \`303\` das Konto hat keine Handelslizenz; \`305\` es hat eine Sperre oder Verwarnung.
- \`308\` das letzte verbliebene Item eines Kontos kann nicht übertragen werden.

Beim Starten: \`PRICES_HAVE_CHANGED\` nennt das neue Angebot, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` bedeutet, dass gerade kein Bot handeln kann, und \`ALREADY_STARTED\`, dass für dieses Konto schon ein Schnellverkauf läuft.
`,
    },
    howExchange: {
      title: 'Wie funktioniert der Tausch?',
      body: `
Unter [Tauschen](/trade) gibst du synchronisierte Items eines verknüpften Kontos, bei Bedarf auch Guthaben, für Items aus dem Bestand der Seite, in einem Handel mit dem Bot der Seite, bei dem beide Seiten geben.

- Deine Items zählen zu ihrem Eintauschwert: dem empfohlenen Preis, nie mehr als dem niedrigsten angebotenen Preis. Die Items der Seite zählen zum Preis, den der Marktplatz verlangt.
- Ist die Seite der Seite mehr wert, legst du die Differenz aus deinem Guthaben dazu. Ist deine mehr wert, zahlt dir die Seite die Differenz, bis zu {exchangeChangeShare} ihrer Seite (\`EXCHANGE_CHANGE_TOO_LARGE\` darüber hinaus).
- Bis zu {exchangeMaxItems} Items in einem Handel. Items, die du an die Seite verkauft hast, kannst du so nicht zurückholen.

Das Spiel bewegt einen Handel ganz oder gar nicht: Scheitert er, bleibt alles, wo es war, und das vorgemerkte Guthaben wird freigegeben.
`,
    },
    howRatingWorks: {
      title: 'Was sind Käufer- und Verkäuferbewertungen?',
      body: `
Jedes Konto hat zwei Bewertungen. Die **Käuferbewertung** beginnt bei {buyerStart}; die **Verkäuferbewertung** beginnt bei {sellerStart} und steigt nicht über {sellerMax}. Keine fällt unter null.

Gelungene Geschäfte heben sie; Fehler, die du verursachst, senken sie: siehe [was eine Bewertung bewegt](/help/faq/rating#ratingPoints). Das Fallen auf eine Schwelle bringt eine Verwarnung oder eine Sperre: siehe [die Strafstufen](/help/faq/rating#ratingLadders).

Deine Bewertungen, ihr Verlauf und deine Hinweise stehen unter [Meine Bewertungen](/profile/ratings).
`,
    },
    ratingPoints: {
      title: 'Was bewegt meine Bewertung?',
      body: `
Abgeholte und gelieferte Items zählen einzeln; ein gescheiterter Handel zählt einmal.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'Was passiert, wenn meine Bewertung fällt?',
      body: `
Das Fallen auf eine Schwelle bringt deren Folge einmal:

[[ladder.buyer]]

[[ladder.seller]]

Eine befristete Sperre endet von selbst. Eine Sperre ohne Ende und der Verlust des Verkaufszugangs gelten, bis der Support sie aufhebt. Steigt deine Bewertung wieder über eine Schwelle, wirst du beglückwünscht.
`,
    },
    ratingBlocks: {
      title: 'Was kann ich während einer Sperre nicht tun?',
      body: `
- Eine **Käufersperre** stoppt Käufe und Warenkorb-Reservierungen (\`BUYER_IS_BLOCKED\`); deine Autokäufe warten, bis sie endet.
- Eine **Verkäufersperre** oder der Verlust des Verkaufszugangs stoppt das Anbieten, Preisänderungen, Synchronisierungen, das Verknüpfen und Trennen von Konten und Schnellverkäufe (\`SELLER_IS_BLOCKED\`).
- Ein Tausch braucht beides.

Bereits Bezahltes kannst du weiterhin abholen, und laufende Handel werden abgeschlossen. Deine bereits angebotenen Items bleiben im Angebot. Die Meldung nennt das Ende der Sperre.
`,
    },
    howAutobuy: {
      title: 'Was ist ein Autokauf?',
      body: `
Ein Dauerauftrag: Du nennst ein Item, einen Preis pro Stück und eine Menge, und die Seite kauft es für dich, sobald ein Angebot zu diesem Preis oder darunter erscheint. Lege ihn auf der Seite eines Items oder über eine Produktkarte an; deine Aufträge stehen unter [Autokäufe](/profile/autobuy).

- Die Menge beträgt bis zu {autopurchaseQuantityMax}; du kannst bis zu {autopurchasesActiveMax} Aufträge offen haben.
- Die Summe (Preis mal Menge) wird auf deinem Guthaben vorgemerkt.
- Du zahlst den Preis des Angebots, nie mehr als deinen, und behältst die Differenz. Deine eigenen Angebote werden nie gekauft.

Was gekauft wird, wartet unter [Gekaufte Items](/profile/purchased): Hol es innerhalb von {collectTime} ab, wie jeden Kauf.
`,
    },
    autobuyHold: {
      title: 'Kann ich einen Autokauf ändern oder abbrechen?',
      body: `
Ja. Ändere Preis oder Menge (nie unter das bereits Gekaufte), und die vorgemerkte Summe folgt; brichst du ihn ab, wird der Rest auf dein Guthaben freigegeben.

Ein Auftrag, der {autopurchaseLife} lang nicht erfüllt wird, endet von selbst, und sein Rest wird freigegeben. Solange deine Käuferbewertung Käufe sperrt, warten deine Aufträge; während Wartungsarbeiten am Verkauf wird nichts gekauft.
`,
    },
    howTopUp: {
      title: 'Wie lade ich mein Guthaben auf?',
      body: `
1. Öffne [Guthaben aufladen](/topups), gib den Betrag ein und wähle eine Methode.
2. Bezahle auf der sicheren Seite des Zahlungsanbieters.
3. Kehre zur Seite zurück: Das Geld wird gutgeschrieben, sobald der Anbieter die Zahlung bestätigt.

[[limits.topup]]

Jede Währung hat ihr eigenes Guthaben. Eine Methode kann vorübergehend nicht verfügbar sein; die Seite zeigt das an.
`,
    },
    cashoutFees: {
      title: 'Welche Gebühren und Grenzen gelten für Auszahlungen?',
      body: `
Unter [Auszahlen](/withdraw) werden die Gebühr und der Betrag, den du erhältst, vor dem Bestätigen angezeigt.

[[fees.cashout]]

[[limits.cashout]]

Auszahlungen werden von den Betreibern geprüft und ausgezahlt. Eine Auszahlung kann nur über den Support storniert werden: [Stelle eine Frage](/help/question).
`,
    },
    cashoutHold: {
      title: 'Warum kann ich nicht mein ganzes Guthaben auszahlen?',
      body: `
Aufgeladenes Geld kann {topupHold} nach der Gutschrift ausgezahlt werden; bis dahin bleibt es zum Kaufen auf dem Guthaben. Geld aus Verkäufen kann sofort ausgezahlt werden.

Eine Auszahlung, die scheitert oder storniert wird, kommt vollständig auf dein Guthaben zurück.
`,
    },
    buyRbx: {
      title: 'Wie kaufe ich R$?',
      body: `
Auf der [R$-Seite](/rbx) kaufst du {rbxMin} bis {rbxMax} R$ auf einmal, bezahlt mit deinem Guthaben. Es gibt zwei Wege:

- **Fast Pass**: Die R$ kommen sofort auf deinem Spielkonto an; {rbxFastPass1000} für tausend R$.
- **Gamepass**: günstiger, {rbxGamePass1000} für tausend R$; das Spiel hält die R$ {gamePassDays} zurück, bevor sie dir gehören.

1. Gib die Anzahl ein und wähle den Weg: Die Seite zeigt den Preis eines R$ und die Summe in deiner Währung.
2. Gib den Namen deines Spielkontos ein.
3. Erstelle auf diesem Konto einen Gamepass zu dem Preis, den die Seite nennt ([so geht's](/help/faq/rbx#howManageGamepass)), und füge seinen Link oder seine ID ein.
4. Bestätige: Die Summe wird auf deinem Guthaben reserviert und unser Bot kauft deinen Pass.

Wenn die R$ bei dir ankommen, ist die Bestellung **Bezahlt** und der reservierte Betrag wird abgebucht. Kann der Bot den Pass nicht kaufen (kein solcher Pass auf dem Konto oder ein anderer Preis), ist die Bestellung **Fehlgeschlagen** und das Geld geht zurück auf dein Guthaben. Deine Bestellungen siehst du auf der R$-Seite und in deinem [Verlauf](/profile/history).
`,
    },
    howManageGamepass: {
      title: 'Wie erstelle ich den Gamepass?',
      body: `
Unser Bot liefert R$, indem er einen Gamepass kauft, den du zum Verkauf stellst. Das Spiel behält {gamePassFee} des Passpreises, daher muss der Pass mehr kosten als die gewünschten R$: Die R$-Seite berechnet den Preis für dich. Für {rbxExampleAmount} R$ kostet der Pass {rbxExamplePassPrice} R$.

1. Öffne die Website des Spiels und melde dich mit dem Konto an, das die R$ erhalten soll.
2. Gehe zu **Erstellen**, wähle eines deiner Erlebnisse und öffne **Pässe**.
3. Erstelle einen neuen Pass: Name und Bild sind beliebig.
4. Schalte in den **Verkaufs**-Einstellungen **Zum Verkauf** ein und setze genau den Preis, den die R$-Seite zeigt. Speichern.
5. Kopiere den Link des Passes aus der Adressleiste (oder die Zahl darin, die Pass-ID) und füge ihn auf der R$-Seite ein.

Der Pass muss dem eingegebenen Namen gehören und genau den angezeigten Preis kosten: Sonst schlägt die Bestellung mit **Kein solcher Gamepass** oder **Der Preis ist nicht der berechnete** fehl und das Geld geht zurück auf dein Guthaben. Lass den Pass im Verkauf, bis die Bestellung bezahlt ist.
`,
    },
    passwordRules: {
      title: 'Was ist ein gültiges Passwort, und wie ändere ich es?',
      body: `
Ein Passwort hat {passwordMin} bis {passwordMax} Zeichen: lateinische Buchstaben, Ziffern und Symbole wie \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, mit mindestens einem Klein- und einem Großbuchstaben, einer Ziffer und einem Symbol.

- Zum Ändern öffne [Sicherheit](/profile/security) in deinem Profil und gib das alte Passwort und zweimal das neue ein. Alle anderen Geräte werden abgemeldet.
- Vergessen? Wähle **Passwort vergessen?** im Anmeldeformular: Ein Code wird an deine E-Mail gesendet, und ein neues Passwort meldet alle Geräte ab.
`,
    },
    twoFactor: {
      title: 'Wie schalte ich die Zwei-Faktor-Authentifizierung ein?',
      body: `
Wo die Seite sie anbietet, öffne [Sicherheitseinstellungen](/profile/security-settings) in deinem Profil:

1. Scanne den QR-Code mit einer Authenticator-App (oder gib den Schlüssel von Hand ein).
2. Gib den Code ein, den die App zeigt, und drücke **Einschalten**.

Ab dann fragt jede Anmeldung nach deinem Passwort nach einem Code aus der App. Zum Ausschalten gib einen aktuellen Code ein.
`,
    },
    sessions: {
      title: 'Wie lange bleibe ich angemeldet?',
      body: `
Die Anmeldung startet eine Sitzung: ein kurzer Zugangsschlüssel (gültig für {accessTokenLife}), der automatisch erneuert wird, bis zu {refreshTokenLife} nach deiner letzten Nutzung der Seite.

- **Abmelden** beendet die Sitzung auf diesem Gerät.
- Das Ändern oder Zurücksetzen deines Passworts beendet jede Sitzung.
- Wird ein alter Erneuerungsschlüssel je wieder benutzt (etwa von deinem Gerät kopiert), wird die ganze Sitzung beendet und du meldest dich neu an.
`,
    },
  },
  labels: {
    buyerLadder: 'Käuferbewertung',
    sellerLadder: 'Verkäuferbewertung',
    threshold: 'Bewertung fällt auf',
    consequence: 'Folge',
    warning: 'Eine Verwarnung',
    finalWarning: 'Eine letzte Verwarnung',
    block: 'Gesperrt für {duration}',
    blockUntilLifted: 'Gesperrt, bis der Support die Sperre aufhebt',
    salesAccessLost: 'Verkauf geschlossen, bis der Support ihn wieder öffnet',
    buyerPoints: 'Käuferbewertung',
    sellerPoints: 'Verkäuferbewertung',
    event: 'Ereignis',
    points: 'Punkte',
    buyerReasons: {
      item_collected: 'Jedes Item, das du abholst',
      trade_failed: 'Jeder gescheiterte Handel, den du verursacht hast',
      offer_cancelled: 'Jedes Handelsangebot, das du ablehnst',
      purchase_cancelled: 'Jeder Kauf, den du stornierst',
    },
    sellerReasons: {
      sale_completed: 'Jedes verkaufte und gelieferte Item',
      items_missing: 'Ein gescheiterter Handel: Items fehlen in deinem Spielkonto',
      too_many_friends: 'Die Freundesliste deines Kontos ist zu voll, um den Käufer hinzuzufügen',
      account_problem: 'Ein Problem mit deinem Spielkonto',
      kicked_buyer: 'Den Käufer hinauswerfen oder die Kontodaten ändern',
      game_ban: 'Eine Verwarnung oder Sperre deines Spielkontos',
    },
    topupLimits: 'Eine Aufladung',
    cashoutLimits: 'Eine Auszahlung',
    currency: 'Währung',
    minimum: 'Minimum',
    maximum: 'Maximum',
    cashoutFees: 'Auszahlungsgebühren',
    method: 'Methode',
    fee: 'Gebühr',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Bankkarte',
      ewallet_a: 'E-Wallet',
      ewallet_b: 'E-Wallet (zweiter Dienst)',
      mobile: 'Mobilfunkanbieter',
    },
  },
};
