/** What the endpoints that payment providers call answer (BE-13, BE-14); the providers' own formats. */

/** POST payment-notifications/{provider}: what the notification decided (duplicates and unknown payments too). */
export interface NotificationAnswer {
  outcome: string
}

/** Click's SHOP-API answer to Prepare and Complete, always with HTTP 200 and the code in `error`. */
export interface ClickAnswerBody {
  click_trans_id?: number
  merchant_trans_id?: string
  merchant_prepare_id?: number
  merchant_confirm_id?: number
  error: number
  error_note: string
}

/** Payme's Merchant API answer (JSON-RPC 2.0), always with HTTP 200: the method's result, or Payme's error object. */
export interface PaymeAnswerBody {
  jsonrpc: '2.0'
  id: number | string | null
  result?: Record<string, unknown>
  error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string }
}

/** Uzum Bank Merchant API's answer to check, create, confirm, reverse and status: HTTP 200, or 400 with FAILED. */
export interface UzumAnswerBody {
  serviceId: number | null
  timestamp?: number
  transId?: string
  status: 'OK' | 'CREATED' | 'CONFIRMED' | 'REVERSED' | 'FAILED'
  /** Milliseconds since the epoch. */
  transTime?: number
  confirmTime?: number | null
  reverseTime?: number | null
  /** Values Uzum shows the customer, by name. */
  data?: Record<string, { value: string }>
  /** Tiyin. */
  amount?: number
  /** FAILED only: Uzum's code, e.g. "10007". */
  errorCode?: string
}
