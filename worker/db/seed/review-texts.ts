import type { ReviewEntityType } from '../../../src/model/entities/shop.ts'
import type { Gender } from './events-trainers-content.ts'

/**
 * The words of the demo reviews (BE-05, issue 40.15): reviewers with their gender and their names as each language
 * writes them, and sentences in ru (a feminine and a masculine form where a verb shows the speaker's gender), en and
 * ky. Reviews are written in ru or en; the other languages get a staff translation (review_translations).
 */

export type Lang = 'ru' | 'en' | 'ky'
export interface Reviewer {
  gender: Gender
  name: Record<Lang, string>
}
/** A sentence: Russian in the speaker's gender, English, Kyrgyz. */
export interface Sentence {
  ru: Record<Gender, string>
  en: string
  ky: string
}

const person = (gender: Gender, ru: string, en: string): Reviewer => ({ gender, name: { ru, en, ky: ru } })
/** A sentence whose Russian does not show the speaker's gender. */
const neutral = (ru: string, en: string, ky: string): Sentence => ({ ru: { f: ru, m: ru }, en, ky })
const gendered = (f: string, m: string, en: string, ky: string): Sentence => ({ ru: { f, m }, en, ky })

export const REVIEWERS: Reviewer[] = [
  person('f', 'Айгерим Токтогулова', 'Aigerim Toktogulova'), person('m', 'Эрмек Осмонов', 'Ermek Osmonov'),
  person('f', 'Ольга Смирнова', 'Olga Smirnova'), person('m', 'Тимур Исмаилов', 'Timur Ismailov'),
  person('f', 'Жанна Сейткалиева', 'Zhanna Seitkalieva'), person('m', 'Алексей Воронцов', 'Alexey Vorontsov'),
  person('f', 'Динара Абдыкадырова', 'Dinara Abdykadyrova'), person('m', 'Сергей Ли', 'Sergey Li'),
  person('f', 'Мадина Юсупова', 'Madina Yusupova'), person('m', 'Эрлан Жумабеков', 'Erlan Zhumabekov'),
  person('f', 'Наталья Кузнецова', 'Natalya Kuznetsova'), person('m', 'Руслан Ахмедов', 'Ruslan Akhmedov'),
  person('f', 'Гульнара Бекова', 'Gulnara Bekova'), person('m', 'Ильдар Хасанов', 'Ildar Khasanov'),
  person('f', 'Светлана Орлова', 'Svetlana Orlova'), person('m', 'Азиз Каримов', 'Aziz Karimov'),
  person('f', 'Виктория Пак', 'Viktoria Pak'), person('m', 'Нурбек Сатыбалдиев', 'Nurbek Satybaldiev'),
  person('f', 'Анна Белова', 'Anna Belova'), person('f', 'Сабина Рахимова', 'Sabina Rakhimova'),
]

/** Reviewers who write in English; ru and ky spell their names in Cyrillic. */
export const ENGLISH_REVIEWERS: Reviewer[] = [
  { gender: 'm', name: { en: 'John Carter', ru: 'Джон Картер', ky: 'Джон Картер' } },
  { gender: 'f', name: { en: 'Emily Brooks', ru: 'Эмили Брукс', ky: 'Эмили Брукс' } },
  { gender: 'm', name: { en: 'Daniel Novak', ru: 'Дэниел Новак', ky: 'Дэниел Новак' } },
  { gender: 'f', name: { en: 'Sarah Lim', ru: 'Сара Лим', ky: 'Сара Лим' } },
]

/** Openings of a review of each entity type. */
export const OPENINGS: Record<ReviewEntityType, Sentence[]> = {
  COMPANY: [
    neutral('Учусь в Вершина Академии второй год.', 'This is my second year studying at Vershina Academy.', 'Вершина Академиясында экинчи жыл окуп жатам.'),
    gendered('Пришла по совету коллеги и не пожалела.', 'Пришёл по совету коллеги и не пожалел.', 'I came on a colleague\'s advice and have no regrets.', 'Кесиптешимдин кеңеши менен келип, өкүнгөн жокмун.'),
  ],
  FRANCHISE: [
    neutral('Открыли филиал по франшизе в Оше полгода назад.', 'We opened a franchise branch in Osh six months ago.', 'Жарым жыл мурун Ошто франшиза боюнча филиал ачтык.'),
    neutral('Франшиза окупилась быстрее, чем мы планировали.', 'The franchise paid for itself sooner than we had planned.', 'Франшиза биз пландагандан тезирээк акталды.'),
  ],
  PARTNERSHIP: [
    neutral('Сотрудничаем с академией по корпоративному обучению.', 'We work with the academy on corporate training.', 'Академия менен корпоративдик окутуу боюнча кызматташабыз.'),
    neutral('Провели совместную конференцию для наших клиентов.', 'We held a joint conference for our clients.', 'Кардарларыбыз үчүн биргелешкен конференция өткөрдүк.'),
  ],
  CLUB: [
    neutral('В клубе встречаюсь с людьми, которые двигаются вперёд.', 'At the club I meet people who keep moving forward.', 'Клубда алдыга умтулган адамдар менен жолугам.'),
    neutral('Клубные встречи — лучшее время недели.', 'Club meetings are the best time of my week.', 'Клубдагы жолугушуулар — жуманын эң жакшы убактысы.'),
  ],
  MEDIA: [
    neutral('Делали репортаж о форуме академии.', 'We covered the academy\'s forum in a report.', 'Академиянын форуму жөнүндө репортаж даярдадык.'),
    neutral('Брали интервью у тренеров для нашего подкаста.', 'We interviewed the trainers for our podcast.', 'Подкастыбыз үчүн тренерлерден интервью алдык.'),
  ],
  CAREER: [
    neutral('Работаю в академии менеджером уже три года.', 'I have worked at the academy as a manager for three years.', 'Академияда менеджер болуп үч жылдан бери иштейм.'),
    gendered('Пришла в команду стажёром, сейчас руковожу отделом.', 'Пришёл в команду стажёром, сейчас руковожу отделом.', 'I joined the team as an intern and now run a department.', 'Командага стажер болуп келгем, азыр бөлүм жетектейм.'),
  ],
  PRODUCT: [
    gendered('Заказала после тренинга и получила через два дня.', 'Заказал после тренинга и получил через два дня.', 'I ordered it after the training and got it two days later.', 'Тренингден кийин буйрутма берип, эки күндөн кийин алдым.'),
    neutral('Взяли в подарок коллегам — всем понравилось.', 'We bought it as a gift for colleagues, and everyone liked it.', 'Кесиптештерге белек катары алдык — баарына жакты.'),
  ],
  EVENT: [
    gendered('Была на этом тренинге с коллегами.', 'Был на этом тренинге с коллегами.', 'I attended this event with colleagues.', 'Бул иш-чарага кесиптештерим менен катыштым.'),
    gendered('Участвовала впервые и уже записалась на следующий поток.', 'Участвовал впервые и уже записался на следующий поток.', 'It was my first time, and I have already signed up for the next group.', 'Биринчи жолу катыштым жана кийинки агымга жазылып койдум.'),
  ],
  TRAINER: [
    neutral('Занимаюсь у этого тренера полгода.', 'I have been training with this coach for six months.', 'Бул тренерде жарым жылдан бери окуп жатам.'),
    neutral('Тренер умеет объяснить сложное простыми словами.', 'The trainer can explain hard things in simple words.', 'Тренер татаал нерсени жөнөкөй сөз менен түшүндүрө алат.'),
  ],
}

export const DETAILS: Sentence[] = [
  neutral('Много практики, всё сразу применяешь в работе.', 'Lots of practice: you put everything to work straight away.', 'Практика көп, баарын дароо жумушта колдоносуң.'),
  neutral('Особенно понравились разборы реальных ситуаций участников.', 'I especially liked the reviews of participants\' real situations.', 'Катышуучулардын чыныгы кырдаалдарын талдоо өзгөчө жакты.'),
  neutral('За три месяца выручка нашего магазина выросла почти на треть.', 'In three months our shop\'s revenue grew by almost a third.', 'Үч айда дүкөнүбүздүн түшүмү дээрлик үчтөн бирге өстү.'),
  gendered('Наконец-то навела порядок в личных финансах и закрыла кредит.', 'Наконец-то навёл порядок в личных финансах и закрыл кредит.', 'I finally put my personal finances in order and paid off my loan.', 'Акыры жеке каржымды тартипке келтирип, насыямды жаптым.'),
  neutral('Организация на высоте: всё вовремя, материалы понятные.', 'Excellent organisation: everything on time, clear materials.', 'Уюштуруу жогорку деңгээлде: баары өз убагында, материалдар түшүнүктүү.'),
  neutral('Помогли выстроить отношения в команде, стало меньше конфликтов.', 'They helped us build relationships in the team, and there are fewer conflicts now.', 'Командадагы мамилелерди оңдоого жардам беришти, чыр-чатак азайды.'),
  neutral('Рекомендую всем, кто хочет расти и не стоять на месте.', 'I recommend it to anyone who wants to grow and not stand still.', 'Өсүүнү каалаган, бир жерде турбаган ар бир адамга сунуштайм.'),
  neutral('Атмосфера поддержки, хочется возвращаться снова.', 'A supportive atmosphere that makes you want to come back.', 'Колдоо атмосферасы, кайра-кайра келгиң келет.'),
]

/** Longer accounts some reviewers add, so that cards cut their text and offer 'read all' (REVIEWS-09). */
export const STORIES: Sentence[] = [
  gendered(
    'Честно говоря, сначала сомневалась: думала, очередные мотивационные лекции. Но уже на второй день мы разбирали мой собственный план на квартал, и тренер показал, где я теряю время и деньги.',
    'Честно говоря, сначала сомневался: думал, очередные мотивационные лекции. Но уже на второй день мы разбирали мой собственный план на квартал, и тренер показал, где я теряю время и деньги.',
    'To be honest, I had doubts at first: I expected yet another set of motivational lectures. But on the second day we were already working through my own plan for the quarter, and the trainer showed me where I was losing time and money.',
    'Чынын айтсам, алгач күмөндөндүм: кезектеги мотивациялык лекциялар го деп ойлогом. Бирок экинчи эле күнү өзүмдүн кварталдык планымды талдап, тренер убакытты жана акчаны кайда жоготуп жатканымды көрсөттү.',
  ),
  gendered(
    'Раньше я всё тянула на себе и работала без выходных. После программы делегировала половину задач, наняла двух сотрудников и впервые за пять лет съездила в отпуск без ноутбука.',
    'Раньше я всё тянул на себе и работал без выходных. После программы делегировал половину задач, нанял двух сотрудников и впервые за пять лет съездил в отпуск без ноутбука.',
    'I used to carry everything myself and worked without days off. After the programme I delegated half of my tasks, hired two people and, for the first time in five years, went on holiday without a laptop.',
    'Мурун баарын өзүм көтөрүп, дем алышсыз иштечүмүн. Программадан кийин тапшырмалардын жарымын башкаларга өткөрүп, эки кызматкер алдым жана беш жылда биринчи жолу ноутбуксуз эс алууга бардым.',
  ),
  neutral(
    'Отдельное спасибо кураторам группы: они отвечали на вопросы даже поздно вечером, а домашние задания проверяли подробно, с комментариями к каждому пункту.',
    'Special thanks to the group\'s tutors: they answered questions even late in the evening and checked homework in detail, with comments on every point.',
    'Топтун кураторлоруна өзгөчө рахмат: алар кечке маал да суроолорго жооп беришип, үй тапшырмаларын ар бир пункт боюнча комментарий менен кылдат текшеришти.',
  ),
]

/** Whole reviews written in English. */
export const ENGLISH_BODIES: Sentence[] = [
  neutral('Понятная структура, много практики и тренер, который слушает. Пользуюсь инструментами каждую неделю.', 'Clear structure, lots of practice and a trainer who listens. I use the tools every week.', 'Түшүнүктүү түзүлүш, көп практика жана уга билген тренер. Куралдарды ар жума колдоном.'),
  neutral('Лучшее вложение в команду за этот год: мы наконец планируем вместе, а не спорим.', 'The best investment in my team this year: we finally plan together instead of arguing.', 'Быйылкы командага эң жакшы салым: акыры талашпай, бирге пландайбыз.'),
  neutral('Дружелюбная атмосфера и конкретные результаты. Обязательно вернусь на следующую ступень.', 'Friendly atmosphere and concrete results. I will definitely come back for the next level.', 'Жылуу маанай жана так натыйжалар. Кийинки деңгээлге сөзсүз кайтып келем.'),
]

/** Media that reviewed the academy, by the names they use in every language. */
export const MEDIA_SOURCES = ['Kaktus Media', 'Forbes Kazakhstan', 'Radio Azattyk', 'Biznes Zavtrak podcast', 'Kloop']

/** Paragraphs of a review as said by `gender`, in `language`. */
export function paragraphs(sentences: Sentence[][], language: Lang, gender: Gender): string {
  const say = (sentence: Sentence) => (language === 'ru' ? sentence.ru[gender] : sentence[language])
  return sentences.map((paragraph) => `<p>${paragraph.map(say).join(' ')}</p>`).join('')
}
