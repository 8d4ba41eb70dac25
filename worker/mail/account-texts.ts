/** Texts of the account mails (issue 28 §2, BE-17) per language: verification, password reset, e-mail change. */
import type { Language } from '../../src/model/languages'

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
  signInSubject: string
  signInIntro: string
  signInAction: string
  expiry: (hours: number) => string
  expiryMinutes: (minutes: number) => string
  ignore: string
}

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  ru: {
    verifySubject: 'Подтвердите адрес электронной почты',
    verifyIntro: 'Вы зарегистрировались на сайте академии. Подтвердите, что этот адрес ваш.',
    verifyAction: 'Подтвердить адрес',
    registeredSubject: 'У вас уже есть аккаунт',
    registeredIntro: 'Кто-то (возможно, вы) пытался зарегистрироваться с этим адресом, но аккаунт с ним уже есть. Войдите на сайт; если вы не помните пароль, восстановите его в окне входа.',
    registeredAction: 'Войти на сайт',
    resetSubject: 'Восстановление пароля',
    resetIntro: 'Вы запросили восстановление пароля. Задайте новый пароль по ссылке.',
    resetAction: 'Задать новый пароль',
    changeSubject: 'Подтвердите новый адрес электронной почты',
    changeIntro: 'Вы попросили сменить адрес вашего аккаунта на этот. Адрес сменится, когда вы откроете ссылку.',
    changeAction: 'Подтвердить новый адрес',
    signInSubject: 'Ссылка для входа на сайт',
    signInIntro: 'Вы попросили ссылку для входа на сайт академии. Она откроет ваш аккаунт без пароля, даже если вход по паролю временно закрыт после неудачных попыток.',
    signInAction: 'Войти на сайт',
    expiry: (hours) => `Ссылка действует ${hours} ч. и срабатывает один раз.`,
    expiryMinutes: (minutes) => `Ссылка действует ${minutes} мин. и срабатывает один раз.`,
    ignore: 'Если это были не вы, просто не открывайте ссылку: ничего не изменится.',
  },
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyIntro: "You signed up on the academy's site. Please confirm that this address is yours.",
    verifyAction: 'Confirm my address',
    registeredSubject: 'You already have an account',
    registeredIntro: 'Someone (perhaps you) tried to sign up with this address, but it already has an account. Sign in on the site; if you do not remember your password, reset it in the sign-in window.',
    registeredAction: 'Sign in',
    resetSubject: 'Password reset',
    resetIntro: 'You asked to reset your password. Set a new one with the link below.',
    resetAction: 'Set a new password',
    changeSubject: 'Confirm your new e-mail address',
    changeIntro: 'You asked to change the address of your account to this one. It changes when you open the link.',
    changeAction: 'Confirm the new address',
    signInSubject: 'Your sign-in link',
    signInIntro: "You asked for a link to sign in on the academy's site. It opens your account without a password, even while sign-in with the password is paused after failed attempts.",
    signInAction: 'Sign in',
    expiry: (hours) => `The link is valid for ${hours} h and works once.`,
    expiryMinutes: (minutes) => `The link is valid for ${minutes} min and works once.`,
    ignore: 'If this was not you, just do not open the link: nothing will change.',
  },
  ky: {
    verifySubject: 'Электрондук почтаңызды ырастаңыз',
    verifyIntro: 'Сиз академиянын сайтында катталдыңыз. Бул дарек сизге таандык экенин ырастаңыз.',
    verifyAction: 'Даректи ырастоо',
    registeredSubject: 'Сизде аккаунт бар',
    registeredIntro: 'Кимдир бирөө (балким, сиз) бул дарек менен катталууга аракет кылды, бирок анын аккаунту мурунтан эле бар. Сайтка кириңиз; сырсөздү унутсаңыз, кирүү терезесинде аны калыбына келтириңиз.',
    registeredAction: 'Сайтка кирүү',
    resetSubject: 'Сырсөздү калыбына келтирүү',
    resetIntro: 'Сиз сырсөздү калыбына келтирүүнү сурадыңыз. Шилтеме аркылуу жаңы сырсөз коюңуз.',
    resetAction: 'Жаңы сырсөз коюу',
    changeSubject: 'Жаңы электрондук почтаңызды ырастаңыз',
    changeIntro: 'Сиз аккаунтуңуздун дарегин ушуга алмаштырууну сурадыңыз. Шилтемени ачканыңызда дарек алмашат.',
    changeAction: 'Жаңы даректи ырастоо',
    signInSubject: 'Сайтка кирүү үчүн шилтеме',
    signInIntro: 'Сиз академиянын сайтына кирүү үчүн шилтеме сурадыңыз. Ал аккаунтуңузду сырсөзсүз ачат, ийгиликсиз аракеттерден кийин сырсөз менен кирүү убактылуу жабылса да.',
    signInAction: 'Сайтка кирүү',
    expiry: (hours) => `Шилтеме ${hours} саат жарактуу жана бир жолу гана иштейт.`,
    expiryMinutes: (minutes) => `Шилтеме ${minutes} мүнөт жарактуу жана бир жолу гана иштейт.`,
    ignore: 'Эгер бул сиз болбосоңуз, шилтемени ачпаңыз: эч нерсе өзгөрбөйт.',
  },
}
