import { createRandom } from './random.ts'
import { insertMissing } from './sql.ts'

type Text = { title: string; description: string; keywords: string; sections: Array<[string, string]> }

const COMPANY = {
  ru: 'ОсОО «Вершина Академия» (г. Бишкек, ул. Киевская, 95)',
  en: 'Vershina Academy LLC (95 Kievskaya St., Bishkek)',
  ky: '«Вершина Академия» ЖЧК (Бишкек ш., Киев көчөсү, 95)',
}

const OFFER: Partial<Record<'ru' | 'en' | 'ky', Text>> = {
  ru: {
    title: 'Публичная оферта',
    description: 'Условия участия в тренингах, покупки товаров и онлайн-курсов Вершина Академии.',
    keywords: 'публичная оферта, договор, условия участия, тренинги, оплата, возврат',
    sections: [
      ['Общие положения', `${COMPANY.ru}, далее «Исполнитель», предлагает любому лицу, далее «Заказчик», заключить договор на участие в мероприятиях, покупку товаров и доступ к онлайн-курсам на условиях этой оферты. Оплата заказа означает полное и безоговорочное принятие оферты.`],
      ['Предмет договора', 'Исполнитель организует тренинги, мастер-классы, конференции и онлайн-курсы, а также продаёт книги, игры и сувенирную продукцию. Программа, даты, место и стоимость указаны на странице мероприятия или товара.'],
      ['Стоимость и оплата', 'Цены указаны в выбранной посетителем валюте и пересчитываются по курсу Исполнителя на дату заказа. Оплата производится банковской картой или другим способом, предложенным на странице оплаты. Сумма, показанная перед оплатой, окончательна.'],
      ['Возврат', 'Заказчик вправе отказаться от участия не позднее чем за 5 рабочих дней до начала мероприятия и получить полный возврат. Порядок возврата описан на странице «Возврат средств».'],
      ['Персональные данные', 'Заказчик соглашается на обработку имени, телефона и адреса электронной почты для исполнения договора. Подробности — в Политике конфиденциальности.'],
    ],
  },
  en: {
    title: 'Public offer',
    description: 'Terms of taking part in trainings and buying products and online courses from Vershina Academy.',
    keywords: 'public offer, contract, terms of participation, trainings, payment, refund',
    sections: [
      ['General', `${COMPANY.en}, the "Provider", offers any person, the "Customer", a contract for taking part in events, buying products and accessing online courses on the terms of this offer. Paying for an order means full acceptance of the offer.`],
      ['Subject', 'The Provider runs trainings, master classes, conferences and online courses, and sells books, games and merchandise. Programme, dates, venue and price are given on the page of each event or product.'],
      ['Price and payment', 'Prices are shown in the currency the visitor chose and converted at the Provider\'s rate on the day of the order. Payment is by bank card or another method offered on the payment page. The amount shown before paying is final.'],
      ['Refunds', 'The Customer may cancel no later than 5 working days before the event and receive a full refund. See the "Refunds" page for the procedure.'],
      ['Personal data', 'The Customer agrees to the processing of their name, phone number and e-mail address to perform the contract. See the Privacy policy.'],
    ],
  },
  ky: {
    title: 'Ачык оферта',
    description: 'Вершина Академиясынын тренингдерине катышуунун жана товарларды сатып алуунун шарттары.',
    keywords: 'ачык оферта, келишим, катышуу шарттары, тренингдер, төлөм',
    sections: [
      ['Жалпы жоболор', `${COMPANY.ky} «Аткаруучу» ар кандай адамга, «Буюртмачыга», ушул офертанын шарттарында иш-чараларга катышууга жана товарларды сатып алууга келишим түзүүнү сунуштайт. Буюртманы төлөө офертаны толук кабыл алууну билдирет.`],
      ['Келишимдин предмети', 'Аткаруучу тренингдерди, мастер-класстарды, конференцияларды жана онлайн-курстарды уюштурат, ошондой эле китептерди, оюндарды жана сувенирдик продукцияны сатат. Программа, даталар, өтүүчү жер жана баасы ар бир иш-чаранын же товардын барагында көрсөтүлөт.'],
      ['Баасы жана төлөм', 'Баалар келүүчү тандаган валютада көрсөтүлөт жана буюртма берилген күнгө Аткаруучунун курсу боюнча эсептелет. Төлөм банк картасы же төлөм барагында сунушталган башка жол менен жүргүзүлөт. Төлөөдөн мурун көрсөтүлгөн сумма акыркы болуп саналат.'],
      ['Кайтаруу', 'Буюртмачы иш-чара башталганга чейин 5 жумуш күнүнөн кечиктирбестен баш тартып, акчасын толук кайтарып ала алат. Кайтаруу тартиби «Акчаны кайтаруу» барагында баяндалган.'],
      ['Жеке маалыматтар', 'Буюртмачы келишимди аткаруу үчүн анын аты-жөнүн, телефон номерин жана электрондук почтасын иштетүүгө макулдук берет. Кененирээк — Купуялык саясатында.'],
    ],
  },
}

const PRIVACY: Partial<Record<'ru' | 'en' | 'ky', Text>> = {
  ru: {
    title: 'Политика конфиденциальности',
    description: 'Какие персональные данные собирает Вершина Академия, зачем и как их защищает.',
    keywords: 'политика конфиденциальности, персональные данные, согласие на обработку',
    sections: [
      ['Какие данные мы собираем', 'Имя, телефон и адрес электронной почты, которые вы указываете в формах заявок, отзывов и заказов, время вашего согласия на обработку данных, а с заявкой или заказом — город и страну, определённые по вашему сетевому адресу (см. «Местоположение»).'],
      ['Зачем', 'Чтобы связаться с вами по заявке, исполнить заказ, отправить чек и напомнить о мероприятии. Мы не продаём и не передаём данные третьим лицам, кроме платёжных провайдеров для проведения оплаты.'],
      ['Местоположение', 'Город и страну вы не вводите: их по сетевому (IP) адресу вашего запроса определяет сеть Cloudflare, через которую работает сайт, и мы сохраняем их вместе с заявкой или заказом. Определение приблизительное и может указать соседний город. Сам адрес мы не храним и не передаём другим сервисам; для защиты от злоупотреблений храним лишь его необратимый хеш, который меняется каждый день.'],
      ['Ваши права', 'Вы можете запросить копию своих данных или их удаление, написав на info@vershina.academy.'],
    ],
  },
  en: {
    title: 'Privacy policy',
    description: 'What personal data Vershina Academy collects, why, and how it is protected.',
    keywords: 'privacy policy, personal data, consent to processing',
    sections: [
      ['What we collect', 'The name, phone number and e-mail address you enter in request, review and order forms, the time you agreed to the processing, and, with a request or an order, the city and country guessed from your network address (see "Location").'],
      ['Why', 'To contact you about your request, fulfil your order, send a receipt and remind you of an event. We do not sell or share your data with third parties, except payment providers to process a payment.'],
      ['Location', 'You do not enter your city and country: Cloudflare, the network the site runs on, guesses them from the network (IP) address of your request, and we store them with your request or order. The guess is approximate and may name a nearby city. We neither store the address itself nor send it to other services; against abuse we keep only an irreversible hash of it that changes every day.'],
      ['Your rights', 'You can ask for a copy of your data or its deletion by writing to info@vershina.academy.'],
    ],
  },
  ky: {
    title: 'Купуялык саясаты',
    description: 'Вершина Академиясы кандай жеке маалыматтарды чогултат жана аларды кантип коргойт.',
    keywords: 'купуялык саясаты, жеке маалыматтар, иштетүүгө макулдук',
    sections: [
      ['Эмнени чогултабыз', 'Арыз, пикир жана буюртма формаларында көрсөткөн атыңыз, телефонуңуз жана электрондук почтаңыз, маалыматтарды иштетүүгө макулдук берген убактыңыз, ошондой эле арыз же буюртма менен кошо тармактык дарегиңиз боюнча аныкталган шаарыңыз жана өлкөңүз («Жайгашкан жер» бөлүмүн караңыз).'],
      ['Эмне үчүн', 'Арызыңыз боюнча байланышуу, буюртманы аткаруу, чек жөнөтүү жана иш-чара тууралуу эскертүү үчүн. Маалыматтарды сатпайбыз жана үчүнчү жактарга бербейбиз, төлөмдү жүргүзүү үчүн төлөм провайдерлеринен башка.'],
      ['Жайгашкан жер', 'Шаарыңызды жана өлкөңүздү сиз жазбайсыз: аларды сайт иштеген Cloudflare тармагы сурооңуздун тармактык (IP) дареги боюнча аныктайт, биз аларды арызыңыз же буюртмаңыз менен кошо сактайбыз. Аныктоо болжолдуу жана жакынкы шаарды көрсөтүшү мүмкүн. Даректин өзүн сактабайбыз жана башка кызматтарга бербейбиз; кыянаттыктан коргоо үчүн анын күн сайын өзгөргөн, кайра калыбына келбеген хешин гана сактайбыз.'],
      ['Сиздин укуктарыңыз', 'info@vershina.academy дарегине жазып, маалыматтарыңыздын көчүрмөсүн же аларды өчүрүүнү сурай аласыз.'],
    ],
  },
}

const PAY: Partial<Record<'ru' | 'en' | 'ky', Text>> = {
  ru: {
    title: 'Оплата',
    description: 'Способы оплаты заказов: банковские карты, электронные кошельки, валюты.',
    keywords: 'оплата, банковская карта, способы оплаты, валюты, чек',
    sections: [
      ['Способы оплаты', 'Банковские карты Visa, Mastercard, МИР и Элкарт, а также платёжные системы, доступные в вашей стране. Список способов и валют показывается на странице оплаты заказа.'],
      ['Безопасность', 'Данные карты вводятся на защищённой странице платёжного провайдера и не попадают к нам.'],
      ['Чек', 'После оплаты на указанную почту приходит чек и подтверждение заказа.'],
    ],
  },
  en: {
    title: 'Payment',
    description: 'How to pay for orders: bank cards, e-wallets, currencies.',
    keywords: 'payment, bank card, payment methods, currencies, receipt',
    sections: [
      ['Methods', 'Visa, Mastercard, MIR and Elcart bank cards, and the payment systems available in your country. The methods and currencies are listed on the payment page of your order.'],
      ['Security', 'Card details are entered on the payment provider\'s secure page and never reach us.'],
      ['Receipt', 'After payment, a receipt and the order confirmation are sent to your e-mail.'],
    ],
  },
  ky: {
    title: 'Төлөм',
    description: 'Буюртмаларды төлөө жолдору: банк карталары, электрондук капчыктар, валюталар.',
    keywords: 'төлөм, банк картасы, төлөө жолдору, валюталар, чек',
    sections: [
      ['Төлөө жолдору', 'Visa, Mastercard, МИР жана Элкарт банк карталары, ошондой эле өлкөңүздө жеткиликтүү төлөм системалары. Төлөө жолдорунун жана валюталардын тизмеси буюртманын төлөм барагында көрсөтүлөт.'],
      ['Коопсуздук', 'Картанын маалыматтары төлөм провайдеринин корголгон барагында киргизилет жана бизге келбейт.'],
      ['Чек', 'Төлөгөндөн кийин көрсөтүлгөн электрондук почтага чек жана буюртманын ырастоосу жөнөтүлөт.'],
    ],
  },
}

const RETURN: Partial<Record<'ru' | 'en' | 'ky', Text>> = {
  ru: {
    title: 'Возврат средств',
    description: 'Как вернуть деньги за мероприятие, товар или онлайн-курс.',
    keywords: 'возврат средств, отказ от участия, возврат товара, онлайн-курс',
    sections: [
      ['Мероприятия', 'Полный возврат — при отказе не позднее чем за 5 рабочих дней до начала. Позже возвращается 50% стоимости либо участие переносится на ближайший поток.'],
      ['Товары', 'Печатные книги и сувениры надлежащего качества можно вернуть в течение 14 дней, если сохранены товарный вид и упаковка.'],
      ['Онлайн-курсы', 'Возврат возможен в течение 7 дней после покупки, если пройдено не более двух уроков.'],
      ['Как подать заявку', 'Напишите на info@vershina.academy с номером заказа. Деньги возвращаются тем же способом в течение 10 рабочих дней.'],
    ],
  },
  en: {
    title: 'Refunds',
    description: 'How to get a refund for an event, a product or an online course.',
    keywords: 'refund, cancellation, product return, online course',
    sections: [
      ['Events', 'Full refund when you cancel at least 5 working days before the start. Later, 50% is refunded or your place moves to the next group.'],
      ['Products', 'Printed books and merchandise in good condition can be returned within 14 days in their original packaging.'],
      ['Online courses', 'A refund is possible within 7 days of purchase if no more than two lessons were taken.'],
      ['How to ask', 'Write to info@vershina.academy with your order number. The money returns by the same method within 10 working days.'],
    ],
  },
}

/** Slug, texts, publication date and whether search engines skip it (the aliases repeat the offer). */
const LEGAL_PAGES: Array<[string, Partial<Record<'ru' | 'en' | 'ky', Text>>, string, boolean]> = [
  ['oferta', OFFER, '2026-01-15', false],
  ['offer', OFFER, '2026-01-15', true],
  ['publicoffert', OFFER, '2026-01-15', true],
  ['pay', PAY, '2026-02-01', false],
  ['return', RETURN, '2026-02-01', false],
  ['privacy', PRIVACY, '2026-11-28', false],
]

/** The slugs of the legal pages every deployment starts with. */
export const LEGAL_PAGE_SLUGS = LEGAL_PAGES.map(([slug]) => slug)

function html(text: Text): string {
  return text.sections.map(([heading, paragraph]) => `<h2>${heading}</h2>\n<p>${paragraph}</p>`).join('\n')
}

/**
 * The legal pages (ROUTE-09, OQ-42): oferta and its aliases offer and publicoffert, pay, return, privacy. Reference
 * data: the footer and the order forms link them, so a real deployment starts with them and staff edit the texts.
 * `return` has no Kyrgyz text on purpose: /ky/page/return shows the Russian one (I18N-06 fallback).
 */
export function seedPages(): string[] {
  const random = createRandom(20260101)
  const pages = LEGAL_PAGES
  const rows = pages.map(([slug, , date, noindex], index) => ({
    uuid: random.uuid(),
    slug,
    date_publication: `${date}T09:00:00Z`,
    // The aliases repeat the offer: kept out of search so that only /page/oferta is indexed.
    seo_noindex: noindex,
    created: `2026-01-${String(10 + index).padStart(2, '0')}T09:00:00Z`,
  }))
  const translations = pages.flatMap(([, texts], index) =>
    Object.entries(texts).map(([language, text]) => ({
      page_uuid: rows[index]!.uuid,
      language,
      title: text.title,
      body: html(text),
      seo_title: text.title,
      seo_description: text.description,
      seo_keywords: text.keywords,
    })),
  )
  return [...insertMissing('pages', rows), ...insertMissing('page_translations', translations)]
}
