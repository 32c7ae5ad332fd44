/** Assistant limits (quote-side spec, section 5 "Assistant"; the spec does not cap messages, we do). */
export const CHAT_LIMITS = {
  messageMaxLength: 1000,
  /** Consecutive server rejections of the province before the picker shows (spec, section 9). */
  provincePickerAfter: 2,
} as const;
