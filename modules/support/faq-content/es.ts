import type { FaqContent } from './types';

// Las preguntas frecuentes en español (fuente: en.ts). Aquí no hay números: {valores} y [[tablas]] vienen del código.
export const es: FaqContent = {
  sections: {
    buy: { title: 'Comprar', description: 'Comprar artículos con tu saldo y qué significa una compra fallida.' },
    withdraw: {
      title: 'Recoger artículos',
      description: 'Llevar lo que compraste a tu cuenta del juego: el plazo, el intercambio y sus fallos.',
    },
    sell: {
      title: 'Vender',
      description: 'Poner artículos en venta, la comisión, congelar una cuenta y cobrar.',
    },
    readyForSell: {
      title: 'Vincular y sincronizar cuentas',
      description: 'Vincular una cuenta del juego con su cookie de sesión y cargar sus artículos.',
    },
    quickSale: {
      title: 'Venta rápida e intercambio',
      description: 'Vender artículos al sitio al instante o cambiarlos por artículos del sitio.',
    },
    rating: {
      title: 'Valoraciones y sanciones',
      description: 'Cómo cambian las valoraciones de comprador y vendedor y qué trae una caída.',
    },
    autobuy: {
      title: 'Compras automáticas',
      description: 'Órdenes permanentes que compran un artículo en cuanto se vende a tu precio.',
    },
    money: { title: 'Recargas y retiros', description: 'Añadir dinero a tu saldo y retirarlo.' },
    rbx: { title: 'R$', description: 'Comprar la moneda del juego R$: fast pass o game pass, y cómo crear el pase.' },
    security: {
      title: 'Seguridad de la cuenta',
      description: 'Contraseñas, autenticación en dos pasos y sesiones iniciadas.',
    },
  },
  articles: {
    howToBuy: {
      title: '¿Cómo compro un artículo?',
      body: `
Busca el artículo en el [mercado](/) y elige cómo comprarlo:

- **Añadir al carrito** reúne artículos de distintos vendedores: el carrito admite hasta {cartMaxItems} artículos, que se compran juntos.
- **Comprar ya** abre un breve diálogo para comprar un artículo, en la cantidad que elijas, al momento.

Pagas con tu saldo en la moneda elegida arriba de la página; cada moneda tiene su propio saldo. Si el saldo no alcanza, el diálogo muestra cuánto falta y ofrece una [recarga](/topups).

Los precios se vuelven a comprobar al confirmar. Lo que compraste espera en [Artículos comprados](/profile/purchased): recógelo en tu cuenta del juego en un plazo de {collectTime}, o la compra se cancela y el dinero vuelve a tu saldo.
`,
    },
    errorWithBuying: {
      title: '¿Por qué falló mi compra?',
      body: `
Una compra se hace entera o no cambia nada: si falla, no se cobra dinero. El mensaje te dice por qué:

- \`INVALID_USER_BALANCE\`: no hay suficiente dinero en tu saldo en esta moneda. [Recarga](/topups) lo que falta y vuelve a comprar.
- \`PRICES_HAVE_CHANGED\`: un vendedor cambió un precio después de que abrieras la página. El carrito muestra los precios nuevos: revísalos y confirma de nuevo.
- \`CANNOT_BUY_YOUR_PRODUCT\`: el artículo es tu propia publicación. Se quita del carrito.
- \`NOT_FOUND\`: el artículo se vendió o se retiró de la venta mientras tanto. Se quita del carrito; recarga la página para ver lo que está en venta ahora.
- \`NONE_IN_STOCK\`: quedan menos unidades de las que pediste. La cantidad se reduce: confirma de nuevo.
- \`TECH_WORKS\`: las ventas están en mantenimiento. Las compras están en pausa un tiempo; inténtalo más tarde.
- \`BUYER_IS_BLOCKED\`: tu valoración de comprador bajó hasta un bloqueo. El mensaje dice hasta cuándo; consulta [valoraciones y sanciones](/help/faq/rating).

Cualquier otro caso muestra «Algo salió mal»: recarga la página e inténtalo de nuevo.
`,
    },
    cancelPurchase: {
      title: '¿Puedo cancelar una compra?',
      body: `
Sí, mientras espera a ser recogida: pulsa **Cancelar** junto al artículo en [Artículos comprados](/profile/purchased). El dinero vuelve a tu saldo al instante y el artículo vuelve a la venta. Cancelar cambia tu valoración de comprador en {buyerCancelPoints}.

Cuando ya empezó un intercambio por el artículo, no se puede cancelar: síguelo en la página [Retiro de artículos](/profile/items-withdrawal).

Una compra que no se recoge en {collectTime} se cancela sola, sin cambio de valoración: el dinero vuelve y el artículo aparece en [Artículos antiguos](/profile/old-items).
`,
    },
    collectTime: {
      title: '¿Cuánto tiempo tengo para recoger lo que compré?',
      body: `
**{collectTime}** desde la compra. Cada artículo en [Artículos comprados](/profile/purchased) muestra el tiempo restante.

- Mientras hay un intercambio en curso por el artículo, el tiempo se detiene.
- Si el intercambio falla por tu parte o sin culpa de nadie, el artículo vuelve a esperar y el tiempo sigue desde donde se detuvo.
- Si el intercambio falla por parte del vendedor, la compra se cancela y el dinero vuelve a tu saldo al instante.

Cuando se acaba el tiempo, la compra se cancela, el dinero vuelve a tu saldo y el artículo vuelve a la venta.
`,
    },
    howToCollect: {
      title: '¿Cómo funciona la recogida?',
      body: `
El artículo se queda en la cuenta del juego del vendedor hasta que lo recoges; entonces el sitio te lo entrega con un intercambio en el juego.

1. En [Artículos comprados](/profile/purchased), selecciona los artículos y pulsa **Recoger**.
2. Escribe tu apodo en el juego: la cuenta que recibe los artículos (el sitio lo recuerda para la próxima vez).
3. Acepta la solicitud de amistad de la cuenta que entrega (la del vendedor, o un bot del sitio para los artículos propios del sitio) y reúnete con ella en el juego.
4. El intercambio se abre con tus artículos. Añade **un artículo de comida barato** ({foodItems}) y acepta.

Los artículos de distintos vendedores llegan en intercambios separados; un intercambio mueve hasta {tradeMaxItems} artículos, {tradeMaxPerSlot} por ranura. Sigue cada intercambio en directo en la página [Retiro de artículos](/profile/items-withdrawal).

Los intercambios de Murder Mystery 2 requieren nivel {mm2TradeLevel} en el juego.
`,
    },
    withdrawalRefused: {
      title: '¿Por qué no puedo empezar a recoger?',
      body: `
- \`NOT_FOUND\`: los artículos ya no esperan a ser recogidos (se acabó el tiempo o se cancelaron). Recarga la página.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: tienes en curso el máximo de intercambios a la vez ({withdrawalMaxActiveTrades}). Termínalos primero.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: estos artículos necesitan más intercambios de los que aún puedes empezar. Recoge menos artículos ahora.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: la cuenta del vendedor está entregando a otros compradores. Vuelve a intentarlo en unos minutos.
- \`LEVEL_TOO_LOW\`: los intercambios de Murder Mystery 2 requieren nivel {mm2TradeLevel} en el juego.

Códigos de intercambio: \`9\` ninguna cuenta del juego tiene ese apodo: revisa cómo se escribe; \`10\` ya hay un intercambio en curso con estos artículos; \`13\` trabajos técnicos a gran escala, los intercambios están en pausa; \`14\` te perdiste una reunión en el juego: espera unos minutos; \`15\` se alcanzó el límite temporal de {dailyTradeLimit} intercambios al día; \`4\` demasiados intercambios a la vez: recoge menos artículos; \`6\` y \`7\` los intercambios están en modo de prueba.
`,
    },
    withdrawalFailed: {
      title: 'Mi intercambio de recogida falló: ¿y ahora?',
      body: `
La página [Retiro de artículos](/profile/items-withdrawal) dice por qué. Lo que pasa después depende de qué lado falló:

- **El lado del vendedor** (su sesión del juego caducó, su cuenta está baneada, faltan los artículos, el último artículo de una cuenta, te expulsó, su lista de amigos está llena): la compra se cancela y el dinero vuelve a tu saldo al instante.
- **Tu lado** (rechazaste el intercambio o saliste del juego, no añadiste comida, no aceptaste la solicitud de amistad a tiempo, tu nivel es demasiado bajo): los artículos vuelven a esperar, el plazo para recoger sigue corriendo y puedes pulsar **Reintentar** o cancelar la compra. Tu valoración de comprador cambia en {buyerTradeFailedPoints}, o en {buyerDeclinedPoints} si rechazaste el intercambio.
- **Sin culpa de nadie** (un error en el juego, un intercambio cancelado): los artículos vuelven a esperar y puedes reintentarlo.

Si el mensaje dice que el bot no encontró los artículos (código \`2\`), [consulta al soporte](/help/question).
`,
    },
    howToSell: {
      title: '¿Cómo vendo artículos?',
      body: `
1. [Vincula tu cuenta del juego](/help/faq/readyForSell#linkAccount) y sincronízala: sus artículos aparecen en tu [Inventario](/profile/trade/inventory).
2. Selecciona artículos y pulsa **Poner en venta**. Fija un precio para cada uno: se muestra el precio recomendado, y el precio debe estar dentro de los límites del artículo (al menos {minPriceUsd}, {minPriceEur} o {minPriceRub}).
3. Tus artículos están en el mercado. Se quedan en tu cuenta del juego hasta que un comprador los recoge.

No cambies en el juego los artículos publicados: si un comprador no puede recibirlos, la venta se cancela y tu valoración de vendedor cambia en {sellerMissingPoints}. Tras un cambio, un artículo puede volver a usarse pasados {itemPause}.
`,
    },
    sellerFee: {
      title: '¿Qué comisión cobra el sitio?',
      body: `
La comisión de venta es **{feeRub}** para precios en rublos, **{feeUsd}** en dólares y **{feeEur}** en euros. El comprador paga el precio que fijas; tú recibes el precio menos la comisión: una publicación a {feeExamplePrice} te deja {feeExampleReceives}.

El diálogo donde fijas los precios muestra lo que recibes por cada artículo. La comisión se descuenta cuando el artículo se entrega; no se cobra nada por los artículos que no se venden.
`,
    },
    freezeAccount: {
      title: '¿Qué hace congelar una cuenta?',
      body: `
Congelar retira de la venta a la vez todos los artículos de una cuenta vinculada, por ejemplo mientras juegas o intercambias con esa cuenta en el juego. Sus precios se conservan.

- Pulsa **Congelar** en la cuenta, en tu [Inventario](/profile/trade/inventory).
- **Descongelar** vuelve a poner los artículos en venta a los mismos precios.

No se puede congelar una cuenta mientras uno de sus artículos está en un trato (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): espera a que termine el intercambio del comprador. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` significa que la cuenta no funciona ahora (caducó su sesión o está bloqueada), y \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\`, que no hay nada que descongelar.
`,
    },
    whenPaid: {
      title: '¿Cuándo cobro una venta?',
      body: `
Cuando termina el intercambio del comprador: el precio menos la [comisión de venta](/help/faq/sell#sellerFee) va a tu saldo, y tu valoración de vendedor cambia en {sellerSalePoints} por artículo.

- Un comprador que no recoge en {collectTime}: la compra se cancela y el artículo vuelve a la venta.
- Un intercambio que falla por tu parte (caducó la sesión, faltan los artículos, tu cuenta está baneada): la compra se cancela y el artículo se aparta. Las publicaciones de la cuenta se pausan hasta que vuelva a funcionar: sincronízala, o vincúlala de nuevo si caducó su sesión.
`,
    },
    linkAccount: {
      title: '¿Cómo vinculo una cuenta del juego?',
      body: `
En [Cuentas vinculadas](/profile/trade/connected), elige el juego y pega la **cookie de sesión** de la cuenta del juego que tiene tus artículos. El juego la confirma.

- El sitio guarda la cookie cifrada y solo la usa para sincronizar el inventario y entregar lo que vendes. Nunca se vuelve a mostrar.
- Puedes vincular hasta {maxLinkedAccounts} cuentas. Una cuenta del juego solo puede vincularla un usuario.
- Nunca des la cookie a nadie: abre tu cuenta del juego.

**Desvincular** retira del mercado los artículos de la cuenta y hace que el sitio olvide la cookie (no mientras uno de sus artículos esté en un trato).
`,
    },
    failedLinkAccount: {
      title: '¿Por qué no pude vincular mi cuenta?',
      body: `
- \`NOT_FOUND\`: la cookie no es válida. Copia el valor completo de nuevo, sin espacios.
- \`NO_ACCESS\`: la sesión caducó o la cuenta del juego está baneada. Vuelve a iniciar sesión en el juego y copia una cookie nueva.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: ya tienes vinculado el máximo de cuentas ({maxLinkedAccounts}). Desvincula una primero.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: esta cuenta del juego ya está vinculada, por ti o por otra persona.
- \`SELLER_IS_BLOCKED\`: tu valoración de vendedor bajó hasta un bloqueo; consulta [valoraciones y sanciones](/help/faq/rating).

Una cuenta cuya sesión caducó (código de sincronización \`500\`) se repara vinculándola de nuevo con una cookie nueva.
`,
    },
    syncInventory: {
      title: '¿Cómo funciona una sincronización?',
      body: `
Una sincronización carga los artículos de una cuenta vinculada en tu [Inventario](/profile/trade/inventory). Pulsa **Sincronizar ahora** en la cuenta:

1. Espera en la cola mientras otro intercambio usa la cuenta.
2. Comprueba la sesión y entra en el juego como esa cuenta.
3. Lee el inventario: llegan los artículos nuevos, y los que ya no están en la cuenta salen de tu inventario y del mercado.

Una cuenta se puede sincronizar una vez cada {syncInterval}. Una sincronización carga hasta {syncMaxItems} artículos y omite los artículos con nombres de rol. Puedes cancelarla hasta que entra en el juego.
`,
    },
    syncFailed: {
      title: '¿Por qué falló mi sincronización?',
      body: `
La cuenta muestra el motivo y su código:

- \`500\` la sesión del juego caducó: [vincula la cuenta de nuevo](/help/faq/readyForSell#linkAccount) con una cookie nueva.
- \`501\` el bot no respondió a tiempo; \`502\` la cuenta fue expulsada del juego; \`504\` los amigos interfirieron; \`506\` algo salió mal en el juego; \`507\` se agotó el tiempo: inténtalo más tarde.
- \`503\` la cuenta no tiene licencia de intercambio en el juego.
- \`505\` la cuenta tiene un baneo o una advertencia en el juego: está bloqueada temporalmente.
- \`508\` el tutorial del juego no está completo en esta cuenta: termínalo primero.

Al empezar: \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` significa que la cuenta se sincronizó hace poco (el mensaje dice cuándo se podrá de nuevo), \`ALREADY_STARTED\`, que ya hay una sincronización en curso, y \`TRADE_AUTO_LOCK\`, que el sistema está sobrecargado: inténtalo en unos minutos.
`,
    },
    howQuickSale: {
      title: '¿Qué es una venta rápida?',
      body: `
Una venta rápida vende tus artículos sincronizados al sitio al instante, sin esperar a un comprador. Abre [Venta rápida](/profile/trade/fast-sell):

1. El sitio ofrece el {quickSaleShare} del precio recomendado de cada artículo, nunca más que el precio más bajo al que está en venta. También se pueden vender artículos publicados: salen del mercado.
2. Elige los artículos (hasta {quickSaleMaxItems}) e inicia la venta.
3. Añade al bot del sitio (se muestra su apodo) como amigo en el juego y pulsa **Listo**.
4. El bot abre el intercambio y toma los artículos; cobras exactamente por los artículos que tomó.

La oferta se mantiene unos {quickSaleHold} una vez iniciada la venta. Puedes cancelar hasta que el bot entra en el juego.
`,
    },
    quickSaleFailed: {
      title: '¿Por qué falló mi venta rápida?',
      body: `
La venta muestra un código; los artículos que no tomó siguen siendo tuyos.

- \`300\` la sesión del juego caducó: vincula la cuenta de nuevo.
- \`301\` el bot no respondió a tiempo; \`302\` el bot fue expulsado; \`304\` los amigos interfirieron; \`306\` algo salió mal en el juego; \`307\` el intercambio caducó: inténtalo de nuevo.
- \`303\` la cuenta no tiene licencia de intercambio; \`305\` tiene un baneo o una advertencia.
- \`308\` el último artículo que queda en una cuenta no se puede transferir.

Al empezar: \`PRICES_HAVE_CHANGED\` indica la nueva oferta, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` significa que ahora ningún bot puede intercambiar, y \`ALREADY_STARTED\`, que esta cuenta ya tiene una venta rápida en curso.
`,
    },
    howExchange: {
      title: '¿Cómo funciona el intercambio?',
      body: `
En [Intercambio](/trade) das artículos sincronizados de una cuenta vinculada, y saldo si hace falta, a cambio de artículos del stock del sitio, en un solo intercambio con el bot del sitio en el que ambas partes dan.

- Tus artículos cuentan por su valor de cambio: el precio recomendado, nunca más que el precio más bajo en venta. Los del sitio cuentan por el precio que pide el mercado.
- Si el lado del sitio vale más, añades la diferencia de tu saldo. Si vale más el tuyo, el sitio te paga la diferencia, hasta el {exchangeChangeShare} de su lado (\`EXCHANGE_CHANGE_TOO_LARGE\` si se supera).
- Hasta {exchangeMaxItems} artículos en un intercambio. Los artículos que vendiste al sitio no se pueden recuperar así.

El juego mueve un intercambio entero o nada: si falla, todo queda donde estaba y el saldo reservado se libera.
`,
    },
    howRatingWorks: {
      title: '¿Qué son las valoraciones de comprador y vendedor?',
      body: `
Cada cuenta tiene dos valoraciones. La **valoración de comprador** empieza en {buyerStart}; la **valoración de vendedor** empieza en {sellerStart} y no pasa de {sellerMax}. Ninguna baja de cero.

Los tratos que salen bien las suben; los fallos que causas las bajan: consulta [qué mueve una valoración](/help/faq/rating#ratingPoints). Bajar hasta un umbral trae una advertencia o un bloqueo: consulta [las escalas de sanciones](/help/faq/rating#ratingLadders).

Tus valoraciones, su historial y tus avisos están en [Mis valoraciones](/profile/ratings).
`,
    },
    ratingPoints: {
      title: '¿Qué mueve mi valoración?',
      body: `
Los artículos recogidos y entregados cuentan uno a uno; un intercambio fallido cuenta una vez.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: '¿Qué pasa cuando baja mi valoración?',
      body: `
Bajar hasta un umbral trae su consecuencia una vez:

[[ladder.buyer]]

[[ladder.seller]]

Un bloqueo temporal termina solo. Un bloqueo sin fin y la pérdida del acceso a ventas duran hasta que el soporte los levanta. Cuando tu valoración vuelve a superar un umbral, te felicitamos.
`,
    },
    ratingBlocks: {
      title: '¿Qué no puedo hacer mientras estoy bloqueado?',
      body: `
- Un **bloqueo de comprador** detiene las compras y las reservas del carrito (\`BUYER_IS_BLOCKED\`); tus compras automáticas esperan a que termine.
- Un **bloqueo de vendedor**, o la pérdida del acceso a ventas, detiene las publicaciones, los cambios de precio, las sincronizaciones, vincular y desvincular cuentas y las ventas rápidas (\`SELLER_IS_BLOCKED\`).
- Un intercambio necesita ambos.

Aún puedes recoger lo que ya pagaste, y los intercambios en curso terminan. Tus artículos ya en venta siguen en venta. El mensaje indica cuándo termina el bloqueo.
`,
    },
    howAutobuy: {
      title: '¿Qué es una compra automática?',
      body: `
Una orden permanente: indicas un artículo, un precio por unidad y una cantidad, y el sitio lo compra por ti en cuanto aparece una publicación a ese precio o menos. Créala desde la página de un artículo o una tarjeta de producto; tus órdenes están en [Compras automáticas](/profile/autobuy).

- La cantidad es de hasta {autopurchaseQuantityMax}; puedes tener hasta {autopurchasesActiveMax} órdenes abiertas.
- La suma (precio por cantidad) queda reservada en tu saldo.
- Pagas el precio de la publicación, nunca más que el tuyo, y te quedas la diferencia. Nunca se compran tus propias publicaciones.

Lo comprado espera en [Artículos comprados](/profile/purchased): recógelo en {collectTime}, como cualquier compra.
`,
    },
    autobuyHold: {
      title: '¿Puedo cambiar o cancelar una compra automática?',
      body: `
Sí. Cambia su precio o cantidad (nunca por debajo de lo ya comprado) y la suma reservada cambia con ellos; cancélala y el resto se libera en tu saldo.

Una orden que no se completa en {autopurchaseLife} termina sola y su resto se libera. Mientras tu valoración de comprador bloquee las compras, tus órdenes esperan; durante el mantenimiento de ventas no se compra nada.
`,
    },
    howTopUp: {
      title: '¿Cómo recargo mi saldo?',
      body: `
1. Abre [Recargar saldo](/topups), escribe el importe y elige un método.
2. Paga en la página segura del proveedor de pagos.
3. Vuelve al sitio: el dinero se abona en cuanto el proveedor confirma el pago.

[[limits.topup]]

Cada moneda tiene su propio saldo. Un método puede no estar disponible temporalmente; la página lo indica.
`,
    },
    cashoutFees: {
      title: '¿Qué comisiones y límites tienen los retiros?',
      body: `
En [Retirar fondos](/withdraw) se muestran la comisión y el importe que recibes antes de confirmar.

[[fees.cashout]]

[[limits.cashout]]

Los operadores revisan y pagan los retiros. Un retiro solo se puede cancelar a través del soporte: [haz una pregunta](/help/question).
`,
    },
    cashoutHold: {
      title: '¿Por qué no puedo retirar todo mi saldo?',
      body: `
El dinero que recargas se puede retirar {topupHold} después de abonarse; hasta entonces queda en el saldo para comprar. El dinero de las ventas se puede retirar al momento.

Un retiro que falla o se cancela vuelve íntegro a tu saldo.
`,
    },
    buyRbx: {
      title: '¿Cómo compro R$?',
      body: `
En la [página de R$](/rbx) compras de {rbxMin} a {rbxMax} R$ cada vez, pagando con tu saldo. Hay dos formas:

- **Fast pass**: los R$ llegan a tu cuenta del juego al instante; {rbxFastPass1000} por mil R$.
- **Game pass**: más barato, {rbxGamePass1000} por mil R$; el juego retiene los R$ durante {gamePassDays} antes de que sean tuyos.

1. Indica la cantidad y elige la forma: la página muestra el precio de un R$ y el total en tu moneda.
2. Indica el apodo de tu cuenta del juego.
3. Crea en esa cuenta un pase de juego con el precio que indica la página ([cómo](/help/faq/rbx#howManageGamepass)) y pega su enlace o id.
4. Confirma: el total queda retenido en tu saldo y nuestro bot compra tu pase.

Cuando los R$ te llegan, el pedido pasa a **Pagado** y se cobra lo retenido. Si el bot no puede comprar el pase (no existe ese pase en la cuenta o tiene otro precio), el pedido queda **Fallido** y el dinero vuelve a tu saldo. Tus pedidos están en la página de R$ y en tu [historial](/profile/history).
`,
    },
    howManageGamepass: {
      title: '¿Cómo creo el pase de juego?',
      body: `
Nuestro bot entrega los R$ comprando un pase de juego que pones a la venta. El juego se queda con el {gamePassFee} del precio del pase, así que el pase debe costar más que los R$ que quieres: la página de R$ calcula el precio por ti. Para {rbxExampleAmount} R$ el pase cuesta {rbxExamplePassPrice} R$.

1. Abre el sitio del juego e inicia sesión con la cuenta que debe recibir los R$.
2. Ve a **Crear**, elige cualquiera de tus experiencias y abre **Pases**.
3. Crea un pase nuevo: sirve cualquier nombre e imagen.
4. En sus ajustes de **Ventas** activa **Artículo a la venta** y fija exactamente el precio que muestra la página de R$. Guarda.
5. Copia el enlace del pase de la barra de direcciones (o el número que contiene, el id del pase) y pégalo en la página de R$.

El pase debe pertenecer al apodo indicado y costar exactamente el precio mostrado: si no, el pedido falla con **No existe ese pase** o **El precio no es el calculado**, y el dinero vuelve a tu saldo. Mantén el pase a la venta hasta que el pedido esté pagado.
`,
    },
    passwordRules: {
      title: '¿Qué contraseña es válida y cómo la cambio?',
      body: `
Una contraseña tiene de {passwordMin} a {passwordMax} caracteres: letras latinas, dígitos y símbolos como \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\`, con al menos una minúscula, una mayúscula, un dígito y un símbolo.

- Para cambiarla, abre [Seguridad](/profile/security) en tu perfil y escribe la contraseña antigua y dos veces la nueva. Se cierra la sesión en todos los demás dispositivos.
- ¿La olvidaste? Elige **¿Olvidaste la contraseña?** en el formulario de inicio de sesión: se envía un código a tu correo, y una contraseña nueva cierra la sesión en todos los dispositivos.
`,
    },
    twoFactor: {
      title: '¿Cómo activo la autenticación en dos pasos?',
      body: `
Donde el sitio la ofrezca, abre [Ajustes de seguridad](/profile/security-settings) en tu perfil:

1. Escanea el código QR con una app de autenticación (o escribe la clave a mano).
2. Escribe el código que muestra la app y pulsa **Activar**.

Desde entonces, cada inicio de sesión pide un código de la app después de tu contraseña. Para desactivarla, escribe un código vigente.
`,
    },
    sessions: {
      title: '¿Cuánto tiempo sigo con la sesión iniciada?',
      body: `
Iniciar sesión abre una sesión: una clave de acceso corta (válida durante {accessTokenLife}) que se renueva sola, hasta {refreshTokenLife} después de tu último uso del sitio.

- **Cerrar sesión** termina la sesión en este dispositivo.
- Cambiar o restablecer la contraseña termina todas las sesiones.
- Si alguna vez se vuelve a usar una clave de renovación antigua (por ejemplo, copiada de tu dispositivo), se termina toda la sesión y vuelves a iniciarla.
`,
    },
  },
  labels: {
    buyerLadder: 'Valoración de comprador',
    sellerLadder: 'Valoración de vendedor',
    threshold: 'La valoración baja a',
    consequence: 'Consecuencia',
    warning: 'Una advertencia',
    finalWarning: 'Una última advertencia',
    block: 'Bloqueo de {duration}',
    blockUntilLifted: 'Bloqueo hasta que el soporte lo levante',
    salesAccessLost: 'Ventas cerradas hasta que el soporte las reabra',
    buyerPoints: 'Valoración de comprador',
    sellerPoints: 'Valoración de vendedor',
    event: 'Evento',
    points: 'Puntos',
    buyerReasons: {
      item_collected: 'Cada artículo que recoges',
      trade_failed: 'Cada intercambio fallido que causaste',
      offer_cancelled: 'Cada oferta de intercambio que rechazas',
      purchase_cancelled: 'Cada compra que cancelas',
    },
    sellerReasons: {
      sale_completed: 'Cada artículo vendido y entregado',
      items_missing: 'Un intercambio fallido: faltan artículos en tu cuenta del juego',
      too_many_friends: 'La lista de amigos de tu cuenta está demasiado llena para añadir al comprador',
      account_problem: 'Un problema con tu cuenta del juego',
      kicked_buyer: 'Expulsar al comprador o cambiar los datos de la cuenta',
      game_ban: 'Una advertencia o un baneo en tu cuenta del juego',
    },
    topupLimits: 'Una recarga',
    cashoutLimits: 'Un retiro',
    currency: 'Moneda',
    minimum: 'Mínimo',
    maximum: 'Máximo',
    cashoutFees: 'Comisiones de retiro',
    method: 'Método',
    fee: 'Comisión',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Tarjeta bancaria',
      ewallet_a: 'Monedero electrónico',
      ewallet_b: 'Monedero electrónico (segundo servicio)',
      mobile: 'Operador móvil',
    },
  },
};
