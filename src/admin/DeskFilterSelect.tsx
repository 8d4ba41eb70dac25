/** One choice of a desk list's filter form (a plain GET form): "any" first, then the options; the address's value chosen. */
export function DeskFilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string
  name: string
  value: string | undefined
  anyLabel: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__control" name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
