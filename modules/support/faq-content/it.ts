import type { FaqContent } from './types';

// Le FAQ in italiano (fonte: en.ts). Qui non ci sono numeri: {valori} e [[tabelle]] vengono dal codice.
export const it: FaqContent = {
  sections: {
    buy: {
      title: 'Acquistare',
      description: 'Acquistare oggetti con il saldo e cosa significa un acquisto non riuscito.',
    },
    withdraw: {
      title: 'Ritirare gli oggetti',
      description: 'Portare ciò che hai comprato nel tuo account di gioco: il termine, lo scambio e i suoi errori.',
    },
    sell: {
      title: 'Vendere',
      description: 'Mettere in vendita oggetti, la commissione, congelare un account e ricevere il pagamento.',
    },
    readyForSell: {
      title: 'Collegare e sincronizzare gli account',
      description: 'Collegare un account di gioco con il suo cookie di sessione e caricarne gli oggetti.',
    },
    quickSale: {
      title: 'Vendita rapida e scambio',
      description: 'Vendere subito oggetti al sito, o scambiarli con oggetti del sito.',
    },
    rating: {
      title: 'Valutazioni e penalità',
      description: 'Come cambiano le valutazioni di acquirente e venditore e cosa comporta un calo.',
    },
    autobuy: {
      title: 'Acquisti automatici',
      description: 'Ordini permanenti che comprano un oggetto appena è in vendita al tuo prezzo.',
    },
    money: { title: 'Ricariche e prelievi', description: 'Aggiungere denaro al saldo e prelevarlo.' },
    rbx: { title: 'R$', description: 'Acquistare la valuta di gioco R$: fast pass o game pass, e creare il pass.' },
    security: {
      title: 'Sicurezza dell’account',
      description: 'Password, autenticazione a due fattori e sessioni attive.',
    },
  },
  articles: {
    howToBuy: {
      title: 'Come compro un oggetto?',
      body: `
Trova l’oggetto nel [mercato](/) e scegli come comprarlo:

- **Aggiungi al carrello** raccoglie oggetti di venditori diversi: il carrello contiene fino a {cartMaxItems} oggetti, comprati insieme.
- **Compra ora** apre una breve finestra per comprare subito un oggetto, nella quantità che scegli.

Paghi con il saldo nella valuta scelta in cima alla pagina; ogni valuta ha il suo saldo. Se il saldo non basta, la finestra mostra quanto manca e propone una [ricarica](/topups).

I prezzi vengono ricontrollati quando confermi. Ciò che hai comprato ti aspetta in [Oggetti acquistati](/profile/purchased): ritiralo nel tuo account di gioco entro {collectTime}, altrimenti l’acquisto viene annullato e il denaro torna sul saldo.
`,
    },
    errorWithBuying: {
      title: 'Perché il mio acquisto non è riuscito?',
      body: `
Un acquisto va a buon fine per intero o non cambia nulla: se fallisce, non viene addebitato denaro. Il messaggio ti dice perché:

- \`INVALID_USER_BALANCE\`: sul saldo in questa valuta non c’è abbastanza denaro. [Ricarica](/topups) l’importo mancante e compra di nuovo.
- \`PRICES_HAVE_CHANGED\`: un venditore ha cambiato un prezzo dopo che hai aperto la pagina. Il carrello mostra i nuovi prezzi: controllali e conferma di nuovo.
- \`CANNOT_BUY_YOUR_PRODUCT\`: l’oggetto è una tua inserzione. Viene tolto dal carrello.
- \`NOT_FOUND\`: nel frattempo l’oggetto è stato venduto o ritirato dalla vendita. Viene tolto dal carrello; ricarica la pagina per vedere cosa è in vendita ora.
- \`NONE_IN_STOCK\`: sono rimasti meno pezzi di quanti ne hai chiesti. La quantità viene ridotta: conferma di nuovo.
- \`TECH_WORKS\`: le vendite sono in manutenzione. Gli acquisti sono sospesi per un po’; riprova più tardi.
- \`BUYER_IS_BLOCKED\`: la tua valutazione da acquirente è scesa fino a un blocco. Il messaggio dice fino a quando; vedi [valutazioni e penalità](/help/faq/rating).

Negli altri casi compare «Qualcosa è andato storto»: ricarica la pagina e riprova.
`,
    },
    cancelPurchase: {
      title: 'Posso annullare un acquisto?',
      body: `
Sì, finché aspetta di essere ritirato: premi **Annulla** accanto all’oggetto in [Oggetti acquistati](/profile/purchased). Il denaro torna subito sul saldo e l’oggetto torna in vendita. L’annullamento cambia la tua valutazione da acquirente di {buyerCancelPoints}.

Quando uno scambio per l’oggetto è iniziato, non si può più annullare: seguilo nella pagina [Ritiro oggetti](/profile/items-withdrawal).

Un acquisto non ritirato entro {collectTime} si annulla da solo, senza cambiare la valutazione: il denaro torna e l’oggetto compare in [Oggetti vecchi](/profile/old-items).
`,
    },
    collectTime: {
      title: 'Quanto tempo ho per ritirare ciò che ho comprato?',
      body: `
**{collectTime}** dall’acquisto. Ogni oggetto in [Oggetti acquistati](/profile/purchased) mostra il tempo rimasto.

- Mentre è in corso uno scambio per l’oggetto, il tempo si ferma.
- Se lo scambio fallisce per colpa tua o di nessuno, l’oggetto torna in attesa e il tempo riprende da dove si era fermato.
- Se lo scambio fallisce per colpa del venditore, l’acquisto viene annullato e il denaro torna subito sul saldo.

Allo scadere del tempo, l’acquisto viene annullato, il denaro torna sul saldo e l’oggetto torna in vendita.
`,
    },
    howToCollect: {
      title: 'Come funziona il ritiro?',
      body: `
L’oggetto resta nell’account di gioco del venditore finché non lo ritiri; poi il sito te lo consegna con uno scambio nel gioco.

1. In [Oggetti acquistati](/profile/purchased), seleziona gli oggetti e premi **Ritira**.
2. Inserisci il tuo nickname nel gioco: l’account che riceve gli oggetti (il sito lo ricorda per la prossima volta).
3. Accetta la richiesta di amicizia dell’account che consegna (quello del venditore, o un bot del sito per gli oggetti del sito) e incontralo nel gioco.
4. Lo scambio si apre con i tuoi oggetti. Aggiungi **un oggetto cibo economico** ({foodItems}) e accetta.

Gli oggetti di venditori diversi arrivano in scambi separati; uno scambio sposta fino a {tradeMaxItems} oggetti, {tradeMaxPerSlot} per slot. Segui ogni scambio in diretta nella pagina [Ritiro oggetti](/profile/items-withdrawal).

Gli scambi in Murder Mystery 2 richiedono il livello {mm2TradeLevel} nel gioco.
`,
    },
    withdrawalRefused: {
      title: 'Perché non riesco ad avviare il ritiro?',
      body: `
- \`NOT_FOUND\`: gli oggetti non aspettano più di essere ritirati (il tempo è scaduto o sono stati annullati). Ricarica la pagina.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: hai già in corso il massimo di scambi contemporanei ({withdrawalMaxActiveTrades}). Completali prima.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: questi oggetti richiedono più scambi di quanti puoi ancora avviarne. Ritira meno oggetti per ora.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: l’account del venditore sta consegnando ad altri acquirenti. Riprova tra qualche minuto.
- \`LEVEL_TOO_LOW\`: gli scambi in Murder Mystery 2 richiedono il livello {mm2TradeLevel} nel gioco.

Codici di scambio: \`9\` nessun account di gioco ha questo nickname: controlla come è scritto; \`10\` uno scambio con questi oggetti è già in corso; \`13\` lavori tecnici su larga scala, gli scambi sono sospesi; \`14\` hai perso un incontro nel gioco: aspetta qualche minuto; \`15\` è stato raggiunto il limite temporaneo di {dailyTradeLimit} scambi al giorno; \`4\` troppi scambi insieme: ritira meno oggetti; \`6\` e \`7\` gli scambi sono in modalità di prova.
`,
    },
    withdrawalFailed: {
      title: 'Il mio scambio di ritiro è fallito: e ora?',
      body: `
La pagina [Ritiro oggetti](/profile/items-withdrawal) dice perché. Cosa succede dopo dipende da chi ha causato l’errore:

- **Il venditore** (la sua sessione di gioco è scaduta, il suo account è bannato, mancano gli oggetti, l’ultimo oggetto di un account, ti ha espulso, la sua lista amici è piena): l’acquisto viene annullato e il denaro torna subito sul saldo.
- **Tu** (hai rifiutato lo scambio o lasciato il gioco, non hai aggiunto il cibo, non hai accettato in tempo la richiesta di amicizia, il tuo livello è troppo basso): gli oggetti tornano in attesa, il tempo per il ritiro continua e puoi premere **Riprova** o annullare l’acquisto. La tua valutazione da acquirente cambia di {buyerTradeFailedPoints}, o di {buyerDeclinedPoints} se hai rifiutato lo scambio.
- **Nessuno** (un errore del gioco, uno scambio annullato): gli oggetti tornano in attesa e puoi riprovare.

Se il messaggio dice che il bot non ha trovato gli oggetti (codice \`2\`), [chiedi al supporto](/help/question).
`,
    },
    howToSell: {
      title: 'Come vendo gli oggetti?',
      body: `
1. [Collega il tuo account di gioco](/help/faq/readyForSell#linkAccount) e sincronizzalo: i suoi oggetti compaiono nel tuo [Inventario](/profile/trade/inventory).
2. Seleziona gli oggetti e premi **Metti in vendita**. Fissa un prezzo per ciascuno: viene mostrato il prezzo consigliato, e il prezzo deve restare entro i limiti dell’oggetto (almeno {minPriceUsd}, {minPriceEur} o {minPriceRub}).
3. I tuoi oggetti sono sul mercato. Restano nel tuo account di gioco finché un acquirente non li ritira.

Non scambiare nel gioco gli oggetti in vendita: se un acquirente non può riceverli, la vendita viene annullata e la tua valutazione da venditore cambia di {sellerMissingPoints}. Dopo una modifica, un oggetto si può modificare di nuovo dopo {itemPause}.
`,
    },
    sellerFee: {
      title: 'Quale commissione trattiene il sito?',
      body: `
La commissione di vendita è **{feeRub}** per i prezzi in rubli, **{feeUsd}** in dollari e **{feeEur}** in euro. L’acquirente paga il prezzo che fissi; tu ricevi il prezzo meno la commissione: un’inserzione a {feeExamplePrice} ti frutta {feeExampleReceives}.

La finestra in cui fissi i prezzi mostra quanto ricevi per ogni oggetto. La commissione viene trattenuta alla consegna dell’oggetto; per gli oggetti non venduti non si paga nulla.
`,
    },
    freezeAccount: {
      title: 'Cosa fa il congelamento di un account?',
      body: `
Il congelamento toglie dalla vendita in un colpo tutti gli oggetti di un account collegato, per esempio mentre giochi o scambi con quell’account nel gioco. I loro prezzi restano salvati.

- Premi **Congela** sull’account nel tuo [Inventario](/profile/trade/inventory).
- **Scongela** rimette in vendita gli oggetti agli stessi prezzi.

Un account non si può congelare mentre uno dei suoi oggetti è in una trattativa (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): aspetta che lo scambio dell’acquirente finisca. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` significa che l’account ora non funziona (la sessione è scaduta o è bloccato), e \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\` che non c’è nulla da scongelare.
`,
    },
    whenPaid: {
      title: 'Quando vengo pagato per una vendita?',
      body: `
Quando lo scambio dell’acquirente si conclude: il prezzo meno la [commissione di vendita](/help/faq/sell#sellerFee) va sul tuo saldo, e la tua valutazione da venditore cambia di {sellerSalePoints} per oggetto.

- Un acquirente che non ritira entro {collectTime}: l’acquisto viene annullato e l’oggetto torna in vendita.
- Uno scambio che fallisce per colpa tua (la sessione è scaduta, mancano gli oggetti, il tuo account è bannato): l’acquisto viene annullato e l’oggetto messo da parte. Le inserzioni dell’account si fermano finché non funziona di nuovo: sincronizzalo, o collegalo di nuovo se la sessione è scaduta.
`,
    },
    linkAccount: {
      title: 'Come collego un account di gioco?',
      body: `
In [Account collegati](/profile/trade/connected), scegli il gioco e incolla il **cookie di sessione** dell’account di gioco che contiene i tuoi oggetti. Il gioco lo conferma.

- Il sito conserva il cookie cifrato e lo usa solo per sincronizzare l’inventario e consegnare ciò che vendi. Non viene mai più mostrato.
- Puoi collegare fino a {maxLinkedAccounts} account. Un account di gioco può essere collegato da un solo utente.
- Non dare mai il cookie a nessuno: apre il tuo account di gioco.

**Scollega** toglie dal mercato gli oggetti dell’account e fa dimenticare il cookie al sito (non mentre uno dei suoi oggetti è in una trattativa).
`,
    },
    failedLinkAccount: {
      title: 'Perché non sono riuscito a collegare il mio account?',
      body: `
- \`NOT_FOUND\`: il cookie non è valido. Copia di nuovo l’intero valore, senza spazi.
- \`NO_ACCESS\`: la sessione è scaduta o l’account di gioco è bannato. Accedi di nuovo al gioco e copia un cookie nuovo.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: hai già collegato il numero massimo di account ({maxLinkedAccounts}). Scollegane prima uno.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: questo account di gioco è già collegato, da te o da qualcun altro.
- \`SELLER_IS_BLOCKED\`: la tua valutazione da venditore è scesa fino a un blocco; vedi [valutazioni e penalità](/help/faq/rating).

Un account con la sessione scaduta (codice di sincronizzazione \`500\`) si ripara collegandolo di nuovo con un cookie nuovo.
`,
    },
    syncInventory: {
      title: 'Come funziona una sincronizzazione?',
      body: `
Una sincronizzazione carica gli oggetti di un account collegato nel tuo [Inventario](/profile/trade/inventory). Premi **Sincronizza ora** sull’account:

1. Attende in coda mentre un altro scambio usa l’account.
2. Controlla la sessione ed entra nel gioco con quell’account.
3. Legge l’inventario: arrivano gli oggetti nuovi, e quelli non più nell’account escono dal tuo inventario e dal mercato.

Un account si può sincronizzare una volta ogni {syncInterval}. Una sincronizzazione carica fino a {syncMaxItems} oggetti e salta gli oggetti con nomi da gioco di ruolo. Puoi annullarla finché non entra nel gioco.
`,
    },
    syncFailed: {
      title: 'Perché la sincronizzazione non è riuscita?',
      body: `
L’account mostra il motivo e il suo codice:

- \`500\` la sessione di gioco è scaduta: [collega di nuovo l’account](/help/faq/readyForSell#linkAccount) con un cookie nuovo.
- \`501\` il bot non ha risposto in tempo; \`502\` l’account è stato espulso dal gioco; \`504\` gli amici hanno interferito; \`506\` qualcosa è andato storto nel gioco; \`507\` il tempo è scaduto: riprova più tardi.
- \`503\` l’account non ha la licenza di scambio nel gioco.
- \`505\` l’account ha un ban o un avvertimento nel gioco: è bloccato temporaneamente.
- \`508\` il tutorial del gioco non è completato su questo account: completalo prima.

All’avvio: \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` significa che l’account è stato sincronizzato da poco (il messaggio dice quando si potrà di nuovo), \`ALREADY_STARTED\` che è in corso una sincronizzazione, e \`TRADE_AUTO_LOCK\` che il sistema è sovraccarico: riprova tra qualche minuto.
`,
    },
    howQuickSale: {
      title: 'Cos’è una vendita rapida?',
      body: `
Una vendita rapida vende subito al sito i tuoi oggetti sincronizzati, senza aspettare un acquirente. Apri [Vendita rapida](/profile/trade/fast-sell):

1. Il sito offre il {quickSaleShare} del prezzo consigliato di ogni oggetto, mai più del prezzo più basso a cui è in vendita. Si possono vendere anche gli oggetti in vendita: lasciano il mercato.
2. Scegli gli oggetti (fino a {quickSaleMaxItems}) e avvia la vendita.
3. Aggiungi il bot del sito (il suo nickname è mostrato) come amico nel gioco e premi **Pronto**.
4. Il bot apre lo scambio e prende gli oggetti; vieni pagato esattamente per gli oggetti che ha preso.

L’offerta vale circa {quickSaleHold} dall’avvio della vendita. Puoi annullare finché il bot non entra nel gioco.
`,
    },
    quickSaleFailed: {
      title: 'Perché la vendita rapida non è riuscita?',
      body: `
La vendita mostra un codice; gli oggetti che non ha preso restano tuoi.

- \`300\` la sessione di gioco è scaduta: collega di nuovo l’account.
- \`301\` il bot non ha risposto in tempo; \`302\` il bot è stato espulso; \`304\` gli amici hanno interferito; \`306\` qualcosa è andato storto nel gioco; \`307\` lo scambio è scaduto: riprova.
- \`303\` l’account non ha la licenza di scambio; \`305\` ha un ban o un avvertimento.
- \`308\` l’ultimo oggetto rimasto in un account non si può trasferire.

All’avvio: \`PRICES_HAVE_CHANGED\` indica la nuova offerta, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` significa che ora nessun bot può scambiare, e \`ALREADY_STARTED\` che questo account ha già una vendita rapida in corso.
`,
    },
    howExchange: {
      title: 'Come funziona lo scambio?',
      body: `
In [Scambi](/trade) dai oggetti sincronizzati di un account collegato, e saldo se serve, in cambio di oggetti dello stock del sito, in un unico scambio con il bot del sito in cui entrambe le parti danno.

- I tuoi oggetti valgono il loro valore di permuta: il prezzo consigliato, mai più del prezzo più basso in vendita. Quelli del sito valgono il prezzo chiesto dal mercato.
- Se la parte del sito vale di più, aggiungi la differenza dal tuo saldo. Se vale di più la tua, il sito ti paga la differenza, fino al {exchangeChangeShare} della sua parte (oltre, \`EXCHANGE_CHANGE_TOO_LARGE\`).
- Fino a {exchangeMaxItems} oggetti in uno scambio. Gli oggetti che hai venduto al sito non si possono riprendere così.

Il gioco esegue uno scambio per intero o per niente: se fallisce, tutto resta dov’era e il saldo riservato viene liberato.
`,
    },
    howRatingWorks: {
      title: 'Cosa sono le valutazioni da acquirente e da venditore?',
      body: `
Ogni account ha due valutazioni. La **valutazione da acquirente** parte da {buyerStart}; la **valutazione da venditore** parte da {sellerStart} e non supera {sellerMax}. Nessuna scende sotto zero.

Le trattative riuscite le alzano; gli errori che causi le abbassano: vedi [cosa muove una valutazione](/help/faq/rating#ratingPoints). Scendere a una soglia comporta un avvertimento o un blocco: vedi [le scale delle penalità](/help/faq/rating#ratingLadders).

Le tue valutazioni, la loro storia e i tuoi avvisi sono in [Le mie valutazioni](/profile/ratings).
`,
    },
    ratingPoints: {
      title: 'Cosa muove la mia valutazione?',
      body: `
Gli oggetti ritirati e consegnati contano uno per uno; uno scambio fallito conta una volta.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'Cosa succede quando la mia valutazione scende?',
      body: `
Scendere a una soglia comporta una volta la sua conseguenza:

[[ladder.buyer]]

[[ladder.seller]]

Un blocco a tempo finisce da solo. Un blocco senza fine e la perdita dell’accesso alle vendite durano finché il supporto non li revoca. Quando la tua valutazione risale sopra una soglia, ricevi le congratulazioni.
`,
    },
    ratingBlocks: {
      title: 'Cosa non posso fare durante un blocco?',
      body: `
- Un **blocco da acquirente** ferma gli acquisti e le prenotazioni del carrello (\`BUYER_IS_BLOCKED\`); i tuoi acquisti automatici aspettano che finisca.
- Un **blocco da venditore**, o la perdita dell’accesso alle vendite, ferma le inserzioni, i cambi di prezzo, le sincronizzazioni, il collegamento e lo scollegamento degli account e le vendite rapide (\`SELLER_IS_BLOCKED\`).
- Uno scambio richiede entrambi.

Puoi comunque ritirare ciò che hai già pagato, e gli scambi in corso si concludono. I tuoi oggetti già in vendita restano in vendita. Il messaggio indica quando finisce il blocco.
`,
    },
    howAutobuy: {
      title: 'Cos’è un acquisto automatico?',
      body: `
Un ordine permanente: indichi un oggetto, un prezzo al pezzo e una quantità, e il sito lo compra per te appena compare un’inserzione a quel prezzo o meno. Crealo dalla pagina di un oggetto o da una scheda prodotto; i tuoi ordini sono in [Acquisti automatici](/profile/autobuy).

- La quantità arriva fino a {autopurchaseQuantityMax}; puoi avere fino a {autopurchasesActiveMax} ordini aperti.
- La somma (prezzo per quantità) viene riservata sul saldo.
- Paghi il prezzo dell’inserzione, mai più del tuo, e tieni la differenza. Le tue inserzioni non vengono mai comprate.

Ciò che viene comprato ti aspetta in [Oggetti acquistati](/profile/purchased): ritiralo entro {collectTime}, come ogni acquisto.
`,
    },
    autobuyHold: {
      title: 'Posso modificare o annullare un acquisto automatico?',
      body: `
Sì. Modifica il prezzo o la quantità (mai sotto quanto già comprato) e la somma riservata si adegua; annullalo e il resto torna libero sul saldo.

Un ordine non eseguito entro {autopurchaseLife} finisce da solo e il suo resto viene liberato. Finché la tua valutazione da acquirente blocca gli acquisti, i tuoi ordini aspettano; durante la manutenzione delle vendite non si compra nulla.
`,
    },
    howTopUp: {
      title: 'Come ricarico il saldo?',
      body: `
1. Apri [Ricarica il saldo](/topups), inserisci l’importo e scegli un metodo.
2. Paga sulla pagina sicura del fornitore di pagamenti.
3. Torna sul sito: il denaro viene accreditato appena il fornitore conferma il pagamento.

[[limits.topup]]

Ogni valuta ha il suo saldo. Un metodo può essere temporaneamente non disponibile; la pagina lo indica.
`,
    },
    cashoutFees: {
      title: 'Quali sono le commissioni e i limiti dei prelievi?',
      body: `
In [Prelievo](/withdraw) la commissione e l’importo che ricevi sono mostrati prima di confermare.

[[fees.cashout]]

[[limits.cashout]]

I prelievi vengono controllati e pagati dagli operatori. Un prelievo si può annullare solo tramite il supporto: [fai una domanda](/help/question).
`,
    },
    cashoutHold: {
      title: 'Perché non posso prelevare tutto il saldo?',
      body: `
Il denaro ricaricato si può prelevare {topupHold} dopo l’accredito; fino ad allora resta sul saldo per gli acquisti. Il denaro delle vendite si può prelevare subito.

Un prelievo che fallisce o viene annullato torna per intero sul saldo.
`,
    },
    buyRbx: {
      title: 'Come compro R$?',
      body: `
Nella [pagina R$](/rbx) compri da {rbxMin} a {rbxMax} R$ alla volta, pagando con il tuo saldo. Ci sono due modi:

- **Fast pass**: i R$ arrivano subito sul tuo account di gioco; {rbxFastPass1000} per mille R$.
- **Game pass**: più economico, {rbxGamePass1000} per mille R$; il gioco trattiene i R$ per {gamePassDays} prima che siano tuoi.

1. Inserisci la quantità e scegli il modo: la pagina mostra il prezzo di un R$ e il totale nella tua valuta.
2. Inserisci il nickname del tuo account di gioco.
3. Crea su quell'account un game pass al prezzo indicato dalla pagina ([come](/help/faq/rbx#howManageGamepass)) e incolla il suo link o id.
4. Conferma: il totale viene bloccato sul tuo saldo e il nostro bot acquista il tuo pass.

Quando i R$ ti arrivano l'ordine è **Pagato** e l'importo bloccato viene addebitato. Se il bot non riesce ad acquistare il pass (nessun pass così sull'account, o un altro prezzo) l'ordine è **Non riuscito** e il denaro torna sul tuo saldo. I tuoi ordini sono nella pagina R$ e nella tua [cronologia](/profile/history).
`,
    },
    howManageGamepass: {
      title: 'Come creo il game pass?',
      body: `
Il nostro bot consegna i R$ acquistando un game pass che metti in vendita. Il gioco trattiene il {gamePassFee} del prezzo del pass, quindi il pass deve costare più dei R$ che vuoi: la pagina R$ calcola il prezzo per te. Per {rbxExampleAmount} R$ il pass costa {rbxExamplePassPrice} R$.

1. Apri il sito del gioco e accedi con l'account che deve ricevere i R$.
2. Vai su **Crea**, scegli una delle tue esperienze e apri **Pass**.
3. Crea un nuovo pass: nome e immagine a piacere.
4. Nelle impostazioni **Vendite** attiva **In vendita** e imposta esattamente il prezzo mostrato dalla pagina R$. Salva.
5. Copia il link del pass dalla barra degli indirizzi (o il numero al suo interno, l'id del pass) e incollalo nella pagina R$.

Il pass deve appartenere al nickname inserito e costare esattamente il prezzo mostrato: altrimenti l'ordine fallisce con **Nessun game pass così** o **Il prezzo non è quello calcolato**, e il denaro torna sul tuo saldo. Tieni il pass in vendita finché l'ordine non è pagato.
`,
    },
    passwordRules: {
      title: 'Qual è una password valida, e come la cambio?',
      body: `
Una password ha da {passwordMin} a {passwordMax} caratteri: lettere latine, cifre e simboli come \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, con almeno una lettera minuscola, una maiuscola, una cifra e un simbolo.

- Per cambiarla, apri [Sicurezza](/profile/security) nel profilo e inserisci la vecchia password e due volte la nuova. Tutti gli altri dispositivi vengono disconnessi.
- Dimenticata? Scegli **Password dimenticata?** nel modulo di accesso: ricevi un codice via e-mail, e una nuova password disconnette tutti i dispositivi.
`,
    },
    twoFactor: {
      title: 'Come attivo l’autenticazione a due fattori?',
      body: `
Dove il sito la offre, apri [Impostazioni di sicurezza](/profile/security-settings) nel profilo:

1. Scansiona il codice QR con un’app di autenticazione (o inserisci la chiave a mano).
2. Inserisci il codice mostrato dall’app e premi **Attiva**.

Da quel momento ogni accesso chiede, dopo la password, un codice dall’app. Per disattivarla, inserisci un codice valido.
`,
    },
    sessions: {
      title: 'Per quanto tempo resto connesso?',
      body: `
L’accesso avvia una sessione: una breve chiave di accesso (valida per {accessTokenLife}) rinnovata in automatico, fino a {refreshTokenLife} dopo il tuo ultimo utilizzo del sito.

- **Esci** chiude la sessione su questo dispositivo.
- Cambiare o reimpostare la password chiude tutte le sessioni.
- Se una vecchia chiave di rinnovo viene riusata (per esempio copiata dal tuo dispositivo), l’intera sessione viene chiusa e accedi di nuovo.
`,
    },
  },
  labels: {
    buyerLadder: 'Valutazione da acquirente',
    sellerLadder: 'Valutazione da venditore',
    threshold: 'La valutazione scende a',
    consequence: 'Conseguenza',
    warning: 'Un avvertimento',
    finalWarning: 'Un ultimo avvertimento',
    block: 'Bloccato per {duration}',
    blockUntilLifted: 'Bloccato finché il supporto non revoca il blocco',
    salesAccessLost: 'Vendite chiuse finché il supporto non le riapre',
    buyerPoints: 'Valutazione da acquirente',
    sellerPoints: 'Valutazione da venditore',
    event: 'Evento',
    points: 'Punti',
    buyerReasons: {
      item_collected: 'Ogni oggetto che ritiri',
      trade_failed: 'Ogni scambio fallito per colpa tua',
      offer_cancelled: 'Ogni offerta di scambio che rifiuti',
      purchase_cancelled: 'Ogni acquisto che annulli',
    },
    sellerReasons: {
      sale_completed: 'Ogni oggetto venduto e consegnato',
      items_missing: 'Uno scambio fallito: mancano oggetti nel tuo account di gioco',
      too_many_friends: 'La lista amici del tuo account è troppo piena per aggiungere l’acquirente',
      account_problem: 'Un problema con il tuo account di gioco',
      kicked_buyer: 'Espellere l’acquirente o cambiare i dati dell’account',
      game_ban: 'Un avvertimento o un ban sul tuo account di gioco',
    },
    topupLimits: 'Una ricarica',
    cashoutLimits: 'Un prelievo',
    currency: 'Valuta',
    minimum: 'Minimo',
    maximum: 'Massimo',
    cashoutFees: 'Commissioni di prelievo',
    method: 'Metodo',
    fee: 'Commissione',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Carta bancaria',
      ewallet_a: 'Portafoglio elettronico',
      ewallet_b: 'Portafoglio elettronico (secondo servizio)',
      mobile: 'Operatore mobile',
    },
  },
};
