import type { FaqContent } from './types';

// La FAQ en français (source : en.ts). Aucun nombre ici : les {valeurs} et les [[tableaux]] viennent du code.
export const fr: FaqContent = {
  sections: {
    buy: { title: 'Acheter', description: 'Acheter des objets avec votre solde, et ce que signifie un achat échoué.' },
    withdraw: {
      title: 'Récupérer ses objets',
      description: 'Recevoir vos achats sur votre compte de jeu : le délai, l’échange et ses échecs.',
    },
    sell: {
      title: 'Vendre',
      description: 'Mettre des objets en vente, la commission, geler un compte et être payé.',
    },
    readyForSell: {
      title: 'Lier et synchroniser des comptes',
      description: 'Lier un compte de jeu avec son cookie de session et charger ses objets.',
    },
    quickSale: {
      title: 'Vente rapide et échange',
      description: 'Vendre des objets au site tout de suite, ou les échanger contre des objets du site.',
    },
    rating: {
      title: 'Notes et sanctions',
      description: 'Comment évoluent les notes d’acheteur et de vendeur, et ce qu’entraîne une baisse.',
    },
    autobuy: {
      title: 'Achats automatiques',
      description: 'Des ordres permanents qui achètent un objet dès qu’il est en vente à votre prix.',
    },
    money: { title: 'Recharges et retraits', description: 'Approvisionner votre solde et le retirer.' },
    rbx: { title: 'R$', description: 'Acheter la monnaie du jeu R$ : fast pass ou game pass, et créer le passe.' },
    security: {
      title: 'Sécurité du compte',
      description: 'Mots de passe, authentification à deux facteurs et sessions connectées.',
    },
  },
  articles: {
    howToBuy: {
      title: 'Comment acheter un objet ?',
      body: `
Trouvez l’objet sur le [marché](/) et choisissez comment l’acheter :

- **Ajouter au panier** rassemble des objets de différents vendeurs : le panier contient jusqu’à {cartMaxItems} objets, achetés ensemble.
- **Acheter** ouvre une courte fenêtre pour acheter un objet, dans la quantité choisie, tout de suite.

Vous payez avec votre solde dans la devise choisie en haut de la page ; chaque devise a son propre solde. Si le solde ne suffit pas, la fenêtre indique combien il manque et propose une [recharge](/topups).

Les prix sont vérifiés à nouveau quand vous confirmez. Vos achats attendent dans [Objets achetés](/profile/purchased) : récupérez-les sur votre compte de jeu dans un délai de {collectTime}, sinon l’achat est annulé et l’argent revient sur votre solde.
`,
    },
    errorWithBuying: {
      title: 'Pourquoi mon achat a-t-il échoué ?',
      body: `
Un achat se fait en entier ou ne change rien : en cas d’échec, aucun argent n’est prélevé. Le message vous dit pourquoi :

- \`INVALID_USER_BALANCE\` : votre solde dans cette devise ne suffit pas. [Rechargez](/topups) le montant manquant et achetez à nouveau.
- \`PRICES_HAVE_CHANGED\` : un vendeur a changé un prix après l’ouverture de la page. Le panier affiche les nouveaux prix : vérifiez-les et confirmez à nouveau.
- \`CANNOT_BUY_YOUR_PRODUCT\` : l’objet est votre propre annonce. Il est retiré du panier.
- \`NOT_FOUND\` : l’objet a été vendu ou retiré de la vente entre-temps. Il est retiré du panier ; actualisez la page pour voir ce qui est en vente maintenant.
- \`NONE_IN_STOCK\` : il reste moins d’exemplaires que demandé. La quantité est réduite : confirmez à nouveau.
- \`TECH_WORKS\` : les ventes sont en maintenance. Les achats sont suspendus un moment ; réessayez plus tard.
- \`BUYER_IS_BLOCKED\` : votre note d’acheteur est tombée jusqu’à un blocage. Le message indique jusqu’à quand ; voir [notes et sanctions](/help/faq/rating).

Tout autre cas affiche « Une erreur s’est produite » : actualisez la page et réessayez.
`,
    },
    cancelPurchase: {
      title: 'Puis-je annuler un achat ?',
      body: `
Oui, tant qu’il attend d’être récupéré : appuyez sur **Annuler** à côté de l’objet dans [Objets achetés](/profile/purchased). L’argent revient aussitôt sur votre solde et l’objet est remis en vente. Annuler modifie votre note d’acheteur de {buyerCancelPoints}.

Une fois un échange commencé pour l’objet, l’achat ne peut plus être annulé : suivez-le sur la page [Retrait d’objets](/profile/items-withdrawal).

Un achat non récupéré dans un délai de {collectTime} est annulé de lui-même, sans changement de note : l’argent revient et l’objet apparaît dans [Anciens objets](/profile/old-items).
`,
    },
    collectTime: {
      title: 'Combien de temps ai-je pour récupérer mes achats ?',
      body: `
**{collectTime}** à partir de l’achat. Chaque objet dans [Objets achetés](/profile/purchased) affiche le temps restant.

- Pendant qu’un échange est en cours pour l’objet, le temps s’arrête.
- Si l’échange échoue de votre côté ou sans faute de personne, l’objet attend à nouveau et le temps reprend là où il s’était arrêté.
- Si l’échange échoue du côté du vendeur, l’achat est annulé et l’argent revient aussitôt sur votre solde.

Quand le temps est écoulé, l’achat est annulé, l’argent revient sur votre solde et l’objet est remis en vente.
`,
    },
    howToCollect: {
      title: 'Comment fonctionne la récupération ?',
      body: `
L’objet reste sur le compte de jeu du vendeur jusqu’à ce que vous le récupériez ; le site vous le remet alors par un échange dans le jeu.

1. Dans [Objets achetés](/profile/purchased), sélectionnez les objets et appuyez sur **Récupérer**.
2. Saisissez votre pseudo dans le jeu : le compte qui reçoit les objets (le site le retient pour la prochaine fois).
3. Acceptez la demande d’ami du compte qui livre (celui du vendeur, ou un bot du site pour les objets du site) et rejoignez-le dans le jeu.
4. L’échange s’ouvre avec vos objets. Ajoutez **un objet de nourriture bon marché** ({foodItems}) et acceptez.

Les objets de vendeurs différents arrivent dans des échanges séparés ; un échange déplace jusqu’à {tradeMaxItems} objets, {tradeMaxPerSlot} par emplacement. Suivez chaque échange en direct sur la page [Retrait d’objets](/profile/items-withdrawal).

Les échanges dans Murder Mystery 2 demandent le niveau {mm2TradeLevel} dans le jeu.
`,
    },
    withdrawalRefused: {
      title: 'Pourquoi ne puis-je pas lancer la récupération ?',
      body: `
- \`NOT_FOUND\` : les objets n’attendent plus d’être récupérés (le temps est écoulé ou ils ont été annulés). Actualisez la page.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\` : vous avez déjà le maximum d’échanges en cours à la fois ({withdrawalMaxActiveTrades}). Terminez-les d’abord.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\` : ces objets demandent plus d’échanges que vous ne pouvez encore en lancer. Récupérez moins d’objets pour l’instant.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\` : le compte du vendeur livre d’autres acheteurs. Réessayez dans quelques minutes.
- \`LEVEL_TOO_LOW\` : les échanges dans Murder Mystery 2 demandent le niveau {mm2TradeLevel} dans le jeu.

Codes d’échange : \`9\` aucun compte de jeu ne porte ce pseudo : vérifiez l’orthographe ; \`10\` un échange avec ces objets est déjà en cours ; \`13\` travaux techniques d’envergure, les échanges sont suspendus ; \`14\` vous avez manqué un rendez-vous dans le jeu : attendez quelques minutes ; \`15\` la limite temporaire de {dailyTradeLimit} échanges par jour est atteinte ; \`4\` trop d’échanges à la fois : récupérez moins d’objets ; \`6\` et \`7\` les échanges sont en mode test.
`,
    },
    withdrawalFailed: {
      title: 'Mon échange de récupération a échoué : que faire ?',
      body: `
La page [Retrait d’objets](/profile/items-withdrawal) en donne la raison. La suite dépend du côté de l’échec :

- **Côté vendeur** (sa session de jeu a expiré, son compte est banni, les objets manquent, le dernier objet d’un compte, il vous a expulsé, sa liste d’amis est pleine) : l’achat est annulé et l’argent revient aussitôt sur votre solde.
- **De votre côté** (vous avez refusé l’échange ou quitté le jeu, pas ajouté de nourriture, pas accepté la demande d’ami à temps, votre niveau est trop bas) : les objets attendent à nouveau, le délai de récupération continue, et vous pouvez appuyer sur **Réessayer** ou annuler l’achat. Votre note d’acheteur change de {buyerTradeFailedPoints}, ou de {buyerDeclinedPoints} si vous avez refusé l’échange.
- **Sans faute de personne** (une erreur du jeu, un échange annulé) : les objets attendent à nouveau et vous pouvez réessayer.

Si le message indique que le bot n’a pas trouvé les objets (code \`2\`), [contactez le support](/help/question).
`,
    },
    howToSell: {
      title: 'Comment vendre des objets ?',
      body: `
1. [Liez votre compte de jeu](/help/faq/readyForSell#linkAccount) et synchronisez-le : ses objets apparaissent dans votre [Inventaire](/profile/trade/inventory).
2. Sélectionnez des objets et appuyez sur **Mettre en vente**. Fixez un prix pour chacun : le prix recommandé est affiché, et le prix doit rester dans les limites de l’objet (au moins {minPriceUsd}, {minPriceEur} ou {minPriceRub}).
3. Vos objets sont sur le marché. Ils restent sur votre compte de jeu jusqu’à ce qu’un acheteur les récupère.

N’échangez pas dans le jeu les objets mis en vente : si un acheteur ne peut pas les recevoir, la vente est annulée et votre note de vendeur change de {sellerMissingPoints}. Après un changement, un objet peut de nouveau être modifié au bout de {itemPause}.
`,
    },
    sellerFee: {
      title: 'Quelle commission le site prend-il ?',
      body: `
La commission de vente est de **{feeRub}** pour les prix en roubles, **{feeUsd}** en dollars et **{feeEur}** en euros. L’acheteur paie le prix que vous fixez ; vous recevez le prix moins la commission : une annonce à {feeExamplePrice} vous rapporte {feeExampleReceives}.

La fenêtre où vous fixez les prix indique ce que vous recevez pour chaque objet. La commission est retenue à la livraison de l’objet ; rien n’est facturé pour les objets qui ne se vendent pas.
`,
    },
    freezeAccount: {
      title: 'Que fait le gel d’un compte ?',
      body: `
Le gel retire de la vente, d’un coup, tous les objets d’un compte lié, par exemple pendant que vous jouez ou échangez avec ce compte dans le jeu. Leurs prix sont conservés.

- Appuyez sur **Geler** sur le compte dans votre [Inventaire](/profile/trade/inventory).
- **Dégeler** remet les objets en vente aux mêmes prix.

Un compte ne peut pas être gelé tant qu’un de ses objets fait l’objet d’une transaction (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`) : attendez la fin de l’échange de l’acheteur. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` signifie que le compte ne fonctionne pas en ce moment (sa session a expiré ou il est bloqué), et \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\` qu’il n’y a rien à dégeler.
`,
    },
    whenPaid: {
      title: 'Quand suis-je payé pour une vente ?',
      body: `
Quand l’échange de l’acheteur se termine : le prix moins la [commission de vente](/help/faq/sell#sellerFee) arrive sur votre solde, et votre note de vendeur change de {sellerSalePoints} par objet.

- Un acheteur qui ne récupère pas dans un délai de {collectTime} : l’achat est annulé et l’objet est remis en vente.
- Un échange qui échoue de votre côté (la session a expiré, les objets manquent, votre compte est banni) : l’achat est annulé et l’objet est mis de côté. Les annonces du compte sont suspendues jusqu’à ce qu’il fonctionne de nouveau : synchronisez-le, ou liez-le à nouveau si sa session a expiré.
`,
    },
    linkAccount: {
      title: 'Comment lier un compte de jeu ?',
      body: `
Dans [Comptes liés](/profile/trade/connected), choisissez le jeu et collez le **cookie de session** du compte de jeu qui détient vos objets. Le jeu le confirme.

- Le site conserve le cookie chiffré et ne l’utilise que pour synchroniser l’inventaire et remettre ce que vous vendez. Il n’est plus jamais affiché.
- Vous pouvez lier jusqu’à {maxLinkedAccounts} comptes. Un compte de jeu ne peut être lié que par un seul utilisateur.
- Ne donnez jamais le cookie à personne : il ouvre votre compte de jeu.

**Délier** retire du marché les objets du compte et fait oublier le cookie au site (pas tant qu’un de ses objets fait l’objet d’une transaction).
`,
    },
    failedLinkAccount: {
      title: 'Pourquoi n’ai-je pas pu lier mon compte ?',
      body: `
- \`NOT_FOUND\` : le cookie n’est pas valide. Copiez à nouveau la valeur entière, sans espaces.
- \`NO_ACCESS\` : la session a expiré ou le compte de jeu est banni. Reconnectez-vous au jeu et copiez un cookie neuf.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\` : vous avez déjà lié le nombre maximal de comptes ({maxLinkedAccounts}). Déliez-en un d’abord.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\` : ce compte de jeu est déjà lié, par vous ou par quelqu’un d’autre.
- \`SELLER_IS_BLOCKED\` : votre note de vendeur est tombée jusqu’à un blocage ; voir [notes et sanctions](/help/faq/rating).

Un compte dont la session a expiré (code de synchronisation \`500\`) se répare en le liant à nouveau avec un cookie neuf.
`,
    },
    syncInventory: {
      title: 'Comment fonctionne une synchronisation ?',
      body: `
Une synchronisation charge les objets d’un compte lié dans votre [Inventaire](/profile/trade/inventory). Appuyez sur **Synchroniser** sur le compte :

1. Elle attend son tour tant qu’un autre échange utilise le compte.
2. Elle vérifie la session et entre dans le jeu avec ce compte.
3. Elle lit l’inventaire : les nouveaux objets arrivent, et ceux qui ne sont plus sur le compte quittent votre inventaire et le marché.

Un compte peut être synchronisé une fois toutes les {syncInterval}. Une synchronisation charge jusqu’à {syncMaxItems} objets et ignore les objets aux noms de jeu de rôle. Vous pouvez l’annuler jusqu’à ce qu’elle entre dans le jeu.
`,
    },
    syncFailed: {
      title: 'Pourquoi ma synchronisation a-t-elle échoué ?',
      body: `
Le compte affiche la raison et son code :

- \`500\` la session de jeu a expiré : [liez le compte à nouveau](/help/faq/readyForSell#linkAccount) avec un cookie neuf.
- \`501\` le bot n’a pas répondu à temps ; \`502\` le compte a été expulsé du jeu ; \`504\` des amis ont interféré ; \`506\` un problème est survenu dans le jeu ; \`507\` le délai est dépassé : réessayez plus tard.
- \`503\` le compte n’a pas de licence d’échange dans le jeu.
- \`505\` le compte a un bannissement ou un avertissement dans le jeu : il est bloqué temporairement.
- \`508\` le tutoriel du jeu n’est pas terminé sur ce compte : terminez-le d’abord.

Au lancement : \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` signifie que le compte a été synchronisé récemment (le message indique quand il pourra l’être de nouveau), \`ALREADY_STARTED\` qu’une synchronisation est en cours, et \`TRADE_AUTO_LOCK\` que le système est surchargé : réessayez dans quelques minutes.
`,
    },
    howQuickSale: {
      title: 'Qu’est-ce qu’une vente rapide ?',
      body: `
Une vente rapide vend vos objets synchronisés au site tout de suite, sans attendre d’acheteur. Ouvrez [Vente rapide](/profile/trade/fast-sell) :

1. Le site propose {quickSaleShare} du prix recommandé de chaque objet, jamais plus que le prix le plus bas auquel il est en vente. Les objets en vente peuvent aussi être vendus : ils quittent le marché.
2. Choisissez les objets (jusqu’à {quickSaleMaxItems}) et lancez la vente.
3. Ajoutez le bot du site (son pseudo est affiché) en ami dans le jeu et appuyez sur **Prêt**.
4. Le bot ouvre l’échange et prend les objets ; vous êtes payé exactement pour les objets qu’il a pris.

L’offre tient environ {quickSaleHold} une fois la vente lancée. Vous pouvez annuler jusqu’à ce que le bot entre dans le jeu.
`,
    },
    quickSaleFailed: {
      title: 'Pourquoi ma vente rapide a-t-elle échoué ?',
      body: `
La vente affiche un code ; les objets qu’elle n’a pas pris restent à vous.

- \`300\` la session de jeu a expiré : liez le compte à nouveau.
- \`301\` le bot n’a pas répondu à temps ; \`302\` le bot a été expulsé ; \`304\` des amis ont interféré ; \`306\` un problème est survenu dans le jeu ; \`307\` l’échange a expiré : réessayez.
- \`303\` le compte n’a pas de licence d’échange ; \`305\` il a un bannissement ou un avertissement.
- \`308\` le dernier objet restant d’un compte ne peut pas être transféré.

Au lancement : \`PRICES_HAVE_CHANGED\` indique la nouvelle offre, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` signifie qu’aucun bot ne peut échanger pour l’instant, et \`ALREADY_STARTED\` que ce compte a déjà une vente rapide en cours.
`,
    },
    howExchange: {
      title: 'Comment fonctionne l’échange ?',
      body: `
Dans [Échanges](/trade), vous donnez des objets synchronisés d’un compte lié, et du solde si besoin, contre des objets du stock du site, en un seul échange avec le bot du site où les deux côtés donnent.

- Vos objets comptent pour leur valeur de reprise : le prix recommandé, jamais plus que le prix le plus bas en vente. Ceux du site comptent au prix demandé par le marché.
- Si le côté du site vaut plus, vous ajoutez la différence depuis votre solde. Si le vôtre vaut plus, le site vous verse la différence, jusqu’à {exchangeChangeShare} de son côté (\`EXCHANGE_CHANGE_TOO_LARGE\` au-delà).
- Jusqu’à {exchangeMaxItems} objets par échange. Les objets que vous avez vendus au site ne peuvent pas être repris ainsi.

Le jeu effectue un échange en entier ou pas du tout : s’il échoue, tout reste en place et le solde réservé est libéré.
`,
    },
    howRatingWorks: {
      title: 'Que sont les notes d’acheteur et de vendeur ?',
      body: `
Chaque compte a deux notes. La **note d’acheteur** commence à {buyerStart} ; la **note de vendeur** commence à {sellerStart} et ne dépasse pas {sellerMax}. Aucune ne descend sous zéro.

Les transactions réussies les font monter ; les échecs que vous causez les font baisser : voir [ce qui fait bouger une note](/help/faq/rating#ratingPoints). Tomber à un seuil entraîne un avertissement ou un blocage : voir [les paliers de sanctions](/help/faq/rating#ratingLadders).

Vos notes, leur historique et vos avis sont dans [Mes notes](/profile/ratings).
`,
    },
    ratingPoints: {
      title: 'Qu’est-ce qui fait bouger ma note ?',
      body: `
Les objets récupérés et livrés comptent un par un ; un échange échoué compte une fois.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'Que se passe-t-il quand ma note baisse ?',
      body: `
Tomber à un seuil entraîne sa conséquence une fois :

[[ladder.buyer]]

[[ladder.seller]]

Un blocage temporaire prend fin de lui-même. Un blocage sans fin et la perte de l’accès aux ventes durent jusqu’à ce que le support les lève. Quand votre note repasse au-dessus d’un seuil, vous êtes félicité.
`,
    },
    ratingBlocks: {
      title: 'Que ne puis-je pas faire pendant un blocage ?',
      body: `
- Un **blocage d’acheteur** arrête les achats et les réservations de panier (\`BUYER_IS_BLOCKED\`) ; vos achats automatiques attendent sa fin.
- Un **blocage de vendeur**, ou la perte de l’accès aux ventes, arrête les mises en vente, les changements de prix, les synchronisations, la liaison et la déliaison de comptes et les ventes rapides (\`SELLER_IS_BLOCKED\`).
- Un échange demande les deux.

Vous pouvez toujours récupérer ce que vous avez déjà payé, et les échanges en cours se terminent. Vos objets déjà en vente restent en vente. Le message indique la fin du blocage.
`,
    },
    howAutobuy: {
      title: 'Qu’est-ce qu’un achat automatique ?',
      body: `
Un ordre permanent : vous indiquez un objet, un prix par unité et une quantité, et le site l’achète pour vous dès qu’une annonce à ce prix ou moins apparaît. Créez-le depuis la page d’un objet ou une carte produit ; vos ordres sont dans [Achats automatiques](/profile/autobuy).

- La quantité va jusqu’à {autopurchaseQuantityMax} ; vous pouvez avoir jusqu’à {autopurchasesActiveMax} ordres ouverts.
- La somme (prix multiplié par la quantité) est réservée sur votre solde.
- Vous payez le prix de l’annonce, jamais plus que le vôtre, et gardez la différence. Vos propres annonces ne sont jamais achetées.

Ce qui est acheté attend dans [Objets achetés](/profile/purchased) : récupérez-le dans un délai de {collectTime}, comme tout achat.
`,
    },
    autobuyHold: {
      title: 'Puis-je modifier ou annuler un achat automatique ?',
      body: `
Oui. Modifiez son prix ou sa quantité (jamais en dessous de ce qui a déjà été acheté) et la somme réservée suit ; annulez-le et le reste est libéré sur votre solde.

Un ordre non exécuté au bout de {autopurchaseLife} prend fin de lui-même et son reste est libéré. Tant que votre note d’acheteur bloque les achats, vos ordres attendent ; rien n’est acheté pendant la maintenance des ventes.
`,
    },
    howTopUp: {
      title: 'Comment recharger mon solde ?',
      body: `
1. Ouvrez [Recharger le solde](/topups), saisissez le montant et choisissez un moyen de paiement.
2. Payez sur la page sécurisée du prestataire de paiement.
3. Revenez sur le site : l’argent est crédité dès que le prestataire confirme le paiement.

[[limits.topup]]

Chaque devise a son propre solde. Un moyen de paiement peut être temporairement indisponible ; la page l’indique.
`,
    },
    cashoutFees: {
      title: 'Quels sont les frais et les limites des retraits ?',
      body: `
Sur [Retrait](/withdraw), les frais et le montant reçu s’affichent avant de confirmer.

[[fees.cashout]]

[[limits.cashout]]

Les retraits sont vérifiés et versés par les opérateurs. Un retrait ne peut être annulé que par le support : [posez une question](/help/question).
`,
    },
    cashoutHold: {
      title: 'Pourquoi ne puis-je pas retirer tout mon solde ?',
      body: `
L’argent rechargé peut être retiré {topupHold} après avoir été crédité ; d’ici là, il reste sur le solde pour acheter. L’argent des ventes peut être retiré tout de suite.

Un retrait qui échoue ou est annulé revient en totalité sur votre solde.
`,
    },
    buyRbx: {
      title: 'Comment acheter des R$ ?',
      body: `
Sur la [page R$](/rbx), vous achetez de {rbxMin} à {rbxMax} R$ à la fois, payés avec votre solde. Deux façons :

- **Fast pass** : les R$ arrivent aussitôt sur votre compte de jeu ; {rbxFastPass1000} les mille R$.
- **Game pass** : moins cher, {rbxGamePass1000} les mille R$ ; le jeu retient les R$ pendant {gamePassDays} avant qu'ils soient à vous.

1. Saisissez le montant et choisissez la façon : la page affiche le prix d'un R$ et le total dans votre devise.
2. Saisissez le pseudo de votre compte de jeu.
3. Créez sur ce compte un passe de jeu au prix indiqué par la page ([comment](/help/faq/rbx#howManageGamepass)) et collez son lien ou son id.
4. Confirmez : le total est bloqué sur votre solde et notre bot achète votre passe.

Quand les R$ vous parviennent, la commande est **Payée** et le montant bloqué est débité. Si le bot ne peut pas acheter le passe (pas de tel passe sur ce compte, ou un autre prix), la commande est **Échouée** et l'argent revient sur votre solde. Vos commandes sont sur la page R$ et dans votre [historique](/profile/history).
`,
    },
    howManageGamepass: {
      title: 'Comment créer le passe de jeu ?',
      body: `
Notre bot livre les R$ en achetant un passe de jeu que vous mettez en vente. Le jeu garde {gamePassFee} du prix d'un passe : le passe doit donc coûter plus que les R$ voulus, et la page R$ calcule ce prix pour vous. Pour {rbxExampleAmount} R$, le passe coûte {rbxExamplePassPrice} R$.

1. Ouvrez le site du jeu et connectez-vous avec le compte qui doit recevoir les R$.
2. Allez dans **Créer**, choisissez une de vos expériences et ouvrez **Passes**.
3. Créez un nouveau passe : nom et image au choix.
4. Dans ses réglages **Ventes**, activez **Article en vente** et fixez exactement le prix affiché par la page R$. Enregistrez.
5. Copiez le lien du passe dans la barre d'adresse (ou le numéro qu'il contient, l'id du passe) et collez-le sur la page R$.

Le passe doit appartenir au pseudo saisi et coûter exactement le prix affiché : sinon la commande échoue avec **Passe introuvable** ou **Le prix n'est pas celui calculé**, et l'argent revient sur votre solde. Laissez le passe en vente jusqu'au paiement de la commande.
`,
    },
    passwordRules: {
      title: 'Qu’est-ce qu’un mot de passe valide, et comment le changer ?',
      body: `
Un mot de passe compte de {passwordMin} à {passwordMax} caractères : lettres latines, chiffres et symboles comme \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, avec au moins une minuscule, une majuscule, un chiffre et un symbole.

- Pour le changer, ouvrez [Sécurité](/profile/security) dans votre profil et saisissez l’ancien mot de passe puis deux fois le nouveau. Tous les autres appareils sont déconnectés.
- Oublié ? Choisissez **Mot de passe oublié ?** dans le formulaire de connexion : un code est envoyé à votre e-mail, et un nouveau mot de passe déconnecte tous les appareils.
`,
    },
    twoFactor: {
      title: 'Comment activer l’authentification à deux facteurs ?',
      body: `
Là où le site la propose, ouvrez [Paramètres de sécurité](/profile/security-settings) dans votre profil :

1. Scannez le code QR avec une application d’authentification (ou saisissez la clé à la main).
2. Saisissez le code affiché par l’application et appuyez sur **Activer**.

Dès lors, chaque connexion demande un code de l’application après votre mot de passe. Pour la désactiver, saisissez un code valide.
`,
    },
    sessions: {
      title: 'Combien de temps reste-t-on connecté ?',
      body: `
La connexion ouvre une session : une clé d’accès courte (valable {accessTokenLife}) renouvelée automatiquement, jusqu’à {refreshTokenLife} après votre dernière visite sur le site.

- **Se déconnecter** ferme la session sur cet appareil.
- Changer ou réinitialiser votre mot de passe ferme toutes les sessions.
- Si une ancienne clé de renouvellement est réutilisée (par exemple copiée depuis votre appareil), toute la session est fermée et vous vous reconnectez.
`,
    },
  },
  labels: {
    buyerLadder: 'Note d’acheteur',
    sellerLadder: 'Note de vendeur',
    threshold: 'La note tombe à',
    consequence: 'Conséquence',
    warning: 'Un avertissement',
    finalWarning: 'Un dernier avertissement',
    block: 'Bloqué pendant {duration}',
    blockUntilLifted: 'Bloqué jusqu’à ce que le support lève le blocage',
    salesAccessLost: 'Ventes fermées jusqu’à ce que le support les rouvre',
    buyerPoints: 'Note d’acheteur',
    sellerPoints: 'Note de vendeur',
    event: 'Événement',
    points: 'Points',
    buyerReasons: {
      item_collected: 'Chaque objet que vous récupérez',
      trade_failed: 'Chaque échange échoué de votre fait',
      offer_cancelled: 'Chaque offre d’échange que vous refusez',
      purchase_cancelled: 'Chaque achat que vous annulez',
    },
    sellerReasons: {
      sale_completed: 'Chaque objet vendu et livré',
      items_missing: 'Un échange échoué : des objets manquent sur votre compte de jeu',
      too_many_friends: 'La liste d’amis de votre compte est trop pleine pour ajouter l’acheteur',
      account_problem: 'Un problème avec votre compte de jeu',
      kicked_buyer: 'Expulser l’acheteur ou modifier les données du compte',
      game_ban: 'Un avertissement ou un bannissement de votre compte de jeu',
    },
    topupLimits: 'Une recharge',
    cashoutLimits: 'Un retrait',
    currency: 'Devise',
    minimum: 'Minimum',
    maximum: 'Maximum',
    cashoutFees: 'Frais de retrait',
    method: 'Moyen',
    fee: 'Frais',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Carte bancaire',
      ewallet_a: 'Portefeuille électronique',
      ewallet_b: 'Portefeuille électronique (second service)',
      mobile: 'Opérateur mobile',
    },
  },
};
