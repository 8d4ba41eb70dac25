/** Texts of the account mails (issue 28 §2, BE-17) per language: verification, password reset, e-mail change. */
import type { Language } from '../../src/model/languages'
import type { StaffRole } from '../../src/model/staff'
import type { SignInMethod } from '../auth/sign-in-methods'

export interface AccountMailTexts {
  verifySubject: string
  verifyIntro: string
  verifyAction: string
  registeredSubject: string
  registeredIntro: string
  registeredAction: string
  resetSubject: string
  resetIntro: string
  resetAction: string
  changeSubject: string
  changeIntro: string
  changeAction: string
  noAccountSubject: string
  noAccountIntro: string
  noAccountAction: string
  verifiedSubject: string
  verifiedIntro: string
  changedSubject: string
  changedIntro: (newEmail: string) => string
  changedAction: string
  /** Issue 39.2: the account's sign-in methods, and what opening the link keeps of them. */
  methodNames: Record<SignInMethod, string>
  methods: (names: string) => string
  noMethods: string
  proofNote: string
  resetNote: string
  signInSubject: string
  signInIntro: string
  signInAction: string
  inviteSubject: string
  inviteIntro: (roles: string) => string
  inviteAction: string
  inviteDesk: (link: string) => string
  accessAction: string
  roleNames: Record<StaffRole, string>
  expiry: (hours: number) => string
  expiryMinutes: (minutes: number) => string
  ignore: string
}

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  ru: {
    verifySubject: 'Подтвердите адрес электронной почты',
    verifyIntro: 'Вы зарегистрировались на сайте академии. Подтвердите, что этот адрес ваш: ссылка подтвердит его и выполнит вход на сайт в браузере, где вы её откроете.',
    verifyAction: 'Подтвердить адрес и войти',
    registeredSubject: 'У вас уже есть аккаунт',
    registeredIntro: 'Кто-то (возможно, вы) пытался зарегистрироваться с этим адресом, но аккаунт с ним уже есть. Войдите на сайт; если вы не помните пароль, восстановите его в окне входа.',
    registeredAction: 'Войти на сайт',
    resetSubject: 'Восстановление пароля',
    resetIntro: 'Вы запросили восстановление пароля. Задайте новый пароль по ссылке.',
    resetAction: 'Задать новый пароль',
    changeSubject: 'Подтвердите новый адрес электронной почты',
    changeIntro: 'Вы попросили сменить адрес вашего аккаунта на этот. Адрес сменится, когда вы откроете ссылку.',
    changeAction: 'Подтвердить новый адрес',
    noAccountSubject: 'Запрос со страницы входа',
    noAccountIntro: 'Кто-то (возможно, вы) запросил на сайте академии ссылку для этого адреса, но аккаунта с ним нет. Возможно, вы регистрировались с другим адресом; можно и зарегистрироваться. Если это были не вы, ничего делать не нужно.',
    noAccountAction: 'Перейти на сайт',
    verifiedSubject: 'Адрес уже подтверждён',
    verifiedIntro: 'Кто-то (возможно, вы) попросил снова подтвердить этот адрес, но он уже подтверждён. Войдите на сайт.',
    changedSubject: 'Адрес вашего аккаунта изменён',
    changedIntro: (newEmail) => `Адрес электронной почты вашего аккаунта изменён на ${newEmail}. Письма аккаунта теперь приходят туда. Если это сделали не вы, восстановите пароль и напишите нам.`,
    changedAction: 'Перейти на сайт',
    methodNames: { password: 'пароль', google: 'Google', facebook: 'Facebook' },
    methods: (names) => `Способы входа в аккаунт: ${names}.`,
    noMethods: 'У аккаунта пока нет способа входа.',
    proofNote:
      'Открыв ссылку, вы завершите все сеансы аккаунта, кроме сеанса в браузере, где вы её откроете. Вход через Google или Facebook, подключённый до подтверждения адреса, сохранится, только если в этом браузере вы уже вошли в аккаунт. Если вы не узнаёте эти способы входа, не открывайте ссылку, а восстановите пароль.',
    resetNote: 'Новый пароль завершит все сеансы аккаунта, а вход через Google или Facebook, подключённый до подтверждения адреса, будет удалён.',
    signInSubject: 'Ссылка для входа на сайт',
    signInIntro: 'Вы попросили ссылку для входа на сайт академии. Она откроет ваш аккаунт без пароля, даже если вход по паролю временно закрыт после неудачных попыток.',
    signInAction: 'Войти на сайт',
    inviteSubject: 'Приглашение в пульт сотрудников академии',
    inviteIntro: (roles) => `Вас пригласили в пульт сотрудников сайта академии (роли: ${roles}).`,
    inviteAction: 'Задать пароль',
    inviteDesk: (link) => `Затем войдите на ${link} и подключите приложение-аутентификатор (второй фактор).`,
    accessAction: 'Войти в пульт',
    roleNames: { admin: 'администратор', manager: 'менеджер', moderator: 'модератор', editor: 'редактор', door: 'контроль на входе', qa: 'тестировщик' },
    expiry: (hours) => `Ссылка действует ${hours} ч. и срабатывает один раз.`,
    expiryMinutes: (minutes) => `Ссылка действует ${minutes} мин. и срабатывает один раз.`,
    ignore: 'Если это были не вы, просто не открывайте ссылку: ничего не изменится.',
  },
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyIntro: "You signed up on the academy's site. Please confirm that this address is yours: the link confirms it and signs you in to the site in the browser where you open it.",
    verifyAction: 'Confirm my address and sign in',
    registeredSubject: 'You already have an account',
    registeredIntro: 'Someone (perhaps you) tried to sign up with this address, but it already has an account. Sign in on the site; if you do not remember your password, reset it in the sign-in window.',
    registeredAction: 'Sign in',
    resetSubject: 'Password reset',
    resetIntro: 'You asked to reset your password. Set a new one with the link below.',
    resetAction: 'Set a new password',
    changeSubject: 'Confirm your new e-mail address',
    changeIntro: 'You asked to change the address of your account to this one. It changes when you open the link.',
    changeAction: 'Confirm the new address',
    noAccountSubject: 'A request from the sign-in page',
    noAccountIntro: "Someone (perhaps you) asked the academy's site for a link for this address, but no account uses it. Perhaps you signed up with another address; you can also sign up. If this was not you, there is nothing to do.",
    noAccountAction: 'Go to the site',
    verifiedSubject: 'Your address is confirmed already',
    verifiedIntro: 'Someone (perhaps you) asked to confirm this address again, but it is confirmed already. Sign in on the site.',
    changedSubject: 'The address of your account was changed',
    changedIntro: (newEmail) => `The e-mail address of your account was changed to ${newEmail}; the account's mail goes there now. If this was not you, reset your password and write to us.`,
    changedAction: 'Go to the site',
    methodNames: { password: 'a password', google: 'Google', facebook: 'Facebook' },
    methods: (names) => `This account signs in with: ${names}.`,
    noMethods: 'This account has no way to sign in yet.',
    proofNote:
      'Opening the link ends every session of the account except the one in the browser you open it in. Google or Facebook sign-in added before the address was confirmed stays only if you are signed in to the account in that browser. If you do not recognise these sign-in methods, do not open the link: reset your password instead.',
    resetNote: 'A new password signs the account out everywhere, and Google or Facebook sign-in added before the address was confirmed is removed.',
    signInSubject: 'Your sign-in link',
    signInIntro: "You asked for a link to sign in on the academy's site. It opens your account without a password, even while sign-in with the password is paused after failed attempts.",
    signInAction: 'Sign in',
    inviteSubject: "An invitation to the academy's staff desk",
    inviteIntro: (roles) => `You are invited to the staff desk of the academy's site (roles: ${roles}).`,
    inviteAction: 'Set your password',
    inviteDesk: (link) => `Then sign in at ${link} and set up an authenticator app (the second factor).`,
    accessAction: 'Sign in to the desk',
    roleNames: { admin: 'admin', manager: 'manager', moderator: 'moderator', editor: 'editor', door: 'door check-in', qa: 'QA' },
    expiry: (hours) => `The link is valid for ${hours} h and works once.`,
    expiryMinutes: (minutes) => `The link is valid for ${minutes} min and works once.`,
    ignore: 'If this was not you, just do not open the link: nothing will change.',
  },
  ky: {
    verifySubject: 'Электрондук почтаңызды ырастаңыз',
    verifyIntro: 'Сиз академиянын сайтында катталдыңыз. Бул дарек сизге таандык экенин ырастаңыз: шилтеме аны ырастайт жана аны ачкан браузерде сайтка киргизет.',
    verifyAction: 'Даректи ырастоо жана кирүү',
    registeredSubject: 'Сизде аккаунт бар',
    registeredIntro: 'Кимдир бирөө (балким, сиз) бул дарек менен катталууга аракет кылды, бирок анын аккаунту мурунтан эле бар. Сайтка кириңиз; сырсөздү унутсаңыз, кирүү терезесинде аны калыбына келтириңиз.',
    registeredAction: 'Сайтка кирүү',
    resetSubject: 'Сырсөздү калыбына келтирүү',
    resetIntro: 'Сиз сырсөздү калыбына келтирүүнү сурадыңыз. Шилтеме аркылуу жаңы сырсөз коюңуз.',
    resetAction: 'Жаңы сырсөз коюу',
    changeSubject: 'Жаңы электрондук почтаңызды ырастаңыз',
    changeIntro: 'Сиз аккаунтуңуздун дарегин ушуга алмаштырууну сурадыңыз. Шилтемени ачканыңызда дарек алмашат.',
    changeAction: 'Жаңы даректи ырастоо',
    noAccountSubject: 'Кирүү барагынан келген суроо',
    noAccountIntro: 'Кимдир бирөө (балким, сиз) академиянын сайтынан бул дарек үчүн шилтеме сурады, бирок бул дарек менен аккаунт жок. Балким, сиз башка дарек менен катталгансыз; катталсаңыз да болот. Эгер бул сиз болбосоңуз, эч нерсе кылуунун кереги жок.',
    noAccountAction: 'Сайтка өтүү',
    verifiedSubject: 'Дарегиңиз мурунтан эле ырасталган',
    verifiedIntro: 'Кимдир бирөө (балким, сиз) бул даректи кайра ырастоону сурады, бирок ал мурунтан эле ырасталган. Сайтка кириңиз.',
    changedSubject: 'Аккаунтуңуздун дареги өзгөртүлдү',
    changedIntro: (newEmail) => `Аккаунтуңуздун электрондук почта дареги ${newEmail} болуп өзгөртүлдү; аккаунттун каттары эми ошол жакка келет. Эгер муну сиз кылбасаңыз, сырсөздү калыбына келтирип, бизге жазыңыз.`,
    changedAction: 'Сайтка өтүү',
    methodNames: { password: 'сырсөз', google: 'Google', facebook: 'Facebook' },
    methods: (names) => `Аккаунтка кирүү жолдору: ${names}.`,
    noMethods: 'Аккаунтта азырынча кирүү жолу жок.',
    proofNote:
      'Шилтемени ачканыңызда аккаунттун бардык сеанстары бүтөт, аны ачкан браузердеги сеанстан башкасы. Дарек ырасталганга чейин кошулган Google же Facebook аркылуу кирүү ошол браузерде аккаунтка кирген болсоңуз гана сакталат. Бул кирүү жолдорун тааныбасаңыз, шилтемени ачпаңыз, сырсөздү калыбына келтириңиз.',
    resetNote: 'Жаңы сырсөз аккаунттун бардык сеанстарын бүтүрөт, ал эми дарек ырасталганга чейин кошулган Google же Facebook аркылуу кирүү өчүрүлөт.',
    signInSubject: 'Сайтка кирүү үчүн шилтеме',
    signInIntro: 'Сиз академиянын сайтына кирүү үчүн шилтеме сурадыңыз. Ал аккаунтуңузду сырсөзсүз ачат, ийгиликсиз аракеттерден кийин сырсөз менен кирүү убактылуу жабылса да.',
    signInAction: 'Сайтка кирүү',
    inviteSubject: 'Академиянын кызматкерлер пультуна чакыруу',
    inviteIntro: (roles) => `Сизди академиянын сайтынын кызматкерлер пультуна чакырышты (ролдор: ${roles}).`,
    inviteAction: 'Сырсөз коюу',
    inviteDesk: (link) => `Андан кийин ${link} дарегинде кирип, аутентификатор тиркемесин (экинчи фактор) туташтырыңыз.`,
    accessAction: 'Пультка кирүү',
    roleNames: { admin: 'администратор', manager: 'менеджер', moderator: 'модератор', editor: 'редактор', door: 'кирүүдөгү текшерүү', qa: 'тестировщик' },
    expiry: (hours) => `Шилтеме ${hours} саат жарактуу жана бир жолу гана иштейт.`,
    expiryMinutes: (minutes) => `Шилтеме ${minutes} мүнөт жарактуу жана бир жолу гана иштейт.`,
    ignore: 'Эгер бул сиз болбосоңуз, шилтемени ачпаңыз: эч нерсе өзгөрбөйт.',
  },
}
