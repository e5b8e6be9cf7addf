-- The weekly bonus is no longer a reload bonus (the reload bonus is a campaign of its own): it is
-- given every Wednesday and taken with a deposit that week. Only the site's own words change;
-- words an administrator wrote stay.
UPDATE bonus_campaign_texts SET summary = 'Chaque mercredi, un bonus rien que pour vous, à prendre avec un dépôt dans la semaine.' WHERE campaign_id = 'weekly' AND lang = 'fr' AND summary = 'Un bonus de recharge chaque mercredi.';
UPDATE bonus_campaign_texts SET summary = 'Every Wednesday, a bonus of your own to take with a deposit that week.' WHERE campaign_id = 'weekly' AND lang = 'en' AND summary = 'A reload bonus every Wednesday.';
UPDATE bonus_campaign_texts SET summary = 'Joka keskiviikko oma bonus, jonka saat talletuksella saman viikon aikana.' WHERE campaign_id = 'weekly' AND lang = 'fi' AND summary = 'Uudelleentalletusbonus joka keskiviikko.';
UPDATE bonus_campaign_texts SET summary = 'Jeden Mittwoch ein Bonus für Sie, den Sie mit einer Einzahlung in derselben Woche erhalten.' WHERE campaign_id = 'weekly' AND lang = 'de' AND summary = 'Ein Reload-Bonus jeden Mittwoch.';
UPDATE bonus_campaign_texts SET summary = 'Ogni mercoledì un bonus tutto tuo, da usare con un deposito entro la settimana.' WHERE campaign_id = 'weekly' AND lang = 'it' AND summary = 'Un bonus di ricarica ogni mercoledì.';
UPDATE bonus_campaign_texts SET summary = 'Varje onsdag en egen bonus att ta med en insättning samma vecka.' WHERE campaign_id = 'weekly' AND lang = 'sv' AND summary = 'En insättningsbonus varje onsdag.';
UPDATE bonus_campaign_texts SET summary = 'Hver onsdag en egen bonus å ta med et innskudd samme uke.' WHERE campaign_id = 'weekly' AND lang = 'nb' AND summary = 'En innskuddsbonus hver onsdag.';
UPDATE bonus_campaign_texts SET summary = 'Каждую среду — ваш бонус, который можно получить с депозитом в течение недели.' WHERE campaign_id = 'weekly' AND lang = 'ru' AND summary = 'Бонус на пополнение каждую среду.';
UPDATE bonus_campaign_texts SET summary = 'Her çarşamba, o hafta içinde bir yatırımla alabileceğiniz size özel bir bonus.' WHERE campaign_id = 'weekly' AND lang = 'tr' AND summary = 'Her çarşamba bir yeniden yükleme bonusu.';
UPDATE bonus_campaign_texts SET summary = '每周三为您准备一份奖金，当周存款即可领取。' WHERE campaign_id = 'weekly' AND lang = 'zh' AND summary = '每周三的充值奖金。';
UPDATE bonus_campaign_texts SET summary = 'हर बुधवार आपका अपना बोनस, जिसे उसी सप्ताह जमा के साथ लें।' WHERE campaign_id = 'weekly' AND lang = 'hi' AND summary = 'हर बुधवार रीलोड बोनस।';
