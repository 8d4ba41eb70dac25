import type { ReactNode } from 'react'
import { Money } from '../../../components/Money'
import type { Currency } from '../../../model/currencies'
import type { PriceOption } from '../../../model/entities/events'
import { orderable, SeatNote } from './SeatNote'

export interface OptionPickerProps<Option extends PriceOption> {
  /** The radio inputs' shared name and the id prefix. */
  id: string
  legend: string
  options: readonly Option[]
  currency: Currency
  chosen: string | null
  onChoose: (optionId: string) => void
  /** A picture before an option's title (a product option's `key` icon, PRODUCT-03). */
  icon?: (option: Option) => ReactNode
}

/**
 * EVENT-12, PRODUCT-03: an event's or a product's options as a radio group, each with its price (and the price before a discount crossed
 * out); shown when there is more than one option to choose from. A sold-out option is shown disabled (issue 44, BE-15).
 */
export function OptionPicker<Option extends PriceOption>({ id, legend, options, currency, chosen, onChoose, icon }: OptionPickerProps<Option>) {
  return (
    <fieldset className="option-picker">
      <legend className="field__label">{legend}</legend>
      <div className="option-picker__list">
        {options.map((option) => {
          const inputId = `${id}-${option.uuid}`
          return (
            <div key={option.uuid} className="option-picker__option">
              <input
                type="radio"
                className="option-picker__input"
                id={inputId}
                name={id}
                value={option.uuid}
                checked={chosen === option.uuid}
                disabled={!orderable(option)}
                onChange={() => onChoose(option.uuid)}
              />
              <label className="option-picker__label" htmlFor={inputId}>
                <span className="option-picker__title">
                  {icon?.(option)}
                  {option.title}
                </span>
                <SeatNote option={option} />
                <span className="option-picker__price">
                  {option.old_price ? <s><Money amount={option.old_price} currency={currency} /></s> : null}{' '}
                  <Money amount={option.price} currency={currency} />
                </span>
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
