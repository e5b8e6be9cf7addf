-- The reload bonus: a bonus on each deposit after the first (the welcome bonus is the first's),
-- one of the kinds the promotions page lists. EUR and USD alike, INR at 90 rupees to the euro.
-- It sits after the welcome bonus on the page (position 2, after "cashback" by slug).
INSERT INTO bonus_campaigns (id, currency, version, kind, percent, fixed_cents, min_deposit_cents,
    max_bonus_cents, wagering_multiple, validity_days, max_bet_cents, contributions, active, position,
    created_at) VALUES
    ('reload', 'EUR', 1, 'reload', 50, 0, 2000, 10000, 30, 14, 500, '[{"category":"slots","percent":100},{"category":"instant-win","percent":100},{"category":"casual-games","percent":50},{"category":"blackjack","percent":10},{"category":"roulette","percent":10},{"category":"european-roulette","percent":10},{"category":"baccarat","percent":10},{"category":"live-dealer","percent":10}]', TRUE, 2, 1796774400000),
    ('reload', 'USD', 1, 'reload', 50, 0, 2000, 10000, 30, 14, 500, '[{"category":"slots","percent":100},{"category":"instant-win","percent":100},{"category":"casual-games","percent":50},{"category":"blackjack","percent":10},{"category":"roulette","percent":10},{"category":"european-roulette","percent":10},{"category":"baccarat","percent":10},{"category":"live-dealer","percent":10}]', TRUE, 2, 1796774400000),
    ('reload', 'INR', 1, 'reload', 50, 0, 180000, 900000, 30, 14, 45000, '[{"category":"slots","percent":100},{"category":"instant-win","percent":100},{"category":"casual-games","percent":50},{"category":"blackjack","percent":10},{"category":"roulette","percent":10},{"category":"european-roulette","percent":10},{"category":"baccarat","percent":10},{"category":"live-dealer","percent":10}]', TRUE, 2, 1796774400000);

INSERT INTO bonus_campaign_texts (campaign_id, lang, title, summary, terms) VALUES
    ('reload', 'fr', 'Bonus de recharge', 'Un bonus sur chacun de vos dépôts suivants.',
     '{percent} % de chaque dépôt après le premier, jusqu''à {max_bonus}, à partir d''un dépôt de {min_deposit}. Le bonus doit être misé {wagering} fois en {days} jours, avec des mises d''au plus {max_bet} tant qu''il est actif. Conditions de bonus : un dépôt doit être misé 3 fois avant retrait, et un seul bonus peut être actif à la fois.'),
    ('reload', 'en', 'Reload bonus', 'A bonus on each of your later deposits.',
     '{percent}% of each deposit after your first, up to {max_bonus}, from a deposit of {min_deposit}. The bonus must be wagered {wagering} times within {days} days, with bets of at most {max_bet} while it is active. Bonus terms apply: a deposit must be wagered 3 times before withdrawal, and only one bonus can be active at a time.'),
    ('reload', 'fi', 'Uudelleentalletusbonus', 'Bonus jokaiseen myöhempään talletukseesi.',
     '{percent} % jokaisesta ensimmäisen jälkeisestä talletuksesta, enintään {max_bonus}, kun talletat vähintään {min_deposit}. Bonus on kierrätettävä {wagering} kertaa {days} päivän kuluessa, ja panos saa olla enintään {max_bet} bonuksen ollessa aktiivinen. Bonusehdot ovat voimassa: talletus on kierrätettävä 3 kertaa ennen kotiutusta, ja vain yksi bonus voi olla kerrallaan aktiivinen.'),
    ('reload', 'de', 'Reload-Bonus', 'Ein Bonus auf jede Ihrer weiteren Einzahlungen.',
     '{percent} % jeder Einzahlung nach der ersten bis zu {max_bonus}, ab einer Einzahlung von {min_deposit}. Der Bonus muss innerhalb von {days} Tagen {wagering}-mal umgesetzt werden, mit Einsätzen von höchstens {max_bet}, solange er aktiv ist. Es gelten Bonusbedingungen: Eine Einzahlung muss vor der Auszahlung 3-mal umgesetzt werden, und es kann immer nur ein Bonus aktiv sein.'),
    ('reload', 'it', 'Bonus di ricarica', 'Un bonus su ciascuno dei tuoi depositi successivi.',
     'Il {percent}% di ogni deposito dopo il primo fino a {max_bonus}, con un deposito minimo di {min_deposit}. Il bonus va giocato {wagering} volte entro {days} giorni, con puntate di al massimo {max_bet} finché è attivo. Si applicano i termini dei bonus: un deposito deve essere giocato 3 volte prima del prelievo e può essere attivo un solo bonus alla volta.'),
    ('reload', 'sv', 'Insättningsbonus', 'En bonus på var och en av dina senare insättningar.',
     '{percent} % av varje insättning efter den första, upp till {max_bonus}, vid en insättning på minst {min_deposit}. Bonusen måste omsättas {wagering} gånger inom {days} dagar, med insatser på högst {max_bet} medan den är aktiv. Bonusvillkor gäller: en insättning måste omsättas 3 gånger före uttag, och bara en bonus kan vara aktiv åt gången.'),
    ('reload', 'nb', 'Påfyllingsbonus', 'En bonus på hvert av dine senere innskudd.',
     '{percent} % av hvert innskudd etter det første, opptil {max_bonus}, ved innskudd på minst {min_deposit}. Bonusen må omsettes {wagering} ganger innen {days} dager, med innsatser på høyst {max_bet} mens den er aktiv. Bonusvilkår gjelder: et innskudd må omsettes 3 ganger før uttak, og bare én bonus kan være aktiv om gangen.'),
    ('reload', 'ru', 'Бонус на пополнение', 'Бонус на каждый ваш следующий депозит.',
     '{percent} % от каждого депозита после первого, но не более {max_bonus}, при депозите от {min_deposit}. Бонус нужно отыграть {wagering} раз за {days} дней; пока он активен, ставка не может превышать {max_bet}. Действуют условия бонусов: депозит нужно отыграть 3 раза перед выводом, и одновременно может быть активен только один бонус.'),
    ('reload', 'tr', 'Yeniden yükleme bonusu', 'Sonraki her yatırımınıza bir bonus.',
     'İlk yatırımdan sonraki her yatırımın %{percent} oranında bonus, en fazla {max_bonus}; en az {min_deposit} yatırım gerekir. Bonus {days} gün içinde {wagering} kez çevrilmelidir ve bonus etkinken bahis en fazla {max_bet} olabilir. Bonus şartları geçerlidir: bir yatırım, çekimden önce 3 kez çevrilmelidir ve aynı anda yalnızca bir bonus etkin olabilir.'),
    ('reload', 'zh', '充值奖金', '之后每次存款均可获得奖金。',
     '首次存款之后每笔存款的 {percent}%，最高 {max_bonus}，最低存款 {min_deposit}。奖金须在 {days} 天内投注 {wagering} 倍，奖金激活期间单注不超过 {max_bet}。 适用奖金条款：存款在提款前须投注 3 倍，且同一时间只能有一个奖金处于激活状态。'),
    ('reload', 'hi', 'रीलोड बोनस', 'आपकी आगे की हर जमा पर बोनस।',
     'पहली जमा के बाद हर जमा राशि का {percent}%, अधिकतम {max_bonus}, कम से कम {min_deposit} की जमा पर। बोनस को {days} दिनों के भीतर {wagering} बार दाँव पर लगाना होगा, और बोनस सक्रिय रहते हुए दाँव अधिकतम {max_bet} हो सकता है। बोनस की शर्तें लागू: निकासी से पहले जमा राशि को 3 बार दाँव पर लगाना होगा, और एक समय में केवल एक बोनस सक्रिय रह सकता है।');
