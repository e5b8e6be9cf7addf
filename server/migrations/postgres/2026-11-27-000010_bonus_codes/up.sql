-- Bonus and promo codes. A code names the campaign whose bonus it gives (`campaign_id`; a code
-- without one is accepted at sign-up and gives nothing). A shared code gives its bonus once per
-- player, a single-use code once in all: the bonus's source says which (`code:{CODE}:{player}`
-- or `code:{CODE}`), and its uniqueness makes "already used" exact under races.
ALTER TABLE promo_codes ADD COLUMN campaign_id TEXT;
ALTER TABLE promo_codes ADD COLUMN single_use BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE promo_codes SET campaign_id = 'bonus-code' WHERE code IN ('WELCOME100', 'EMERAUDE');

-- The campaign codes give: a fixed bonus, wagered 30 times in 14 days.
INSERT INTO bonus_campaigns (id, currency, version, kind, percent, fixed_cents, min_deposit_cents,
    max_bonus_cents, wagering_multiple, validity_days, max_bet_cents, contributions, active,
    position, created_at) VALUES
    ('bonus-code', 'EUR', 1, 'code', 0, 1000, 0, 0, 30, 14, 500, '[{"category":"slots","percent":100},{"category":"instant-win","percent":100},{"category":"casual-games","percent":50},{"category":"blackjack","percent":10},{"category":"roulette","percent":10},{"category":"european-roulette","percent":10},{"category":"baccarat","percent":10},{"category":"live-dealer","percent":10}]', TRUE, 7, 1795737600000),
    ('bonus-code', 'USD', 1, 'code', 0, 1000, 0, 0, 30, 14, 500, '[{"category":"slots","percent":100},{"category":"instant-win","percent":100},{"category":"casual-games","percent":50},{"category":"blackjack","percent":10},{"category":"roulette","percent":10},{"category":"european-roulette","percent":10},{"category":"baccarat","percent":10},{"category":"live-dealer","percent":10}]', TRUE, 7, 1795737600000),
    ('bonus-code', 'INR', 1, 'code', 0, 90000, 0, 0, 30, 14, 45000, '[{"category":"slots","percent":100},{"category":"instant-win","percent":100},{"category":"casual-games","percent":50},{"category":"blackjack","percent":10},{"category":"roulette","percent":10},{"category":"european-roulette","percent":10},{"category":"baccarat","percent":10},{"category":"live-dealer","percent":10}]', TRUE, 7, 1795737600000);

INSERT INTO bonus_campaign_texts (campaign_id, lang, title, summary, terms) VALUES
    ('bonus-code', 'fr', 'Codes bonus', 'Un bonus pour le code que vous avez reçu.',
     '{bonus} de bonus pour un code bonus ou promo valide, saisi à l''inscription ou dans l''onglet dépôt ; un compte dont l''identité n''est pas encore vérifiée le reçoit avec son prochain dépôt. Le bonus doit être misé {wagering} fois en {days} jours, avec des mises d''au plus {max_bet} tant qu''il est actif. Conditions de bonus : un dépôt doit être misé 3 fois avant retrait, et un seul bonus peut être actif à la fois.'),
    ('bonus-code', 'en', 'Bonus codes', 'A bonus for the code you were given.',
     '{bonus} of bonus for a valid bonus or promo code, entered at sign-up or in the deposit tab; an account whose identity is not yet verified receives it with its next deposit. The bonus must be wagered {wagering} times within {days} days, with bets of at most {max_bet} while it is active. Bonus terms apply: a deposit must be wagered 3 times before withdrawal, and only one bonus can be active at a time.'),
    ('bonus-code', 'fi', 'Bonuskoodit', 'Bonus saamastasi koodista.',
     '{bonus} bonusta voimassa olevasta bonus- tai kampanjakoodista, joka syötetään rekisteröityessä tai talletusvälilehdellä; tili, jonka henkilöllisyyttä ei ole vielä vahvistettu, saa sen seuraavan talletuksen yhteydessä. Bonus on kierrätettävä {wagering} kertaa {days} päivän kuluessa, ja panos saa olla enintään {max_bet} bonuksen ollessa aktiivinen. Bonusehdot ovat voimassa: talletus on kierrätettävä 3 kertaa ennen kotiutusta, ja vain yksi bonus voi olla kerrallaan aktiivinen.'),
    ('bonus-code', 'de', 'Bonuscodes', 'Ein Bonus für Ihren Code.',
     '{bonus} Bonus für einen gültigen Bonus- oder Promo-Code, eingegeben bei der Anmeldung oder im Einzahlungsbereich; ein Konto, dessen Identität noch nicht bestätigt ist, erhält ihn mit der nächsten Einzahlung. Der Bonus muss innerhalb von {days} Tagen {wagering}-mal umgesetzt werden, mit Einsätzen von höchstens {max_bet}, solange er aktiv ist. Es gelten Bonusbedingungen: Eine Einzahlung muss vor der Auszahlung 3-mal umgesetzt werden, und es kann immer nur ein Bonus aktiv sein.'),
    ('bonus-code', 'it', 'Codici bonus', 'Un bonus per il codice che hai ricevuto.',
     '{bonus} di bonus per un codice bonus o promozionale valido, inserito alla registrazione o nella scheda deposito; un conto la cui identità non è ancora verificata lo riceve con il deposito successivo. Il bonus va giocato {wagering} volte entro {days} giorni, con puntate di al massimo {max_bet} finché è attivo. Si applicano i termini dei bonus: un deposito deve essere giocato 3 volte prima del prelievo e può essere attivo un solo bonus alla volta.'),
    ('bonus-code', 'sv', 'Bonuskoder', 'En bonus för koden du har fått.',
     '{bonus} i bonus för en giltig bonus- eller kampanjkod, angiven vid registreringen eller under fliken insättning; ett konto vars identitet ännu inte är verifierad får den med nästa insättning. Bonusen måste omsättas {wagering} gånger inom {days} dagar, med insatser på högst {max_bet} medan den är aktiv. Bonusvillkor gäller: en insättning måste omsättas 3 gånger före uttag, och bara en bonus kan vara aktiv åt gången.'),
    ('bonus-code', 'nb', 'Bonuskoder', 'En bonus for koden du har fått.',
     '{bonus} i bonus for en gyldig bonus- eller kampanjekode, oppgitt ved registrering eller i innskuddsfanen; en konto der identiteten ennå ikke er bekreftet, får den med neste innskudd. Bonusen må omsettes {wagering} ganger innen {days} dager, med innsatser på høyst {max_bet} mens den er aktiv. Bonusvilkår gjelder: et innskudd må omsettes 3 ganger før uttak, og bare én bonus kan være aktiv om gangen.'),
    ('bonus-code', 'ru', 'Бонусные коды', 'Бонус за полученный вами код.',
     '{bonus} бонуса за действующий бонусный код или промокод, введённый при регистрации или во вкладке депозита; счёт, личность владельца которого ещё не подтверждена, получает его со следующим депозитом. Бонус нужно отыграть {wagering} раз за {days} дней; пока он активен, ставка не может превышать {max_bet}. Действуют условия бонусов: депозит нужно отыграть 3 раза перед выводом, и одновременно может быть активен только один бонус.'),
    ('bonus-code', 'tr', 'Bonus kodları', 'Size verilen kod için bir bonus.',
     'Kayıt sırasında veya para yatırma sekmesinde girilen geçerli bir bonus ya da promosyon kodu için {bonus} bonus; kimliği henüz doğrulanmamış bir hesap bunu bir sonraki para yatırma işlemiyle alır. Bonus {days} gün içinde {wagering} kez çevrilmelidir ve bonus etkinken bahis en fazla {max_bet} olabilir. Bonus şartları geçerlidir: bir yatırım, çekimden önce 3 kez çevrilmelidir ve aynı anda yalnızca bir bonus etkin olabilir.'),
    ('bonus-code', 'zh', '奖金码', '凭您获得的代码领取奖金。',
     '在注册时或存款页面输入有效的奖金码或优惠码，即可获得 {bonus} 奖金；身份尚未验证的账户将在下一次存款时获得。奖金须在 {days} 天内投注 {wagering} 倍，奖金激活期间单注不超过 {max_bet}。 适用奖金条款：存款在提款前须投注 3 倍，且同一时间只能有一个奖金处于激活状态。'),
    ('bonus-code', 'hi', 'बोनस कोड', 'आपको मिले कोड के लिए बोनस।',
     'साइन-अप पर या जमा टैब में दर्ज किए गए मान्य बोनस या प्रोमो कोड के लिए {bonus} का बोनस; जिस खाते की पहचान अभी सत्यापित नहीं हुई है, उसे यह अगली जमा के साथ मिलता है। बोनस को {days} दिनों के भीतर {wagering} बार दाँव पर लगाना होगा, और बोनस सक्रिय रहते हुए दाँव अधिकतम {max_bet} हो सकता है। बोनस की शर्तें लागू: निकासी से पहले जमा राशि को 3 बार दाँव पर लगाना होगा, और एक समय में केवल एक बोनस सक्रिय रह सकता है।');

