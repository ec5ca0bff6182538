import type { FaqContent } from './types';

// As perguntas frequentes em português (fonte: en.ts). Não há números aqui: {valores} e [[tabelas]] vêm do código.
export const pt: FaqContent = {
  sections: {
    buy: { title: 'Comprar', description: 'Comprar itens com seu saldo e o que significa uma compra que falhou.' },
    withdraw: {
      title: 'Receber itens',
      description: 'Levar o que você comprou para sua conta do jogo: o prazo, a troca e suas falhas.',
    },
    sell: {
      title: 'Vender',
      description: 'Colocar itens à venda, a taxa de venda, congelar uma conta e receber o pagamento.',
    },
    readyForSell: {
      title: 'Vincular e sincronizar contas',
      description: 'Vincular uma conta do jogo pelo cookie de sessão e carregar seus itens.',
    },
    quickSale: {
      title: 'Venda rápida e troca',
      description: 'Vender itens ao site na hora, ou trocá-los por itens do site.',
    },
    rating: {
      title: 'Avaliações e penalidades',
      description: 'Como mudam as avaliações de comprador e vendedor e o que uma queda traz.',
    },
    autobuy: {
      title: 'Compras automáticas',
      description: 'Ordens permanentes que compram um item assim que ele estiver à venda pelo seu preço.',
    },
    money: { title: 'Recargas e saques', description: 'Adicionar dinheiro ao saldo e sacá-lo.' },
    rbx: { title: 'R$', description: 'Comprar a moeda do jogo R$: fast pass ou game pass, e como criar o passe.' },
    security: {
      title: 'Segurança da conta',
      description: 'Senhas, autenticação em dois fatores e sessões conectadas.',
    },
  },
  articles: {
    howToBuy: {
      title: 'Como compro um item?',
      body: `
Encontre o item no [mercado](/) e escolha como comprá-lo:

- **Adicionar ao carrinho** junta itens de vendedores diferentes: o carrinho comporta até {cartMaxItems} itens, comprados juntos.
- **Comprar agora** abre uma janela rápida para comprar um item, na quantidade que você escolher, na hora.

Você paga com o saldo na moeda escolhida no topo da página; cada moeda tem seu próprio saldo. Se o saldo não for suficiente, a janela mostra quanto falta e oferece uma [recarga](/topups).

Os preços são conferidos de novo quando você confirma. O que você comprou espera em [Itens comprados](/profile/purchased): receba na sua conta do jogo em até {collectTime}, ou a compra é cancelada e o dinheiro volta para o seu saldo.
`,
    },
    errorWithBuying: {
      title: 'Por que minha compra falhou?',
      body: `
Uma compra acontece por inteiro ou não muda nada: se falhar, nenhum dinheiro é cobrado. A mensagem diz o motivo:

- \`INVALID_USER_BALANCE\`: não há dinheiro suficiente no seu saldo nesta moeda. [Recarregue](/topups) o valor que falta e compre de novo.
- \`PRICES_HAVE_CHANGED\`: um vendedor mudou um preço depois que você abriu a página. O carrinho mostra os novos preços: confira e confirme de novo.
- \`CANNOT_BUY_YOUR_PRODUCT\`: o item é um anúncio seu. Ele sai do carrinho.
- \`NOT_FOUND\`: o item foi vendido ou retirado da venda nesse meio-tempo. Ele sai do carrinho; atualize a página para ver o que está à venda agora.
- \`NONE_IN_STOCK\`: restam menos unidades do que você pediu. A quantidade é reduzida: confirme de novo.
- \`TECH_WORKS\`: as vendas estão em manutenção. As compras ficam pausadas por um tempo; tente mais tarde.
- \`BUYER_IS_BLOCKED\`: sua avaliação de comprador caiu até um bloqueio. A mensagem diz até quando; veja [avaliações e penalidades](/help/faq/rating).

Qualquer outro caso mostra "Algo deu errado": atualize a página e tente de novo.
`,
    },
    cancelPurchase: {
      title: 'Posso cancelar uma compra?',
      body: `
Sim, enquanto ela espera para ser recebida: toque em **Cancelar** ao lado do item em [Itens comprados](/profile/purchased). O dinheiro volta na hora para o saldo e o item volta à venda. Cancelar muda sua avaliação de comprador em {buyerCancelPoints}.

Depois que uma troca do item começou, não dá mais para cancelar: acompanhe-a na página [Retirada de itens](/profile/items-withdrawal).

Uma compra não recebida em até {collectTime} é cancelada sozinha, sem mudar a avaliação: o dinheiro volta e o item aparece em [Itens antigos](/profile/old-items).
`,
    },
    collectTime: {
      title: 'Quanto tempo tenho para receber o que comprei?',
      body: `
**{collectTime}** a partir da compra. Cada item em [Itens comprados](/profile/purchased) mostra o tempo restante.

- Enquanto uma troca do item está em andamento, o tempo para.
- Se a troca falhar por sua parte ou sem culpa de ninguém, o item volta a esperar e o tempo continua de onde parou.
- Se a troca falhar por parte do vendedor, a compra é cancelada e o dinheiro volta na hora para o saldo.

Quando o tempo acaba, a compra é cancelada, o dinheiro volta para o saldo e o item volta à venda.
`,
    },
    howToCollect: {
      title: 'Como funciona o recebimento?',
      body: `
O item fica na conta do jogo do vendedor até você recebê-lo; então o site o entrega numa troca dentro do jogo.

1. Em [Itens comprados](/profile/purchased), selecione os itens e toque em **Receber**.
2. Digite seu apelido no jogo: a conta que recebe os itens (o site lembra dele na próxima vez).
3. Aceite o pedido de amizade da conta que entrega (a do vendedor, ou um bot do site para os itens do próprio site) e encontre-a no jogo.
4. A troca abre com seus itens. Adicione **um item de comida barato** ({foodItems}) e aceite.

Itens de vendedores diferentes chegam em trocas separadas; uma troca leva até {tradeMaxItems} itens, {tradeMaxPerSlot} por espaço. Acompanhe cada troca ao vivo na página [Retirada de itens](/profile/items-withdrawal).

Trocas em Murder Mystery 2 exigem nível {mm2TradeLevel} no jogo.
`,
    },
    withdrawalRefused: {
      title: 'Por que não consigo começar a receber?',
      body: `
- \`NOT_FOUND\`: os itens não esperam mais para ser recebidos (o tempo acabou ou foram cancelados). Atualize a página.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: você já tem o máximo de trocas ao mesmo tempo ({withdrawalMaxActiveTrades}). Conclua-as primeiro.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: estes itens precisam de mais trocas do que você ainda pode começar. Receba menos itens agora.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: a conta do vendedor está entregando a outros compradores. Tente de novo em alguns minutos.
- \`LEVEL_TOO_LOW\`: trocas em Murder Mystery 2 exigem nível {mm2TradeLevel} no jogo.

Códigos de troca: \`9\` nenhuma conta do jogo tem esse apelido: confira a grafia; \`10\` já existe uma troca em andamento com estes itens; \`13\` trabalhos técnicos em larga escala, as trocas estão pausadas; \`14\` você perdeu um encontro no jogo: espere alguns minutos; \`15\` o limite temporário de {dailyTradeLimit} trocas por dia foi atingido; \`4\` trocas demais de uma vez: receba menos itens; \`6\` e \`7\` as trocas estão em modo de teste.
`,
    },
    withdrawalFailed: {
      title: 'Minha troca de recebimento falhou: e agora?',
      body: `
A página [Retirada de itens](/profile/items-withdrawal) diz o motivo. O que acontece depois depende de qual lado falhou:

- **Lado do vendedor** (a sessão do jogo dele expirou, a conta dele está banida, os itens sumiram, o último item de uma conta, ele expulsou você, a lista de amigos dele está cheia): a compra é cancelada e o dinheiro volta na hora para o saldo.
- **Seu lado** (você recusou a troca ou saiu do jogo, não adicionou comida, não aceitou o pedido de amizade a tempo, seu nível é baixo demais): os itens voltam a esperar, o prazo continua correndo e você pode tocar em **Tentar de novo** ou cancelar a compra. Sua avaliação de comprador muda em {buyerTradeFailedPoints}, ou em {buyerDeclinedPoints} se você recusou a troca.
- **Sem culpa de ninguém** (um erro no jogo, uma troca cancelada): os itens voltam a esperar e você pode tentar de novo.

Se a mensagem disser que o bot não encontrou os itens (código \`2\`), [fale com o suporte](/help/question).
`,
    },
    howToSell: {
      title: 'Como vendo itens?',
      body: `
1. [Vincule sua conta do jogo](/help/faq/readyForSell#linkAccount) e sincronize-a: os itens dela aparecem no seu [Inventário](/profile/trade/inventory).
2. Selecione itens e toque em **Colocar à venda**. Defina um preço para cada um: o preço recomendado aparece, e o preço precisa ficar dentro dos limites do item (no mínimo {minPriceUsd}, {minPriceEur} ou {minPriceRub}).
3. Seus itens estão no mercado. Eles ficam na sua conta do jogo até um comprador recebê-los.

Não troque no jogo os itens anunciados: se um comprador não puder recebê-los, a venda é cancelada e sua avaliação de vendedor muda em {sellerMissingPoints}. Depois de uma alteração, o item só pode ser mexido de novo após {itemPause}.
`,
    },
    sellerFee: {
      title: 'Qual taxa o site cobra?',
      body: `
A taxa de venda é de **{feeRub}** para preços em rublos, **{feeUsd}** em dólares e **{feeEur}** em euros. O comprador paga o preço que você define; você recebe o preço menos a taxa: um anúncio de {feeExamplePrice} rende {feeExampleReceives} para você.

A janela onde você define os preços mostra quanto recebe por cada item. A taxa é retida quando o item é entregue; nada é cobrado por itens que não vendem.
`,
    },
    freezeAccount: {
      title: 'O que faz congelar uma conta?',
      body: `
Congelar tira da venda, de uma vez, todos os itens de uma conta vinculada, por exemplo enquanto você joga ou troca com essa conta no jogo. Os preços ficam guardados.

- Toque em **Congelar** na conta, no seu [Inventário](/profile/trade/inventory).
- **Descongelar** volta a pôr os itens à venda pelos mesmos preços.

Não dá para congelar uma conta enquanto um dos itens dela está numa negociação (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): espere a troca do comprador terminar. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` significa que a conta não está funcionando agora (a sessão expirou ou ela está bloqueada), e \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\`, que não há nada para descongelar.
`,
    },
    whenPaid: {
      title: 'Quando recebo por uma venda?',
      body: `
Quando a troca do comprador termina: o preço menos a [taxa de venda](/help/faq/sell#sellerFee) vai para o seu saldo, e sua avaliação de vendedor muda em {sellerSalePoints} por item.

- Um comprador que não recebe em até {collectTime}: a compra é cancelada e o item volta à venda.
- Uma troca que falha por sua parte (a sessão expirou, os itens sumiram, sua conta está banida): a compra é cancelada e o item é separado. Os anúncios da conta ficam pausados até ela voltar a funcionar: sincronize-a, ou vincule-a de novo se a sessão expirou.
`,
    },
    linkAccount: {
      title: 'Como vinculo uma conta do jogo?',
      body: `
Em [Contas vinculadas](/profile/trade/connected), escolha o jogo e cole o **cookie de sessão** da conta do jogo que tem seus itens. O jogo o confirma.

- O site guarda o cookie criptografado e o usa só para sincronizar o inventário e entregar o que você vende. Ele nunca é mostrado de novo.
- Você pode vincular até {maxLinkedAccounts} contas. Uma conta do jogo só pode ser vinculada por um usuário.
- Nunca dê o cookie a ninguém: ele abre sua conta do jogo.

**Desvincular** tira os itens da conta do mercado e faz o site esquecer o cookie (não enquanto um dos itens dela estiver numa negociação).
`,
    },
    failedLinkAccount: {
      title: 'Por que não consegui vincular minha conta?',
      body: `
- \`NOT_FOUND\`: o cookie não é válido. Copie o valor inteiro de novo, sem espaços.
- \`NO_ACCESS\`: a sessão expirou ou a conta do jogo está banida. Entre no jogo de novo e copie um cookie novo.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: você já vinculou o número máximo de contas ({maxLinkedAccounts}). Desvincule uma primeiro.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: esta conta do jogo já está vinculada, por você ou por outra pessoa.
- \`SELLER_IS_BLOCKED\`: sua avaliação de vendedor caiu até um bloqueio; veja [avaliações e penalidades](/help/faq/rating).

Uma conta cuja sessão expirou (código de sincronização \`500\`) é consertada vinculando-a de novo com um cookie novo.
`,
    },
    syncInventory: {
      title: 'Como funciona uma sincronização?',
      body: `
Uma sincronização carrega os itens de uma conta vinculada no seu [Inventário](/profile/trade/inventory). Toque em **Sincronizar agora** na conta:

1. Ela espera na fila enquanto outra troca usa a conta.
2. Confere a sessão e entra no jogo como a conta.
3. Lê o inventário: itens novos chegam, e os que não estão mais na conta saem do seu inventário e do mercado.

Uma conta pode ser sincronizada uma vez a cada {syncInterval}. Uma sincronização carrega até {syncMaxItems} itens e pula itens com nomes de roleplay. Você pode cancelá-la até ela entrar no jogo.
`,
    },
    syncFailed: {
      title: 'Por que minha sincronização falhou?',
      body: `
A conta mostra o motivo e o código:

- \`500\` a sessão do jogo expirou: [vincule a conta de novo](/help/faq/readyForSell#linkAccount) com um cookie novo.
- \`501\` o bot não respondeu a tempo; \`502\` a conta foi expulsa do jogo; \`504\` amigos atrapalharam; \`506\` algo deu errado no jogo; \`507\` o tempo acabou: tente mais tarde.
- \`503\` a conta não tem licença de troca no jogo.
- \`505\` a conta tem um banimento ou um aviso no jogo: ela está bloqueada temporariamente.
- \`508\` o tutorial do jogo não foi concluído nesta conta: conclua-o primeiro.

Ao começar: \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` significa que a conta foi sincronizada há pouco (a mensagem diz quando poderá de novo), \`ALREADY_STARTED\`, que já há uma sincronização em andamento, e \`TRADE_AUTO_LOCK\`, que o sistema está sobrecarregado: tente em alguns minutos.
`,
    },
    howQuickSale: {
      title: 'O que é uma venda rápida?',
      body: `
Uma venda rápida vende seus itens sincronizados ao site na hora, sem esperar um comprador. Abra [Venda rápida](/profile/trade/fast-sell):

1. O site oferece {quickSaleShare} do preço recomendado de cada item, nunca mais que o menor preço pelo qual ele está à venda. Itens anunciados também podem ser vendidos: eles saem do mercado.
2. Escolha os itens (até {quickSaleMaxItems}) e inicie a venda.
3. Adicione o bot do site (o apelido dele aparece) como amigo no jogo e toque em **Pronto**.
4. O bot abre a troca e leva os itens; você recebe exatamente pelos itens que ele levou.

A oferta vale por cerca de {quickSaleHold} depois que a venda começa. Você pode cancelar até o bot entrar no jogo.
`,
    },
    quickSaleFailed: {
      title: 'Por que minha venda rápida falhou?',
      body: `
A venda mostra um código; os itens que ela não levou continuam seus.

- \`300\` a sessão do jogo expirou: vincule a conta de novo.
- \`301\` o bot não respondeu a tempo; \`302\` o bot foi expulso; \`304\` amigos atrapalharam; \`306\` algo deu errado no jogo; \`307\` a troca expirou: tente de novo.
- \`303\` a conta não tem licença de troca; \`305\` ela tem um banimento ou um aviso.
- \`308\` o último item que resta numa conta não pode ser transferido.

Ao começar: \`PRICES_HAVE_CHANGED\` informa a nova oferta, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` significa que nenhum bot pode trocar agora, e \`ALREADY_STARTED\`, que esta conta já tem uma venda rápida em andamento.
`,
    },
    howExchange: {
      title: 'Como funciona a troca?',
      body: `
Em [Trocas](/trade) você dá itens sincronizados de uma conta vinculada, e saldo se precisar, em troca de itens do estoque do site, numa única troca com o bot do site em que os dois lados dão.

- Seus itens contam pelo valor de troca: o preço recomendado, nunca mais que o menor preço à venda. Os do site contam pelo preço que o mercado pede.
- Se o lado do site vale mais, você completa a diferença com seu saldo. Se o seu vale mais, o site paga a diferença, até {exchangeChangeShare} do lado dele (\`EXCHANGE_CHANGE_TOO_LARGE\` além disso).
- Até {exchangeMaxItems} itens numa troca. Itens que você vendeu ao site não podem ser recuperados assim.

O jogo faz uma troca por inteiro ou nada: se falhar, tudo fica onde estava e o saldo reservado é liberado.
`,
    },
    howRatingWorks: {
      title: 'O que são as avaliações de comprador e vendedor?',
      body: `
Toda conta tem duas avaliações. A **avaliação de comprador** começa em {buyerStart}; a **avaliação de vendedor** começa em {sellerStart} e não passa de {sellerMax}. Nenhuma fica abaixo de zero.

Negócios que dão certo as aumentam; falhas que você causa as diminuem: veja [o que muda uma avaliação](/help/faq/rating#ratingPoints). Cair até um limite traz um aviso ou um bloqueio: veja [as escadas de penalidades](/help/faq/rating#ratingLadders).

Suas avaliações, o histórico e seus avisos estão em [Minhas avaliações](/profile/ratings).
`,
    },
    ratingPoints: {
      title: 'O que muda minha avaliação?',
      body: `
Itens recebidos e entregues contam um a um; uma troca que falhou conta uma vez.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'O que acontece quando minha avaliação cai?',
      body: `
Cair até um limite traz a consequência dele uma vez:

[[ladder.buyer]]

[[ladder.seller]]

Um bloqueio com prazo termina sozinho. Um bloqueio sem fim e a perda do acesso às vendas duram até o suporte retirá-los. Quando sua avaliação volta a passar de um limite, você recebe parabéns.
`,
    },
    ratingBlocks: {
      title: 'O que não posso fazer enquanto estou bloqueado?',
      body: `
- Um **bloqueio de comprador** impede compras e reservas de carrinho (\`BUYER_IS_BLOCKED\`); suas compras automáticas esperam ele acabar.
- Um **bloqueio de vendedor**, ou a perda do acesso às vendas, impede anunciar, mudar preços, sincronizar, vincular e desvincular contas e vendas rápidas (\`SELLER_IS_BLOCKED\`).
- Uma troca precisa dos dois.

Você ainda pode receber o que já pagou, e as trocas em andamento terminam. Seus itens já anunciados continuam à venda. A mensagem diz quando o bloqueio termina.
`,
    },
    howAutobuy: {
      title: 'O que é uma compra automática?',
      body: `
Uma ordem permanente: você indica um item, um preço por unidade e uma quantidade, e o site compra para você assim que surgir um anúncio por esse preço ou menos. Crie uma na página de um item ou num card de produto; suas ordens estão em [Compras automáticas](/profile/autobuy).

- A quantidade vai até {autopurchaseQuantityMax}; você pode ter até {autopurchasesActiveMax} ordens abertas.
- A soma (preço vezes quantidade) fica reservada no seu saldo.
- Você paga o preço do anúncio, nunca mais que o seu, e fica com a diferença. Seus próprios anúncios nunca são comprados.

O que for comprado espera em [Itens comprados](/profile/purchased): receba em até {collectTime}, como qualquer compra.
`,
    },
    autobuyHold: {
      title: 'Posso alterar ou cancelar uma compra automática?',
      body: `
Sim. Altere o preço ou a quantidade (nunca abaixo do que já foi comprado) e a soma reservada acompanha; cancele e o restante é liberado no seu saldo.

Uma ordem não atendida em {autopurchaseLife} termina sozinha e o restante é liberado. Enquanto sua avaliação de comprador bloquear compras, suas ordens esperam; nada é comprado durante a manutenção das vendas.
`,
    },
    howTopUp: {
      title: 'Como recarrego meu saldo?',
      body: `
1. Abra [Recarregar saldo](/topups), digite o valor e escolha um método.
2. Pague na página segura do provedor de pagamento.
3. Volte ao site: o dinheiro é creditado assim que o provedor confirma o pagamento.

[[limits.topup]]

Cada moeda tem seu próprio saldo. Um método pode estar temporariamente indisponível; a página avisa.
`,
    },
    cashoutFees: {
      title: 'Quais são as taxas e os limites de saque?',
      body: `
Em [Saque](/withdraw) a taxa e o valor que você recebe aparecem antes de confirmar.

[[fees.cashout]]

[[limits.cashout]]

Os saques são conferidos e pagos pelos operadores. Um saque só pode ser cancelado pelo suporte: [faça uma pergunta](/help/question).
`,
    },
    cashoutHold: {
      title: 'Por que não consigo sacar todo o meu saldo?',
      body: `
O dinheiro recarregado pode ser sacado {topupHold} depois de creditado; até lá, fica no saldo para compras. O dinheiro de vendas pode ser sacado na hora.

Um saque que falha ou é cancelado volta integralmente para o seu saldo.
`,
    },
    buyRbx: {
      title: 'Como compro R$?',
      body: `
Na [página de R$](/rbx) você compra de {rbxMin} a {rbxMax} R$ por vez, pagando com o seu saldo. Há duas formas:

- **Fast pass**: os R$ chegam à sua conta do jogo na hora; {rbxFastPass1000} por mil R$.
- **Game pass**: mais barato, {rbxGamePass1000} por mil R$; o jogo retém os R$ por {gamePassDays} antes de serem seus.

1. Informe a quantidade e escolha a forma: a página mostra o preço de um R$ e o total na sua moeda.
2. Informe o apelido da sua conta do jogo.
3. Crie um passe de jogo nessa conta com o preço que a página indica ([como](/help/faq/rbx#howManageGamepass)) e cole o link ou id dele.
4. Confirme: o total fica reservado no seu saldo e o nosso bot compra o seu passe.

Quando os R$ chegam, o pedido fica **Pago** e o valor reservado é cobrado. Se o bot não conseguir comprar o passe (não existe esse passe na conta ou o preço é outro), o pedido **Falhou** e o dinheiro volta ao seu saldo. Seus pedidos estão na página de R$ e no seu [histórico](/profile/history).
`,
    },
    howManageGamepass: {
      title: 'Como crio o passe de jogo?',
      body: `
O nosso bot entrega R$ comprando um passe de jogo que você coloca à venda. O jogo fica com {gamePassFee} do preço do passe, então o passe precisa custar mais que os R$ que você quer: a página de R$ calcula o preço para você. Para {rbxExampleAmount} R$ o passe custa {rbxExamplePassPrice} R$.

1. Abra o site do jogo e entre com a conta que deve receber os R$.
2. Vá em **Criar**, escolha qualquer experiência sua e abra **Passes**.
3. Crie um novo passe: qualquer nome e imagem servem.
4. Nas configurações de **Vendas**, ative **Item à venda** e defina exatamente o preço que a página de R$ mostra. Salve.
5. Copie o link do passe na barra de endereço (ou o número nele, o id do passe) e cole na página de R$.

O passe precisa pertencer ao apelido informado e custar exatamente o preço mostrado: caso contrário o pedido falha com **Passe não encontrado** ou **O preço não é o calculado**, e o dinheiro volta ao seu saldo. Mantenha o passe à venda até o pedido ser pago.
`,
    },
    passwordRules: {
      title: 'O que é uma senha válida, e como a altero?',
      body: `
Uma senha tem de {passwordMin} a {passwordMax} caracteres: letras latinas, dígitos e símbolos como \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, com pelo menos uma letra minúscula, uma maiúscula, um dígito e um símbolo.

- Para alterá-la, abra [Segurança](/profile/security) no seu perfil e digite a senha antiga e duas vezes a nova. Todos os outros dispositivos são desconectados.
- Esqueceu? Escolha **Esqueceu a senha?** no formulário de entrada: um código é enviado ao seu e-mail, e uma nova senha desconecta todos os dispositivos.
`,
    },
    twoFactor: {
      title: 'Como ativo a autenticação em dois fatores?',
      body: `
Onde o site oferecer, abra [Configurações de segurança](/profile/security-settings) no seu perfil:

1. Escaneie o código QR com um app autenticador (ou digite a chave à mão).
2. Digite o código que o app mostra e toque em **Ativar**.

A partir daí, cada entrada pede um código do app depois da senha. Para desativar, digite um código válido.
`,
    },
    sessions: {
      title: 'Por quanto tempo fico conectado?',
      body: `
Entrar inicia uma sessão: uma chave de acesso curta (válida por {accessTokenLife}) renovada automaticamente, por até {refreshTokenLife} depois do seu último uso do site.

- **Sair** encerra a sessão neste dispositivo.
- Alterar ou redefinir a senha encerra todas as sessões.
- Se uma chave de renovação antiga for usada de novo (por exemplo, copiada do seu dispositivo), toda a sessão é encerrada e você entra de novo.
`,
    },
  },
  labels: {
    buyerLadder: 'Avaliação de comprador',
    sellerLadder: 'Avaliação de vendedor',
    threshold: 'A avaliação cai para',
    consequence: 'Consequência',
    warning: 'Um aviso',
    finalWarning: 'Um último aviso',
    block: 'Bloqueio de {duration}',
    blockUntilLifted: 'Bloqueio até o suporte retirá-lo',
    salesAccessLost: 'Vendas fechadas até o suporte reabri-las',
    buyerPoints: 'Avaliação de comprador',
    sellerPoints: 'Avaliação de vendedor',
    event: 'Evento',
    points: 'Pontos',
    buyerReasons: {
      item_collected: 'Cada item que você recebe',
      trade_failed: 'Cada troca que falhou por sua causa',
      offer_cancelled: 'Cada oferta de troca que você recusa',
      purchase_cancelled: 'Cada compra que você cancela',
    },
    sellerReasons: {
      sale_completed: 'Cada item vendido e entregue',
      items_missing: 'Uma troca que falhou: faltam itens na sua conta do jogo',
      too_many_friends: 'A lista de amigos da sua conta está cheia demais para adicionar o comprador',
      account_problem: 'Um problema com sua conta do jogo',
      kicked_buyer: 'Expulsar o comprador ou mudar os dados da conta',
      game_ban: 'Um aviso ou banimento na sua conta do jogo',
    },
    topupLimits: 'Uma recarga',
    cashoutLimits: 'Um saque',
    currency: 'Moeda',
    minimum: 'Mínimo',
    maximum: 'Máximo',
    cashoutFees: 'Taxas de saque',
    method: 'Método',
    fee: 'Taxa',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Cartão bancário',
      ewallet_a: 'Carteira digital',
      ewallet_b: 'Carteira digital (segundo serviço)',
      mobile: 'Operadora de celular',
    },
  },
};
