-- Issue 40.8 (BE-21, OQ-52): the demo privacy policy said the visitor enters the city and country, which the edge
-- guesses from the network address. Rewrites those two paragraphs where a database still has the old demo text (staff
-- edits stay), and dates the policy anew there, so consents given from now on name the new version.
UPDATE pages SET date_publication = '2026-11-28T09:00:00Z'
WHERE slug = 'privacy' AND EXISTS (
  SELECT 1 FROM page_translations t WHERE t.page_uuid = pages.uuid AND (
    (t.language = 'ru' AND instr(t.body, '<h2>Какие данные мы собираем</h2>' || char(10) || '<p>Имя, телефон, адрес электронной почты, город и страну, которые вы указываете в формах заявок, отзывов и заказов, а также время вашего согласия на обработку данных.</p>') > 0) OR
    (t.language = 'ru' AND instr(t.body, '<h2>Местоположение</h2>' || char(10) || '<p>Город и страну мы определяем по сетевому адресу на нашем сервере и не передаём адрес сторонним сервисам.</p>') > 0) OR
    (t.language = 'en' AND instr(t.body, '<h2>What we collect</h2>' || char(10) || '<p>The name, phone number, e-mail address, city and country you enter in request, review and order forms, and the time you agreed to the processing.</p>') > 0) OR
    (t.language = 'en' AND instr(t.body, '<h2>Location</h2>' || char(10) || '<p>We guess your city and country from your network address on our own server and never send the address to outside services.</p>') > 0) OR
    (t.language = 'ky' AND instr(t.body, '<h2>Эмнени чогултабыз</h2>' || char(10) || '<p>Арыз, пикир жана буюртма формаларында көрсөткөн атыңыз, телефонуңуз, электрондук почтаңыз, шаарыңыз жана өлкөңүз.</p>') > 0) OR
    (t.language = 'ky' AND instr(t.body, '<h2>Жайгашкан жер</h2>' || char(10) || '<p>Шаарыңызды жана өлкөңүздү тармактык дарегиңиз боюнча өзүбүздүн серверде аныктайбыз жана даректи сырткы кызматтарга бербейбиз.</p>') > 0)
  )
);
UPDATE page_translations SET body = replace(replace(body,
  '<h2>Какие данные мы собираем</h2>' || char(10) || '<p>Имя, телефон, адрес электронной почты, город и страну, которые вы указываете в формах заявок, отзывов и заказов, а также время вашего согласия на обработку данных.</p>',
  '<h2>Какие данные мы собираем</h2>' || char(10) || '<p>Имя, телефон и адрес электронной почты, которые вы указываете в формах заявок, отзывов и заказов, время вашего согласия на обработку данных, а с заявкой или заказом — город и страну, определённые по вашему сетевому адресу (см. «Местоположение»).</p>'),
  '<h2>Местоположение</h2>' || char(10) || '<p>Город и страну мы определяем по сетевому адресу на нашем сервере и не передаём адрес сторонним сервисам.</p>',
  '<h2>Местоположение</h2>' || char(10) || '<p>Город и страну вы не вводите: их по сетевому (IP) адресу вашего запроса определяет сеть Cloudflare, через которую работает сайт, и мы сохраняем их вместе с заявкой или заказом. Определение приблизительное и может указать соседний город. Сам адрес мы не храним и не передаём другим сервисам; для защиты от злоупотреблений храним лишь его необратимый хеш, который меняется каждый день.</p>')
WHERE language = 'ru' AND page_uuid IN (SELECT uuid FROM pages WHERE slug = 'privacy');
UPDATE page_translations SET body = replace(replace(body,
  '<h2>What we collect</h2>' || char(10) || '<p>The name, phone number, e-mail address, city and country you enter in request, review and order forms, and the time you agreed to the processing.</p>',
  '<h2>What we collect</h2>' || char(10) || '<p>The name, phone number and e-mail address you enter in request, review and order forms, the time you agreed to the processing, and, with a request or an order, the city and country guessed from your network address (see "Location").</p>'),
  '<h2>Location</h2>' || char(10) || '<p>We guess your city and country from your network address on our own server and never send the address to outside services.</p>',
  '<h2>Location</h2>' || char(10) || '<p>You do not enter your city and country: Cloudflare, the network the site runs on, guesses them from the network (IP) address of your request, and we store them with your request or order. The guess is approximate and may name a nearby city. We neither store the address itself nor send it to other services; against abuse we keep only an irreversible hash of it that changes every day.</p>')
WHERE language = 'en' AND page_uuid IN (SELECT uuid FROM pages WHERE slug = 'privacy');
UPDATE page_translations SET body = replace(replace(body,
  '<h2>Эмнени чогултабыз</h2>' || char(10) || '<p>Арыз, пикир жана буюртма формаларында көрсөткөн атыңыз, телефонуңуз, электрондук почтаңыз, шаарыңыз жана өлкөңүз.</p>',
  '<h2>Эмнени чогултабыз</h2>' || char(10) || '<p>Арыз, пикир жана буюртма формаларында көрсөткөн атыңыз, телефонуңуз жана электрондук почтаңыз, маалыматтарды иштетүүгө макулдук берген убактыңыз, ошондой эле арыз же буюртма менен кошо тармактык дарегиңиз боюнча аныкталган шаарыңыз жана өлкөңүз («Жайгашкан жер» бөлүмүн караңыз).</p>'),
  '<h2>Жайгашкан жер</h2>' || char(10) || '<p>Шаарыңызды жана өлкөңүздү тармактык дарегиңиз боюнча өзүбүздүн серверде аныктайбыз жана даректи сырткы кызматтарга бербейбиз.</p>',
  '<h2>Жайгашкан жер</h2>' || char(10) || '<p>Шаарыңызды жана өлкөңүздү сиз жазбайсыз: аларды сайт иштеген Cloudflare тармагы сурооңуздун тармактык (IP) дареги боюнча аныктайт, биз аларды арызыңыз же буюртмаңыз менен кошо сактайбыз. Аныктоо болжолдуу жана жакынкы шаарды көрсөтүшү мүмкүн. Даректин өзүн сактабайбыз жана башка кызматтарга бербейбиз; кыянаттыктан коргоо үчүн анын күн сайын өзгөргөн, кайра калыбына келбеген хешин гана сактайбыз.</p>')
WHERE language = 'ky' AND page_uuid IN (SELECT uuid FROM pages WHERE slug = 'privacy');
