/** Texts of the ticket page and the ticket's part of the confirmation mail (Worker pages outside the app, issue 44). */
import type { Language } from '../../src/model/languages'

export interface TicketTexts {
  title: string
  option: string
  when: string
  localTime: (zone: string) => string
  place: string
  online: string
  map: string
  join: string
  joinLater: (date: string, time: string) => string
  buyer: string
  order: string
  qr: string
  qrLabel: string
  eventPage: string
  calendar: string
  bring: string
  bringOffline: string
  bringOnline: string
  openTicket: string
  notFoundTitle: string
  notFoundText: string
  home: string
}

export const TICKET_TEXTS: Record<Language, TicketTexts> = {
  ru: {
    title: 'Билет',
    option: 'Вариант участия',
    when: 'Дата и время',
    localTime: (zone) => `Местное время: ${zone}`,
    place: 'Место',
    online: 'Онлайн',
    map: 'Открыть на карте',
    join: 'Подключиться к трансляции',
    joinLater: (date, time) => `Ссылка на трансляцию появится здесь за час до начала: ${date} в ${time}.`,
    buyer: 'Участник',
    order: 'Номер заказа',
    qr: 'Покажите этот код на входе',
    qrLabel: 'QR-код билета',
    eventPage: 'Страница мероприятия',
    calendar: 'Добавить в календарь (.ics)',
    bring: 'Что взять с собой',
    bringOffline: 'Этот билет (на телефоне или распечатанный) и документ, удостоверяющий личность.',
    bringOnline: 'Компьютер или телефон с интернетом и наушники; ссылка на трансляцию — на странице билета за час до начала.',
    openTicket: 'Открыть билет',
    notFoundTitle: 'Билет не найден',
    notFoundText: 'Проверьте ссылку из письма с подтверждением оплаты.',
    home: 'На главную',
  },
  en: {
    title: 'Ticket',
    option: 'Option',
    when: 'Date and time',
    localTime: (zone) => `Local time: ${zone}`,
    place: 'Place',
    online: 'Online',
    map: 'Open the map',
    join: 'Join the broadcast',
    joinLater: (date, time) => `The link to the broadcast appears here an hour before the start: ${date} at ${time}.`,
    buyer: 'Attendee',
    order: 'Order number',
    qr: 'Show this code at the entrance',
    qrLabel: "The ticket's QR code",
    eventPage: 'Event page',
    calendar: 'Add to calendar (.ics)',
    bring: 'What to bring',
    bringOffline: 'This ticket (on your phone or printed) and an identity document.',
    bringOnline: 'A computer or phone with internet and headphones; the broadcast link is on the ticket page an hour before the start.',
    openTicket: 'Open the ticket',
    notFoundTitle: 'Ticket not found',
    notFoundText: 'Check the link in the payment confirmation mail.',
    home: 'Home page',
  },
  ky: {
    title: 'Билет',
    option: 'Катышуу варианты',
    when: 'Күнү жана убактысы',
    localTime: (zone) => `Жергиликтүү убакыт: ${zone}`,
    place: 'Өтүүчү жери',
    online: 'Онлайн',
    map: 'Картадан ачуу',
    join: 'Түз обого кошулуу',
    joinLater: (date, time) => `Түз обого шилтеме бул жерде башталардан бир саат мурун пайда болот: ${date}, саат ${time}.`,
    buyer: 'Катышуучу',
    order: 'Буйрутманын номери',
    qr: 'Бул кодду кире бериште көрсөтүңүз',
    qrLabel: 'Билеттин QR-коду',
    eventPage: 'Иш-чаранын барагы',
    calendar: 'Календарга кошуу (.ics)',
    bring: 'Өзүңүз менен эмне алуу керек',
    bringOffline: 'Бул билет (телефондо же басылып чыккан) жана инсандыгыңызды тастыктаган документ.',
    bringOnline: 'Интернети бар компьютер же телефон жана кулакчын; түз обого шилтеме башталардан бир саат мурун билеттин барагында болот.',
    openTicket: 'Билетти ачуу',
    notFoundTitle: 'Билет табылган жок',
    notFoundText: 'Төлөмдү ырастаган каттагы шилтемени текшериңиз.',
    home: 'Башкы бет',
  },
}
