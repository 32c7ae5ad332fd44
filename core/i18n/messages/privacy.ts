import { registerMessages } from "../registry";

/**
 * The public page for access and deletion requests, its confirmation and the e-mails it sends.
 */
export const PRIVACY_MESSAGES = {
  "privacy.metaTitle": "Your Data: Access or Deletion Request",
  "privacy.description":
    "Ask for a copy of the data tied to your quote, chat or contact message, or ask us to delete it. We answer within 30 days, usually at once.",
  "privacy.title": "Your data, your choice",
  "privacy.intro":
    "Under Canadian privacy law (PIPEDA, and Law 25 in Quebec) you may see the personal information we hold about you and ask us to delete it. In the browser you used for your quotes or chats this acts at once; from another device, use the privacy code that browser shows; for a contact message, use the e-mail address you gave us.",
  "privacy.policyLink": "Read our privacy policy",
  "privacy.keptTitle": "What we keep after a deletion",
  "privacy.keptText":
    "Records of the consents you gave (what you agreed to, the wording and when) are kept as the law requires, with no link to your answers, quotes or messages. A record that your request was carried out is kept too; it holds no personal information.",
  "privacy.form.title": "Make a request",
  "privacy.form.kindLegend": "What would you like to do?",
  "privacy.form.kindAccess": "Get a copy of my data (a JSON file)",
  "privacy.form.kindDeletion": "Delete my data",
  "privacy.form.channelLegend": "How should we find your data?",
  "privacy.form.channelBrowser": "The quotes and chats made in this browser",
  "privacy.form.channelCode": "With my privacy code (from the browser I used)",
  "privacy.form.channelEmail": "With the e-mail address I gave in a contact message",
  "privacy.form.browserHint":
    "This browser holds a private key for the quotes and chats made in it. The link to your results and the reference a partner receives do not, so nobody you share them with can use this.",
  "privacy.form.codeLabel": "Your privacy code",
  "privacy.form.codeHint":
    "20 letters and digits, like ABCD-EFGH-JKMN-PQRS-TVWX. Open this page in the browser you used for your quotes or chat and choose “Show my privacy code”.",
  "privacy.form.emailLabel": "Your e-mail address",
  "privacy.form.emailHint":
    "We send a link to this address. Nothing is shown or deleted until you open it, so no one else can use your address.",
  "privacy.form.confirmDeletion": "I understand that deleting my data cannot be undone.",
  "privacy.form.submitAccess": "Download my data",
  "privacy.form.submitDeletion": "Delete my data",
  "privacy.form.submitEmail": "Send me a confirmation link",
  "privacy.form.fixErrors": "Please correct the highlighted fields.",
  "privacy.form.deadline":
    "The law gives us {days} days to answer; a request from this browser or with your privacy code is answered at once.",
  "privacy.code.title": "Use another device",
  "privacy.code.intro":
    "To make a request from another device, show this browser's privacy code and keep it somewhere safe. Anyone who has it can see or delete your data: never share it.",
  "privacy.code.show": "Show my privacy code",
  "privacy.code.label": "Your privacy code",
  "privacy.code.note": "It is shown only here, in this browser, and only when you ask.",
  "privacy.outcome.exportedTitle": "Your data is ready",
  "privacy.outcome.exportedText":
    "The download should start by itself. The file lists your quote and chat sessions, quotes, partner clicks, consents, messages and site events.",
  "privacy.outcome.download": "Download {file}",
  "privacy.outcome.deletedTitle": "Your data was deleted",
  "privacy.outcome.deletedText":
    "We deleted {sessions} session(s), {messages} message(s) and {events} site event(s) tied to your request.",
  "privacy.outcome.consentKept":
    "{count} consent record(s) are kept as proof of consent, as the law requires, with no link to your answers.",
  "privacy.outcome.requestNumber": "Request number: {id}",
  "privacy.outcome.checkInboxTitle": "Check your inbox",
  "privacy.outcome.checkInboxText":
    "If the address is right, a confirmation link is on its way. Open it within 24 hours to finish your request. Nothing happens until you do.",
  "privacy.confirm.metaTitle": "Confirm your data request",
  "privacy.confirm.title": "Confirm your request",
  "privacy.confirm.accessText":
    "You asked for a copy of the data tied to your e-mail address. Press the button to download it.",
  "privacy.confirm.deletionText": "You asked us to delete the data tied to your e-mail address. This cannot be undone.",
  "privacy.confirm.accessButton": "Download my data",
  "privacy.confirm.deletionButton": "Delete my data now",
  "privacy.confirm.again": "Make a new request",
  "privacy.error.kind": "Please choose whether you want a copy of your data or its deletion.",
  "privacy.error.code": "Please enter your privacy code: 20 letters and digits, as your other browser shows it.",
  "privacy.error.referenceRetired":
    "The reference on your results and the link to them no longer open your data: partners and anyone you share the link with have them too. Use this page in the browser you used for your quotes, or write to us at {email} and we will answer within 30 days.",
  "privacy.error.email": "Please enter a valid e-mail address, like name@example.com.",
  "privacy.error.oneOf": "Please choose this browser's data, give your privacy code, or give your e-mail address.",
  "privacy.error.confirm": "Please confirm that you understand the deletion cannot be undone.",
  "privacy.error.notFound": "We found no data for this privacy code. Please check it against the browser you used.",
  "privacy.error.noBrowserData":
    "We found no quotes or chats made in this browser. If you used another browser or device, open this page there, or use its privacy code.",
  "privacy.error.token": "This confirmation link is not valid.",
  "privacy.error.tokenInvalid": "This confirmation link is not valid or was already used. You can make a new request.",
  "privacy.error.tokenExpired": "This confirmation link has expired. You can make a new request.",
  "privacy.error.rateLimited":
    "You have made several requests in a short time. Please wait {minutes} min and try again (what you entered is still here).",
  "privacy.error.failed": "Your request could not be completed right now. Please try again in a few minutes.",
  "privacy.email.subject": "Confirm your QuoteMaple data request",
  "privacy.email.actionAccess": "get a copy of the data tied to this e-mail address",
  "privacy.email.actionDeletion": "delete the data tied to this e-mail address",
  "privacy.email.body":
    "Someone, hopefully you, asked QuoteMaple to {action}.\n\nTo confirm, open this link within {hours} hours:\n{link}\n\nIf you did not ask for this, ignore this e-mail: nothing will happen.",
  "privacy.export.notice":
    "All the data QuoteMaple holds that is tied to your request, as stored. Consent records are kept as the law requires.",
} as const;

registerMessages("en", PRIVACY_MESSAGES, "privacy");
