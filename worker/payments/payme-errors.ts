/**
 * The errors of Payme's Merchant API (BE-13): JSON-RPC 2.0 error objects with Payme's codes and a message in
 * Russian, Uzbek and English, always answered with HTTP 200 (Payme reads the code from the body).
 */

/** The codes this merchant answers, with what each means to Payme. */
export const PAYME_ERRORS = {
  /** The body is not JSON. */
  parseError: -32700,
  /** Not a JSON-RPC request of the Merchant API (a field missing or of the wrong type). */
  invalidRequest: -32600,
  /** The request method is not POST. */
  transportError: -32300,
  /** No such method. */
  methodNotFound: -32601,
  /** Wrong or missing Basic credentials (Paycom:<key>). */
  insufficientPrivilege: -32504,
  /** Something failed on our side; nothing was decided. */
  systemError: -32400,
  /** The amount is not what the payment charges. */
  wrongAmount: -31001,
  /** No transaction with that id. */
  transactionNotFound: -31003,
  /** The transaction cannot be performed (not created, timed out, or the payment is no longer payable). */
  cannotPerform: -31008,
  /** Account errors (-31050…-31099): no such payment of ours. */
  paymentNotFound: -31050,
  /** The payment has another live transaction (one transaction per order). */
  paymentBusy: -31051,
  /** The payment is no longer payable: paid, canceled, or replaced by a newer attempt of its order. */
  paymentClosed: -31052,
} as const

export type PaymeErrorCode = (typeof PAYME_ERRORS)[keyof typeof PAYME_ERRORS]

export interface PaymeErrorBody {
  code: PaymeErrorCode
  message: { ru: string; uz: string; en: string }
  /** For an account error, the account field it is about. */
  data?: string
}

const MESSAGES: Record<PaymeErrorCode, PaymeErrorBody['message']> = {
  [-32700]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xatolik', en: 'Parse error' },
  [-32600]: { ru: 'Неверный запрос', uz: "Noto'g'ri so'rov", en: 'Invalid request' },
  [-32300]: { ru: 'Метод запроса должен быть POST', uz: "So'rov usuli POST bo'lishi kerak", en: 'The request method must be POST' },
  [-32601]: { ru: 'Метод не найден', uz: 'Usul topilmadi', en: 'Method not found' },
  [-32504]: { ru: 'Недостаточно привилегий', uz: 'Imtiyozlar yetarli emas', en: 'Insufficient privilege' },
  [-32400]: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' },
  [-31001]: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Wrong amount' },
  [-31003]: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  [-31008]: { ru: 'Невозможно выполнить операцию', uz: "Amalni bajarib bo'lmaydi", en: 'Unable to perform the operation' },
  [-31050]: { ru: 'Платёж не найден', uz: "To'lov topilmadi", en: 'Payment not found' },
  [-31051]: { ru: 'Заказ ожидает оплаты по другой транзакции', uz: "Buyurtma boshqa tranzaksiya bo'yicha to'lovni kutmoqda", en: 'The order awaits another transaction' },
  [-31052]: { ru: 'Платёж уже оплачен или отменён', uz: "To'lov allaqachon to'langan yoki bekor qilingan", en: 'The payment is paid or canceled already' },
}

/** A Merchant API failure: thrown by a method, answered as Payme's error object. */
export class PaymeError extends Error {
  constructor(
    readonly code: PaymeErrorCode,
    readonly data?: string,
  ) {
    super(MESSAGES[code].en)
  }

  get body(): PaymeErrorBody {
    return { code: this.code, message: MESSAGES[this.code], ...(this.data === undefined ? {} : { data: this.data }) }
  }
}
