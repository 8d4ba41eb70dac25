/** OQ-21: times show in the city's zone when it has one; dates with no city of their own show in Moscow time. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow'
