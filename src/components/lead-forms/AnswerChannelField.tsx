import { useT } from '../../i18n/intl'
import { ANSWER_CHANNELS } from '../../model/lead-messenger'
import { FieldError, fieldErrorId } from '../forms/Field'

/** Issue 45.5: how the visitor wants to be answered: a phone call (the default), Telegram or WhatsApp, as radios. */
export function AnswerChannelField({ id, name, label, value, error, onChange }: { id: string; name: string; label: string; value: string; error?: string | null | undefined; onChange: (value: string) => void }) {
  const t = useT()
  return (
    <fieldset className="answer-channel" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="answer-channel__legend">{label}</legend>
      <div className="answer-channel__options">
        {ANSWER_CHANNELS.map((channel, index) => (
          <label key={channel} className="answer-channel__option">
            <input id={index === 0 ? id : undefined} type="radio" name={name} value={channel} checked={value === channel} onChange={() => onChange(channel)} />
            {t(`lead_form.answer_channel.${channel}`)}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
