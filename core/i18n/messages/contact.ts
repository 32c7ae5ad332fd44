import { registerMessages } from "../registry";

/**
 * The contact page and its form.
 */
export const CONTACT_MESSAGES = {
  "contact.metaTitle": "Contact Us",
  "contact.description":
    "Questions about quotes, coverage or your data? Write to the QuoteMaple team. We answer within 24 hours, Monday to Friday.",
  "contact.title": "Contact Us",
  "contact.intro":
    "Questions about your estimates, coverage or your data? Send us a message and we'll get back to you within 24 hours.",
  "contact.emailCard": "E-mail",
  "contact.phoneCard": "Call-back hours",
  "contact.phoneHours": "Monday to Friday, 9:00 AM - 5:00 PM EST",
  "contact.phoneNote":
    "We have no line for incoming calls: leave your number in your message and we'll call you back within these hours.",
  "contact.locationCard": "Location",
  "contact.location": "Serving all of Canada",
  "contact.locationNote": "Based in Toronto, Ontario",
  "contact.formTitle": "Send us a message",
  "contact.name": "Full Name",
  "contact.email": "Email",
  "contact.phone": "Phone (optional)",
  "contact.subject": "Subject",
  "contact.subjectPlaceholder": "Choose a subject",
  "contact.subject.general": "General Inquiry",
  "contact.subject.quote": "Question About Quotes",
  "contact.subject.coverage": "Coverage Questions",
  "contact.subject.claims": "Claims Assistance",
  "contact.subject.technical": "Technical Support",
  "contact.subject.other": "Other",
  "contact.message": "Message",
  "contact.honeypot": "Leave this field empty",
  "contact.send": "Send Message",
  "contact.sending": "Sending...",
  "contact.successTitle": "Thank You!",
  "contact.successMessage": "Your message has been sent successfully. We'll get back to you within 24 hours.",
  "contact.sendAnother": "Send Another Message",
  "contact.failed": "Failed to send message. Please try again or contact us directly at {email}",
  "contact.rateLimited":
    "You have sent several messages in a short time. Please wait {minutes} min and send it again (what you wrote is still here), or e-mail us at {email}.",
  "contact.fixErrors": "Please check the highlighted fields.",
  "contact.privacyNote": "We use your details only to answer this message. See our privacy policy.",
} as const;

registerMessages("en", CONTACT_MESSAGES, "contact");
