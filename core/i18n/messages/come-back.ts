import { registerMessages } from "../registry";

/**
 * "E-mail me my quotes", "Remind me before renewal", their e-mails and the unsubscribe page
 * (issue 25, part 4; decision 0058).
 */
export const COME_BACK_MESSAGES = {
  "comeBack.title": "Come back to these estimates",
  "comeBack.intro":
    "Get a link to these results by e-mail. Give the month your policy renews and we also send a fresh estimate, with the same details, a month or so before.",
  "comeBack.emailLabel": "Your e-mail address",
  "comeBack.renewalLabel": "Month your policy renews (optional)",
  "comeBack.renewalHint":
    "Year and month, like {example}. About 30 to 45 days before, we e-mail you a fresh estimate with these details.",
  "comeBack.consent":
    "Yes, QuoteMaple may e-mail me a link to these estimates and, if I gave a renewal month, a fresh estimate before each renewal. Sent by QuoteMaple, Toronto, Ontario, Canada ({email}). I can unsubscribe at any time with the link in every e-mail.",
  "comeBack.consentNote": "Not ticked in advance. We do not share your address and send nothing else.",
  "comeBack.submit": "E-mail me my quotes",
  "comeBack.sending": "Sending...",
  "comeBack.sent": "Done. The link to these results is on its way to {email}.",
  "comeBack.sentReminder": "We will also send you a fresh estimate before your renewal in {month}.",
  "comeBack.failed": "Your request could not be saved just now. Please try again in a moment.",
  "comeBack.fixErrors": "Please correct the highlighted fields.",
  "comeBack.error.session": "These results cannot be e-mailed from here. Start a new quote.",
  "comeBack.error.email": "Enter your e-mail address, like name@example.com.",
  "comeBack.error.emailDomain": "This address's domain does not receive e-mail. Please check the spelling.",
  "comeBack.error.suppressed":
    "E-mail to this address was refused or bounced, so we no longer send to it. Please use another address.",
  "comeBack.error.consent": "Tick the box so that we may e-mail you.",
  "comeBack.error.month": "Enter the renewal month as a year and a month, like {example}.",
  "comeBack.error.monthPast": "That month has passed. Enter the month your policy renews next.",
  "comeBack.error.monthNotPriced": "Renewal reminders are for car and home estimates.",
  "comeBack.email.subject": "Your QuoteMaple estimates",
  "comeBack.email.greeting": "Hello,",
  "comeBack.email.intro": "Here is the link to the estimates you asked us to e-mail you ({line}, {province}):",
  "comeBack.email.lowest": "Lowest estimate then: {price} a year.",
  "comeBack.email.reminderPlanned":
    "As you asked, we will send you a fresh estimate with the same details before your renewal in {month}.",
  "comeBack.email.estimatesNote":
    "These are estimates, not offers: the final price is set by the insurer. QuoteMaple is not a broker and does not advise on what to buy.",
  "comeBack.email.why": "You receive this e-mail because you asked for it on {site}.",
  "comeBack.email.sender": "QuoteMaple, Toronto, Ontario, Canada. Questions: {email}.",
  "comeBack.email.unsubscribe": "Stop these e-mails (one click): {url}",
  "comeBack.reminder.subject": "Your renewal in {month}: a fresh estimate",
  "comeBack.reminder.intro":
    "Your policy renews in {month}. We priced the same details again ({line}, {province}) with today's rate tables:",
  "comeBack.reminder.now": "Lowest estimate now: {price} a year ({partner}).",
  "comeBack.reminder.range": "Range of today's estimates: {low} to {high} a year, from {count} partners.",
  "comeBack.reminder.before": "Last time: {price} a year.",
  "comeBack.reminder.noneNow": "No partner gives an estimate for these details today.",
  "comeBack.reminder.compare": "Compare again with your current details: {url}",
  "comeBack.reminder.previous": "Your earlier results: {url}",
  "comeBack.reminder.next": "We will write again before your renewal in {month}, unless you stop these e-mails.",
  "comeBack.unsubscribe.metaTitle": "Unsubscribe",
  "comeBack.unsubscribe.title": "You are unsubscribed",
  "comeBack.unsubscribe.text":
    "We will send no more e-mails to this address about these estimates: no renewal reminders either.",
  "comeBack.unsubscribe.already": "This address was already unsubscribed; we send it nothing more.",
  "comeBack.unsubscribe.newQuote": "Compare quotes again",
  "comeBack.link.invalidTitle": "This link no longer works",
  "comeBack.link.invalidText":
    "E-mailed links stop working when their estimates are deleted. There is nothing to stop or show: you can start a new quote in a minute.",
  // A link to finish an unfinished quote on any device (decision 0062).
  "resume.email.subject": "Finish your QuoteMaple quote",
  "resume.email.intro":
    "Here is the link you asked for to finish your quote ({line}) where you left it, on any device:",
  "resume.email.expires": "It works for 24 hours (until {until}) and opens your answers only: keep it to yourself.",
  "resume.email.why":
    "You receive this one e-mail because you asked for it on {site}; we send nothing more unless you ask.",
  "resume.email.stop": "To have us send nothing more to this address, reply to {email}.",
  "resume.link.invalidTitle": "This link has expired or does not work",
  "resume.link.invalidText":
    "A link to finish a quote works for 24 hours. Your answers are not kept after that: you can start again in about a minute.",
  "resume.link.newQuote": "Start a quote",
  // The same link for an unfinished conversation with the assistant (decision 0069).
  "resume.email.introChat":
    "Here is the link you asked for to carry on your conversation with our assistant where you left it, on any device:",
  "resume.chat.nothingYet": "There is nothing to keep yet: give me a detail of your quote first.",
  "resume.chat.metaTitle": "Your conversation",
  "resume.chat.title": "Your conversation is back",
  "resume.chat.text": "It is open in the assistant: carry on where you left off, then see your estimates.",
  "resume.chat.open": "Open the conversation",
  "resume.chat.transcriptLabel": "Your conversation so far",
  "resume.chat.you": "You",
  "resume.chat.assistant": "Assistant",
  "resume.chat.noScript":
    "The assistant needs JavaScript to carry on. Without it, the quote form asks the same questions on its own pages.",
  "resume.chat.quoteForm": "Use the quote form instead",
} as const;

registerMessages("en", COME_BACK_MESSAGES, "come-back");
