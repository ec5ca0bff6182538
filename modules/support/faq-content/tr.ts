import type { FaqContent } from './types';

// Türkçe SSS (kaynak: en.ts). Burada sayı yazılmaz: {değerler} ve [[tablolar]] koddan gelir.
export const tr: FaqContent = {
  sections: {
    buy: { title: 'Satın alma', description: 'Bakiyenle eşya satın alma ve başarısız bir satın almanın anlamı.' },
    withdraw: {
      title: 'Eşyaları teslim alma',
      description: 'Satın aldıklarını oyun hesabına alma: süre, oyun içi takas ve hataları.',
    },
    sell: {
      title: 'Satış',
      description: 'Eşyaları satışa çıkarma, satış komisyonu, hesap dondurma ve ödeme alma.',
    },
    readyForSell: {
      title: 'Hesap bağlama ve eşitleme',
      description: 'Bir oyun hesabını oturum çereziyle bağlama ve eşyalarını yükleme.',
    },
    quickSale: {
      title: 'Hızlı satış ve takas',
      description: 'Eşyaları siteye hemen satma ya da sitenin eşyalarıyla takas etme.',
    },
    rating: {
      title: 'Puanlar ve cezalar',
      description: 'Alıcı ve satıcı puanlarının nasıl değiştiği ve düşüşün neler getirdiği.',
    },
    autobuy: {
      title: 'Otomatik alımlar',
      description: 'Bir eşya senin fiyatından satışa çıkar çıkmaz onu senin için alan kalıcı emirler.',
    },
    money: { title: 'Bakiye yükleme ve para çekme', description: 'Bakiyene para ekleme ve parayı çekme.' },
    rbx: { title: 'R$', description: 'Oyun parası R$ satın alma: fast pass veya game pass ve geçişi oluşturma.' },
    security: {
      title: 'Hesap güvenliği',
      description: 'Şifreler, iki adımlı doğrulama ve açık oturumlar.',
    },
  },
  articles: {
    howToBuy: {
      title: 'Bir eşyayı nasıl satın alırım?',
      body: `
Eşyayı [pazarda](/) bul ve nasıl alacağını seç:

- **Sepete ekle** farklı satıcıların eşyalarını toplar: sepet en fazla {cartMaxItems} eşya alır ve hepsi birlikte satın alınır.
- **Hemen al** tek bir eşyayı seçtiğin adette hemen almak için kısa bir pencere açar.

Sayfanın üstünde seçili para biriminde bakiyenden ödersin; her para biriminin kendi bakiyesi vardır. Bakiye yetmezse pencere ne kadar eksik olduğunu gösterir ve [bakiye yüklemeyi](/topups) önerir.

Onayladığında fiyatlar yeniden kontrol edilir. Satın aldıkların [Satın alınan eşyalar](/profile/purchased) bölümünde bekler: onları {collectTime} içinde oyun hesabına teslim al, yoksa satın alma iptal edilir ve para bakiyene döner.
`,
    },
    errorWithBuying: {
      title: 'Satın almam neden başarısız oldu?',
      body: `
Bir satın alma ya tamamen gerçekleşir ya da hiçbir şeyi değiştirmez: başarısız olursa para alınmaz. Mesaj nedenini söyler:

- \`INVALID_USER_BALANCE\`: bu para birimindeki bakiyende yeterli para yok. Eksik tutarı [yükle](/topups) ve yeniden satın al.
- \`PRICES_HAVE_CHANGED\`: sen sayfayı açtıktan sonra bir satıcı fiyatı değiştirdi. Sepet yeni fiyatları gösterir: kontrol et ve yeniden onayla.
- \`CANNOT_BUY_YOUR_PRODUCT\`: bu eşya senin kendi ilanın. Sepetten çıkarılır.
- \`NOT_FOUND\`: eşya bu arada satıldı ya da satıştan kaldırıldı. Sepetten çıkarılır; şu an satışta olanları görmek için sayfayı yenile.
- \`NONE_IN_STOCK\`: istediğinden daha az adet kaldı. Adet azaltılır: yeniden onayla.
- \`TECH_WORKS\`: satışlarda bakım çalışması var. Satın alma bir süre durduruldu; daha sonra yeniden dene.
- \`BUYER_IS_BLOCKED\`: alıcı puanın bir engele kadar düştü. Mesaj ne zamana kadar olduğunu söyler; bkz. [puanlar ve cezalar](/help/faq/rating).

Diğer durumlarda "Bir şeyler ters gitti" görünür: sayfayı yenile ve yeniden dene.
`,
    },
    cancelPurchase: {
      title: 'Bir satın almayı iptal edebilir miyim?',
      body: `
Evet, teslim alınmayı beklerken: [Satın alınan eşyalar](/profile/purchased) bölümünde eşyanın yanındaki **İptal et** düğmesine bas. Para hemen bakiyene döner ve eşya yeniden satışa çıkar. İptal, alıcı puanını {buyerCancelPoints} kadar değiştirir.

Eşya için bir takas başladıktan sonra iptal edilemez: onu [Eşya teslimi](/profile/items-withdrawal) sayfasından takip et.

{collectTime} içinde teslim alınmayan bir satın alma, puan değişmeden kendiliğinden iptal edilir: para geri döner ve eşya [Eski eşyalar](/profile/old-items) bölümünde görünür.
`,
    },
    collectTime: {
      title: 'Satın aldıklarımı teslim almak için ne kadar sürem var?',
      body: `
Satın almadan itibaren **{collectTime}**. [Satın alınan eşyalar](/profile/purchased) bölümündeki her eşya kalan süreyi gösterir.

- Eşya için bir takas sürerken süre durur.
- Takas senin tarafında ya da kimsenin suçu olmadan başarısız olursa eşya yeniden bekler ve süre kaldığı yerden devam eder.
- Takas satıcının tarafında başarısız olursa satın alma iptal edilir ve para hemen bakiyene döner.

Süre dolduğunda satın alma iptal edilir, para bakiyene döner ve eşya yeniden satışa çıkar.
`,
    },
    howToCollect: {
      title: 'Teslim alma nasıl çalışır?',
      body: `
Sen teslim alana kadar eşya satıcının oyun hesabında kalır; sonra site onu oyun içi bir takasla sana verir.

1. [Satın alınan eşyalar](/profile/purchased) bölümünde eşyaları seç ve **Teslim al** düğmesine bas.
2. Oyundaki kullanıcı adını gir: eşyaları alacak hesap (site bir dahaki sefer için hatırlar).
3. Teslim eden hesabın (satıcının ya da sitenin kendi eşyaları için bir site botunun) arkadaşlık isteğini kabul et ve oyunda onunla buluş.
4. Takas eşyalarınla açılır. **Ucuz bir yiyecek eşyası** ekle ({foodItems}) ve kabul et.

Farklı satıcıların eşyaları ayrı takaslarla gelir; bir takas en fazla {tradeMaxItems} eşya taşır, bir yuvada en fazla {tradeMaxPerSlot}. Her takası [Eşya teslimi](/profile/items-withdrawal) sayfasından canlı takip et.

Murder Mystery 2 takasları oyunda {mm2TradeLevel}. seviye gerektirir.
`,
    },
    withdrawalRefused: {
      title: 'Teslim almayı neden başlatamıyorum?',
      body: `
- \`NOT_FOUND\`: eşyalar artık teslim alınmayı beklemiyor (süre doldu ya da iptal edildiler). Sayfayı yenile.
- \`USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: aynı anda yürüyebilecek en fazla takas sayısına ({withdrawalMaxActiveTrades}) ulaştın. Önce onları bitir.
- \`USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES\`: bu eşyalar, hâlâ başlatabileceğinden daha fazla takas gerektiriyor. Şimdilik daha az eşya teslim al.
- \`SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES\`: satıcının hesabı başka alıcılara teslimat yapıyor. Birkaç dakika sonra yeniden dene.
- \`LEVEL_TOO_LOW\`: Murder Mystery 2 takasları oyunda {mm2TradeLevel}. seviye gerektirir.

Takas kodları: \`9\` bu kullanıcı adına sahip bir oyun hesabı yok: yazımını kontrol et; \`10\` bu eşyalarla bir takas zaten sürüyor; \`13\` büyük çaplı teknik çalışma, takaslar durduruldu; \`14\` oyunda bir buluşmayı kaçırdın: birkaç dakika bekle; \`15\` günlük {dailyTradeLimit} takaslık geçici sınıra ulaşıldı; \`4\` aynı anda çok fazla takas: daha az eşya teslim al; \`6\` ve \`7\` takaslar test modunda.
`,
    },
    withdrawalFailed: {
      title: 'Teslim alma takasım başarısız oldu: şimdi ne olacak?',
      body: `
[Eşya teslimi](/profile/items-withdrawal) sayfası nedenini söyler. Sonrası, hatanın kimin tarafında olduğuna bağlıdır:

- **Satıcının tarafı** (oyun oturumu sona erdi, hesabı yasaklandı, eşyalar eksik, bir hesabın son eşyası, seni attı, arkadaş listesi dolu): satın alma iptal edilir ve para hemen bakiyene döner.
- **Senin tarafın** (takası reddettin ya da oyundan çıktın, yiyecek eklemedin, arkadaşlık isteğini zamanında kabul etmedin, seviyen çok düşük): eşyalar yeniden bekler, teslim alma süresi devam eder ve **Tekrar dene** düğmesine basabilir ya da satın almayı iptal edebilirsin. Alıcı puanın {buyerTradeFailedPoints} kadar, takası reddettiysen {buyerDeclinedPoints} kadar değişir.
- **Kimsenin suçu değil** (oyunda bir hata, iptal edilen bir takas): eşyalar yeniden bekler ve tekrar deneyebilirsin.

Mesaj botun eşyaları bulamadığını söylüyorsa (kod \`2\`), [desteğe sor](/help/question).
`,
    },
    howToSell: {
      title: 'Eşyaları nasıl satarım?',
      body: `
1. [Oyun hesabını bağla](/help/faq/readyForSell#linkAccount) ve eşitle: eşyaları [Envanterinde](/profile/trade/inventory) görünür.
2. Eşyaları seç ve **Satışa çıkar** düğmesine bas. Her biri için bir fiyat belirle: önerilen fiyat gösterilir ve fiyat eşyanın sınırları içinde kalmalıdır (en az {minPriceUsd}, {minPriceEur} ya da {minPriceRub}).
3. Eşyaların pazarda. Bir alıcı teslim alana kadar oyun hesabında kalırlar.

Satıştaki eşyaları oyunda başkasına verme: alıcı onları alamazsa satış iptal edilir ve satıcı puanın {sellerMissingPoints} kadar değişir. Bir değişiklikten sonra eşya üzerinde ancak {itemPause} sonra yeniden işlem yapılabilir.
`,
    },
    sellerFee: {
      title: 'Site ne kadar komisyon alıyor?',
      body: `
Satış komisyonu ruble fiyatlar için **{feeRub}**, dolar için **{feeUsd}** ve euro için **{feeEur}**. Alıcı senin belirlediğin fiyatı öder; sen fiyattan komisyon düşülmüş tutarı alırsın: {feeExamplePrice} fiyatlı bir ilan sana {feeExampleReceives} kazandırır.

Fiyatları belirlediğin pencere her eşya için ne alacağını gösterir. Komisyon eşya teslim edildiğinde kesilir; satılmayan eşyalar için hiçbir ücret alınmaz.
`,
    },
    freezeAccount: {
      title: 'Bir hesabı dondurmak ne işe yarar?',
      body: `
Dondurma, bağlı bir hesabın tüm eşyalarını tek seferde satıştan kaldırır; örneğin o hesapla oyunda oynarken ya da takas yaparken. Fiyatları saklanır.

- [Envanterinde](/profile/trade/inventory) hesabın üzerindeki **Dondur** düğmesine bas.
- **Çöz** eşyaları aynı fiyatlarla yeniden satışa çıkarır.

Eşyalarından biri bir işlemdeyken hesap dondurulamaz (\`LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS\`): alıcının takası bitene kadar bekle. \`LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE\` hesabın şu an çalışmadığı (oturumu sona erdi ya da engellendi), \`LINKED_RBX_ACCOUNT_IS_NOT_FROZEN\` ise çözülecek bir şey olmadığı anlamına gelir.
`,
    },
    whenPaid: {
      title: 'Bir satış için ne zaman ödeme alırım?',
      body: `
Alıcının takası tamamlandığında: fiyattan [satış komisyonu](/help/faq/sell#sellerFee) düşülmüş tutar bakiyene geçer ve satıcı puanın eşya başına {sellerSalePoints} kadar değişir.

- Alıcı {collectTime} içinde teslim almazsa: satın alma iptal edilir ve eşya yeniden satışa çıkar.
- Takas senin tarafında başarısız olursa (oturum sona erdi, eşyalar eksik, hesabın yasaklandı): satın alma iptal edilir ve eşya kenara ayrılır. Hesabın ilanları hesap yeniden çalışana kadar durur: onu eşitle ya da oturumu sona erdiyse yeniden bağla.
`,
    },
    linkAccount: {
      title: 'Bir oyun hesabını nasıl bağlarım?',
      body: `
[Bağlı hesaplar](/profile/trade/connected) bölümünde oyunu seç ve eşyalarının bulunduğu oyun hesabının **oturum çerezini** yapıştır. Oyun onu doğrular.

- Site çerezi şifreli saklar ve yalnızca envanteri eşitlemek ve sattıklarını teslim etmek için kullanır. Bir daha asla gösterilmez.
- En fazla {maxLinkedAccounts} hesap bağlayabilirsin. Bir oyun hesabını yalnızca bir kullanıcı bağlayabilir.
- Çerezi asla kimseye verme: oyun hesabını açar.

**Bağlantıyı kaldır** hesabın eşyalarını pazardan kaldırır ve sitenin çerezi unutmasını sağlar (eşyalarından biri bir işlemdeyken yapılamaz).
`,
    },
    failedLinkAccount: {
      title: 'Hesabımı neden bağlayamadım?',
      body: `
- \`NOT_FOUND\`: çerez geçerli değil. Değerin tamamını boşluksuz olarak yeniden kopyala.
- \`NO_ACCESS\`: oturum sona erdi ya da oyun hesabı yasaklandı. Oyuna yeniden giriş yap ve yeni bir çerez kopyala.
- \`LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED\`: bağlanabilecek en fazla hesap sayısına ({maxLinkedAccounts}) ulaştın. Önce birinin bağlantısını kaldır.
- \`LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE\`: bu oyun hesabı zaten bağlı; senin ya da başka birinin hesabına.
- \`SELLER_IS_BLOCKED\`: satıcı puanın bir engele kadar düştü; bkz. [puanlar ve cezalar](/help/faq/rating).

Oturumu sona ermiş bir hesap (eşitleme kodu \`500\`), yeni bir çerezle yeniden bağlanarak onarılır.
`,
    },
    syncInventory: {
      title: 'Eşitleme nasıl çalışır?',
      body: `
Eşitleme, bağlı bir hesabın eşyalarını [Envanterine](/profile/trade/inventory) yükler. Hesabın üzerindeki **Şimdi eşitle** düğmesine bas:

1. Hesabı başka bir takas kullanırken sırada bekler.
2. Oturumu kontrol eder ve hesap olarak oyuna girer.
3. Envanteri okur: yeni eşyalar gelir, hesapta artık olmayan eşyalar envanterinden ve pazardan çıkar.

Bir hesap en az {syncInterval} aralıklarla eşitlenebilir. Bir eşitleme en fazla {syncMaxItems} eşya yükler ve rol yapma adlı eşyaları atlar. Oyuna girene kadar iptal edebilirsin.
`,
    },
    syncFailed: {
      title: 'Eşitlemem neden başarısız oldu?',
      body: `
Hesap nedeni ve kodunu gösterir:

- \`500\` oyun oturumu sona erdi: [hesabı yeni bir çerezle yeniden bağla](/help/faq/readyForSell#linkAccount).
- \`501\` bot zamanında yanıt vermedi; \`502\` hesap oyundan atıldı; \`504\` arkadaşlar araya girdi; \`506\` oyunda bir şeyler ters gitti; \`507\` süre doldu: daha sonra yeniden dene.
- \`503\` hesabın oyunda takas lisansı yok.
- \`505\` hesabın oyunda yasağı ya da uyarısı var: geçici olarak engellendi.
- \`508\` bu hesapta oyun eğitimi tamamlanmamış: önce onu bitir.

Başlatırken: \`LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES\` hesabın yakın zamanda eşitlendiği (mesaj ne zaman yeniden yapılabileceğini söyler), \`ALREADY_STARTED\` bir eşitlemenin sürdüğü, \`TRADE_AUTO_LOCK\` ise sistemin aşırı yüklü olduğu anlamına gelir: birkaç dakika sonra yeniden dene.
`,
    },
    howQuickSale: {
      title: 'Hızlı satış nedir?',
      body: `
Hızlı satış, eşitlenmiş eşyalarını alıcı beklemeden hemen siteye satar. [Hızlı satış](/profile/trade/fast-sell) sayfasını aç:

1. Site her eşyanın önerilen fiyatının {quickSaleShare} kadarını teklif eder; bu asla eşyanın satıştaki en düşük fiyatını geçmez. Satıştaki eşyalar da satılabilir: pazardan çıkarlar.
2. Eşyaları seç (en fazla {quickSaleMaxItems}) ve satışı başlat.
3. Sitenin botunu (kullanıcı adı gösterilir) oyunda arkadaş olarak ekle ve **Hazırım** düğmesine bas.
4. Bot takası açar ve eşyaları alır; tam olarak aldığı eşyaların ödemesini alırsın.

Satış başladıktan sonra teklif yaklaşık {quickSaleHold} geçerlidir. Bot oyuna girene kadar iptal edebilirsin.
`,
    },
    quickSaleFailed: {
      title: 'Hızlı satışım neden başarısız oldu?',
      body: `
Satış bir kod gösterir; almadığı eşyalar senin kalır.

- \`300\` oyun oturumu sona erdi: hesabı yeniden bağla.
- \`301\` bot zamanında yanıt vermedi; \`302\` bot atıldı; \`304\` arkadaşlar araya girdi; \`306\` oyunda bir şeyler ters gitti; \`307\` takasın süresi doldu: yeniden dene.
- \`303\` hesabın takas lisansı yok; \`305\` hesabın yasağı ya da uyarısı var.
- \`308\` bir hesapta kalan son eşya aktarılamaz.

Başlatırken: \`PRICES_HAVE_CHANGED\` yeni teklifi bildirir, \`FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND\` şu an hiçbir botun takas yapamadığı, \`ALREADY_STARTED\` ise bu hesapta zaten bir hızlı satışın sürdüğü anlamına gelir.
`,
    },
    howExchange: {
      title: 'Takas nasıl çalışır?',
      body: `
[Takas](/trade) sayfasında bağlı bir hesabının eşitlenmiş eşyalarını, gerekirse bakiyeyle birlikte, sitenin stoğundaki eşyalar karşılığında verirsin; her iki tarafın da verdiği, site botuyla tek bir takasta.

- Senin eşyaların takas değerinden sayılır: önerilen fiyat, ama asla satıştaki en düşük fiyattan fazla değil. Sitenin eşyaları pazarın istediği fiyattan sayılır.
- Sitenin tarafı daha değerliyse farkı bakiyenden eklersin. Seninki daha değerliyse site farkı sana öder, ama en fazla kendi tarafının {exchangeChangeShare} kadarını (ötesinde \`EXCHANGE_CHANGE_TOO_LARGE\`).
- Bir takasta en fazla {exchangeMaxItems} eşya. Siteye sattığın eşyalar bu yolla geri alınamaz.

Oyun bir takası ya tamamen yapar ya da hiç yapmaz: başarısız olursa her şey yerinde kalır ve ayrılan bakiye serbest bırakılır.
`,
    },
    howRatingWorks: {
      title: 'Alıcı ve satıcı puanları nedir?',
      body: `
Her hesabın iki puanı vardır. **Alıcı puanı** {buyerStart} ile başlar; **satıcı puanı** {sellerStart} ile başlar ve {sellerMax} üzerine çıkmaz. Hiçbiri sıfırın altına düşmez.

İyi giden işlemler puanları yükseltir; senin neden olduğun hatalar düşürür: bkz. [puanı ne değiştirir](/help/faq/rating#ratingPoints). Bir eşiğe düşmek bir uyarı ya da engel getirir: bkz. [ceza basamakları](/help/faq/rating#ratingLadders).

Puanların, geçmişleri ve bildirimlerin [Puanlarım](/profile/ratings) bölümündedir.
`,
    },
    ratingPoints: {
      title: 'Puanımı ne değiştirir?',
      body: `
Teslim alınan ve teslim edilen eşyalar tek tek sayılır; başarısız bir takas bir kez sayılır.

[[points.buyer]]

[[points.seller]]
`,
    },
    ratingLadders: {
      title: 'Puanım düşünce ne olur?',
      body: `
Bir eşiğe düşmek, o eşiğin sonucunu bir kez getirir:

[[ladder.buyer]]

[[ladder.seller]]

Süreli bir engel kendiliğinden biter. Süresiz bir engel ve satış erişiminin kaybı, destek kaldırana kadar sürer. Puanın yeniden bir eşiğin üzerine çıktığında tebrik edilirsin.
`,
    },
    ratingBlocks: {
      title: 'Engelliyken neleri yapamam?',
      body: `
- **Alıcı engeli** satın almayı ve sepet ayırmayı durdurur (\`BUYER_IS_BLOCKED\`); otomatik alımların engel bitene kadar bekler.
- **Satıcı engeli** ya da satış erişiminin kaybı; satışa çıkarmayı, fiyat değiştirmeyi, eşitlemeyi, hesap bağlamayı ve bağlantı kaldırmayı ve hızlı satışları durdurur (\`SELLER_IS_BLOCKED\`).
- Takas için ikisi de gerekir.

Zaten ödediğin eşyaları yine teslim alabilirsin ve süren takaslar tamamlanır. Satıştaki eşyaların satışta kalır. Mesaj engelin ne zaman biteceğini söyler.
`,
    },
    howAutobuy: {
      title: 'Otomatik alım nedir?',
      body: `
Kalıcı bir emir: bir eşya, adet başına bir fiyat ve bir miktar belirtirsin; o fiyattan ya da daha ucuza bir ilan çıktığı anda site eşyayı senin için alır. Bir eşyanın sayfasından ya da bir ürün kartından oluştur; emirlerin [Otomatik alımlar](/profile/autobuy) bölümündedir.

- Miktar en fazla {autopurchaseQuantityMax}; aynı anda en fazla {autopurchasesActiveMax} açık emrin olabilir.
- Toplam tutar (fiyat çarpı miktar) bakiyende ayrılır.
- İlanın fiyatını ödersin, asla seninkinden fazlasını değil; aradaki fark sende kalır. Kendi ilanların asla alınmaz.

Alınanlar [Satın alınan eşyalar](/profile/purchased) bölümünde bekler: her satın alma gibi {collectTime} içinde teslim al.
`,
    },
    autobuyHold: {
      title: 'Otomatik alımı değiştirebilir ya da iptal edebilir miyim?',
      body: `
Evet. Fiyatını ya da miktarını değiştir (asla zaten alınanın altına değil), ayrılan tutar da buna uyar; iptal edersen kalan tutar bakiyende serbest kalır.

{autopurchaseLife} içinde gerçekleşmeyen bir emir kendiliğinden biter ve kalan tutarı serbest bırakılır. Alıcı puanın satın almayı engellediği sürece emirlerin bekler; satışlarda bakım varken hiçbir şey alınmaz.
`,
    },
    howTopUp: {
      title: 'Bakiyemi nasıl yüklerim?',
      body: `
1. [Bakiye yükle](/topups) sayfasını aç, tutarı gir ve bir yöntem seç.
2. Ödeme sağlayıcısının güvenli sayfasında öde.
3. Siteye geri dön: sağlayıcı ödemeyi onaylar onaylamaz para hesaba geçer.

[[limits.topup]]

Her para biriminin kendi bakiyesi vardır. Bir yöntem geçici olarak kullanılamayabilir; sayfa bunu belirtir.
`,
    },
    cashoutFees: {
      title: 'Para çekme ücretleri ve sınırları nelerdir?',
      body: `
[Para çekme](/withdraw) sayfasında, onaylamadan önce ücret ve alacağın tutar gösterilir.

[[fees.cashout]]

[[limits.cashout]]

Para çekme işlemleri operatörler tarafından kontrol edilir ve ödenir. Bir para çekme işlemi yalnızca destek üzerinden iptal edilebilir: [bir soru sor](/help/question).
`,
    },
    cashoutHold: {
      title: 'Neden bakiyemin tamamını çekemiyorum?',
      body: `
Yüklediğin para, hesaba geçtikten {topupHold} sonra çekilebilir; o zamana kadar alışveriş için bakiyede kalır. Satışlardan gelen para hemen çekilebilir.

Başarısız olan ya da iptal edilen bir para çekme işleminin tutarı tamamen bakiyene döner.
`,
    },
    buyRbx: {
      title: 'R$ nasıl satın alırım?',
      body: `
[R$ sayfasında](/rbx) bakiyenden ödeyerek tek seferde {rbxMin} ile {rbxMax} R$ arası satın alırsın. İki yol var:

- **Fast pass**: R$ oyun hesabına hemen gelir; bin R$ için {rbxFastPass1000}.
- **Game pass**: daha ucuz, bin R$ için {rbxGamePass1000}; oyun R$'yi senin olmadan önce {gamePassDays} boyunca tutar.

1. Miktarı gir ve yolu seç: sayfa bir R$'nin fiyatını ve toplamı kendi para biriminde gösterir.
2. Oyun hesabının kullanıcı adını gir.
3. Bu hesapta, sayfanın belirttiği fiyatta bir oyun geçişi oluştur ([nasıl](/help/faq/rbx#howManageGamepass)) ve bağlantısını veya kimliğini yapıştır.
4. Onayla: toplam tutar bakiyende bloke edilir ve botumuz geçişini satın alır.

R$ sana ulaştığında sipariş **Ödendi** olur ve bloke tutar tahsil edilir. Bot geçişi satın alamazsa (hesapta böyle bir geçiş yoksa veya fiyatı farklıysa) sipariş **Başarısız** olur ve para bakiyene döner. Siparişlerin R$ sayfasında ve [geçmişinde](/profile/history) görünür.
`,
    },
    howManageGamepass: {
      title: 'Oyun geçişini nasıl oluştururum?',
      body: `
Botumuz R$'yi, satışa koyduğun bir oyun geçişini satın alarak teslim eder. Oyun geçişin fiyatının {gamePassFee} kadarını alır, bu yüzden geçiş istediğin R$'den daha pahalı olmalı: fiyatı R$ sayfası senin için hesaplar. {rbxExampleAmount} R$ için geçiş {rbxExamplePassPrice} R$ olur.

1. Oyunun sitesini aç ve R$ alacak hesapla giriş yap.
2. **Oluştur** bölümüne git, deneyimlerinden birini seç ve **Geçişler** bölümünü aç.
3. Yeni bir geçiş oluştur: herhangi bir ad ve resim olur.
4. **Satışlar** ayarlarında **Satışta** seçeneğini aç ve fiyatı tam olarak R$ sayfasının gösterdiği fiyat yap. Kaydet.
5. Geçişin bağlantısını adres çubuğundan (veya içindeki numarayı, geçiş kimliğini) kopyala ve R$ sayfasına yapıştır.

Geçiş, girdiğin kullanıcı adına ait olmalı ve tam olarak gösterilen fiyatta olmalı: aksi halde sipariş **Böyle bir geçiş yok** veya **Fiyat hesaplanan fiyat değil** hatasıyla biter ve para bakiyene döner. Sipariş ödenene kadar geçişi satışta tut.
`,
    },
    passwordRules: {
      title: 'Geçerli bir şifre nasıl olur ve onu nasıl değiştiririm?',
      body: `
Bir şifre {passwordMin} ile {passwordMax} karakter arasındadır: Latin harfleri, rakamlar ve \`. , / # ! $ % @ ^ & * ; : { } = - _ ~ ( )\` gibi semboller; en az bir küçük harf, bir büyük harf, bir rakam ve bir sembol içerir.

- Değiştirmek için profilinde [Güvenlik](/profile/security) bölümünü aç, eski şifreyi ve iki kez yenisini gir. Diğer tüm cihazlarda oturum kapanır.
- Unuttun mu? Giriş formunda **Şifrenizi mi unuttunuz?** seçeneğini seç: e-postana bir kod gönderilir ve yeni bir şifre tüm cihazlarda oturumu kapatır.
`,
    },
    twoFactor: {
      title: 'İki adımlı doğrulamayı nasıl açarım?',
      body: `
Sitenin sunduğu yerlerde, profilinde [Güvenlik ayarları](/profile/security-settings) bölümünü aç:

1. QR kodunu bir kimlik doğrulama uygulamasıyla tara (ya da anahtarı elle gir).
2. Uygulamanın gösterdiği kodu gir ve **Aç** düğmesine bas.

Bundan sonra her girişte, şifrenden sonra uygulamadan bir kod istenir. Kapatmak için geçerli bir kod gir.
`,
    },
    sessions: {
      title: 'Ne kadar süre oturum açık kalır?',
      body: `
Giriş yapmak bir oturum başlatır: kısa süreli bir erişim anahtarı ({accessTokenLife} geçerli) siteyi son kullanmandan sonra en fazla {refreshTokenLife} boyunca otomatik olarak yenilenir.

- **Çıkış yap** bu cihazdaki oturumu kapatır.
- Şifreni değiştirmek ya da sıfırlamak tüm oturumları kapatır.
- Eski bir yenileme anahtarı yeniden kullanılırsa (örneğin cihazından kopyalanırsa) tüm oturum kapatılır ve yeniden giriş yaparsın.
`,
    },
  },
  labels: {
    buyerLadder: 'Alıcı puanı',
    sellerLadder: 'Satıcı puanı',
    threshold: 'Puanın düştüğü değer',
    consequence: 'Sonuç',
    warning: 'Bir uyarı',
    finalWarning: 'Son uyarı',
    block: 'Engel süresi: {duration}',
    blockUntilLifted: 'Destek kaldırana kadar engel',
    salesAccessLost: 'Destek yeniden açana kadar satış kapalı',
    buyerPoints: 'Alıcı puanı',
    sellerPoints: 'Satıcı puanı',
    event: 'Olay',
    points: 'Puan',
    buyerReasons: {
      item_collected: 'Teslim aldığın her eşya',
      trade_failed: 'Senin yüzünden başarısız olan her takas',
      offer_cancelled: 'Reddettiğin her takas teklifi',
      purchase_cancelled: 'İptal ettiğin her satın alma',
    },
    sellerReasons: {
      sale_completed: 'Satılan ve teslim edilen her eşya',
      items_missing: 'Başarısız bir takas: oyun hesabında eşyalar eksik',
      too_many_friends: 'Hesabının arkadaş listesi alıcıyı eklemek için fazla dolu',
      account_problem: 'Oyun hesabınla ilgili bir sorun',
      kicked_buyer: 'Alıcıyı atmak ya da hesap bilgilerini değiştirmek',
      game_ban: 'Oyun hesabına bir uyarı ya da yasak',
    },
    topupLimits: 'Tek bir yükleme',
    cashoutLimits: 'Tek bir para çekme',
    currency: 'Para birimi',
    minimum: 'En az',
    maximum: 'En çok',
    cashoutFees: 'Para çekme ücretleri',
    method: 'Yöntem',
    fee: 'Ücret',
    feePlusFixed: '{percent} + {fixed}',
    cashoutMethods: {
      card: 'Banka kartı',
      ewallet_a: 'E-cüzdan',
      ewallet_b: 'E-cüzdan (ikinci hizmet)',
      mobile: 'Mobil operatör',
    },
  },
};
