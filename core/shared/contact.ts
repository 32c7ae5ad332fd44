import { z } from "./zod";

/** Contact subjects and their labels' message keys (content spec, "Contact"). */
export const CONTACT_SUBJECTS = ["general", "quote", "coverage", "claims", "technical", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

const trimmed = (max: number, requiredMessage: string, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);

/**
 * One schema for the contact form, used by the browser, the page action and POST /api/contact.
 * `website` is a honeypot: people never see it, so a value means a bot.
 */
export const contactMessageSchema = z
  .object({
    name: trimmed(CONTACT_LIMITS.name, "Please enter your full name.", "Your name is too long."),
    email: z
      .string({ error: "Please enter your e-mail address." })
      .trim()
      .min(1, "Please enter your e-mail address.")
      .max(CONTACT_LIMITS.email, "This e-mail address is too long.")
      .pipe(z.email("Please enter a valid e-mail address, like name@example.com.")),
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phone, "This phone number is too long.")
      .regex(/^[\d\s()+.-]*$/, "A phone number may only hold digits, spaces and + ( ) - .")
      .optional()
      .transform((value) => (value ? value : null)),
    subject: z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject." }),
    message: trimmed(
      CONTACT_LIMITS.message,
      "Please write your message.",
      "Your message is too long (5,000 characters at most).",
    ),
    website: z.string().max(200).optional(),
  })
  .strict();

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
