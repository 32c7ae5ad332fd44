import { registerMessages } from "../registry";

/**
 * What the server writes: the assistant's questions and confirmations, its errors, the API's generic
 * errors, and the text of the share images the build draws.
 */
export const SERVER_MESSAGES = {
  "assistant.greetingQuote":
    "Hi! I'm your Smart Quote Concierge. A few quick questions and you'll have quotes in about 60 seconds.",
  "assistant.greetingChat":
    "Hi! Ask me anything about car, home, travel or business insurance in Canada. I answer from our own guides and tell you which page I used.",
  "assistant.answerFrom": 'From our page "{title}":',
  "assistant.noAnswer":
    "I don't have a reliable answer to that in our guides. You can ask it another way, start a quote, or contact our team.",
  "assistant.noAnswerMidQuote":
    "I don't have a reliable answer to that in our guides; our team can help through the contact page. Let's carry on with your quote.",
  "assistant.priceToQuote":
    "A price depends on your details, so let's work out your estimates: I'll keep what you've told me and ask only for what's missing.",
  "assistant.notReady": "I still need a few details before I can get your quotes.",
  "assistant.completed": "This conversation is finished. Start a new one from the main menu.",
  "assistant.error.mode": "mode must be quote_flow or chat.",
  "assistant.error.session": "chatSessionId is missing or not valid.",
  "assistant.error.sessionNotFound": "This conversation has ended or does not exist. Start a new one.",
  "assistant.error.message": "Type a message first.",
  "assistant.error.messageTooLong": "Messages can be at most {max} characters.",
  "assistant.error.consent": "Tick the box to agree that we share your details with our partners.",
  "assistant.error.aiUnavailable": "AI service unavailable",

  "api.notFound": "No API endpoint at {path}.",
  "api.notFoundAddress": "No API endpoint at this address. Addresses are lower case, without encoded characters.",
  "api.methodNotAllowed": "{method} is not allowed on {path}. Allowed: {allowed}.",
  "api.malformedJson": "The request body is not valid JSON.",
  "api.incompleteBody": "The request body ended before its declared length. Please send it again.",
  "api.expectedForm": "Send the form as application/x-www-form-urlencoded or multipart/form-data (with its boundary).",
  "api.expectedJson": "Send the request body as JSON (Content-Type: application/json).",
  "api.validationFailed": "Some fields are missing or invalid.",
  "api.badAddress": "This address contains a character that no page or endpoint uses.",
  "api.payloadTooLarge": "The request body is larger than the {limit} this endpoint accepts.",
  "api.rateLimited": "Too many requests. Please wait {seconds} seconds and try again.",
  "api.internal": "Something went wrong on our side. Please try again.",
  "api.unavailable": "The service is temporarily unavailable. Please try again shortly.",

  "chat.intro":
    "Hi! I'm your Smart Quote Concierge. Answer a few quick questions and I'll compare car insurance quotes for you in about 60 seconds.",
  "chat.reset": "No problem, let's start over.",
  "chat.notUnderstood": "Sorry, I didn't catch that.",
  "chat.ready": "That's everything I need. Check your details, tick the consent box and I'll get your quotes.",
  "chat.ask.location": "Where do you live? Your city and province, or your postal code, is enough.",
  "chat.ask.vehicle": 'What do you drive? Tell me the year, make and model, like "2019 Honda Civic".',
  "chat.ask.vehicleYear": "What year is your {vehicle}?",
  "chat.ask.vehicleMake": "What make is your car, like Toyota, Ford or Honda?",
  "chat.ask.vehicleModel": "Which {make} model is it?",
  "chat.ask.yearsLicensed": "How many years have you been licensed?",
  "chat.ask.tickets": "How many traffic tickets have you had in the last 3 years?",
  "chat.ask.accidents": "And how many accidents in the last 6 years?",
  "chat.ask.coverage":
    "Last question: shall I use the standard coverage ($1,000,000 liability, collision and comprehensive, $500 deductible)? Say yes, or tell me what to change.",
  "chat.ask.coverageRest":
    "Shall I use the standard choices for the rest of your coverage ($1,000,000 liability, collision and comprehensive, $500 deductible)?",
  "chat.ask.liability": "Which liability limit would you like: $500,000, $1,000,000 or $2,000,000?",
  "chat.ask.collision": "Do you want collision coverage? It pays to repair your car after an accident you cause.",
  "chat.ask.comprehensive": "Do you want comprehensive coverage? It covers theft, fire, hail, vandalism and glass.",
  "chat.ask.deductible": "Which deductible would you like: $300, $500 or $1,000?",
  "chat.confirm.updated": "Thanks, I've updated that.",
  "chat.confirm.location": "Got it, you're in {province}.",
  "chat.confirm.locationCity": "Got it, you're in {city}, {province}.",
  "chat.confirm.locationPostal": "Got it, you're in {province} ({postal}).",
  "chat.confirm.locationCityPostal": "Got it, you're in {city}, {province} ({postal}).",
  "chat.confirm.vehicle": "Noted: {vehicle}.",
  "chat.confirm.yearsLicensed.zero": "Licensed for less than a year, noted.",
  "chat.confirm.yearsLicensed.one": "Licensed for 1 year, noted.",
  "chat.confirm.yearsLicensed.other": "Licensed for {count} years, noted.",
  "chat.confirm.tickets.zero": "No tickets in the last 3 years.",
  "chat.confirm.tickets.one": "1 ticket in the last 3 years.",
  "chat.confirm.tickets.other": "{count} tickets in the last 3 years.",
  "chat.confirm.accidents.zero": "No accidents in the last 6 years.",
  "chat.confirm.accidents.one": "1 accident in the last 6 years.",
  "chat.confirm.accidents.other": "{count} accidents in the last 6 years.",
  "chat.confirm.coverageCustom": "Sure, let's choose your coverage one item at a time.",
  "chat.confirm.coverageStandard":
    "I'll use the standard coverage: $1,000,000 liability, collision and comprehensive, and a $500 deductible.",
  "chat.confirm.coverageRestStandard": "The rest of your coverage stays standard.",
  "chat.confirm.liability": "Liability limit: {amount}.",
  "chat.confirm.collision.yes": "Collision coverage: included.",
  "chat.confirm.collision.no": "Collision coverage: not included.",
  "chat.confirm.comprehensive.yes": "Comprehensive coverage: included.",
  "chat.confirm.comprehensive.no": "Comprehensive coverage: not included.",
  "chat.confirm.deductible": "Deductible: {amount}.",
  "chat.reason.unknownPlace": 'I don\'t know which province "{place}" is in.',
  "chat.reason.placeInSeveralProvinces":
    'There is more than one "{place}" ({provinces}): which province do you live in?',
  "chat.reason.provinceNeeded": "I need your province to compare quotes.",
  "chat.reason.territory": "Sorry, we compare quotes in the ten provinces only, so not yet in {place}.",
  "chat.reason.outsideCanada": "Sorry, we compare Canadian car insurance only, and {place} isn't in Canada.",
  "chat.reason.postalTerritory":
    "{postal} is a postal area in the territories; we compare quotes in the ten provinces only.",
  "chat.reason.invalid": "I can't use that: {reason}",
  "chat.reason.vagueYearsLicensed": "Roughly how many years have you been licensed? A number, like 3 or 10, is enough.",
  "chat.reason.vagueTickets": "How many tickets exactly? A number, like 1 or 3, helps me price it.",
  "chat.reason.vagueAccidents": "How many accidents exactly? A number, like 1 or 2, helps me price it.",
  "chat.reason.howManyTickets": "How many tickets was that?",
  "chat.reason.howManyAccidents": "How many accidents was that?",
  "chat.reason.licenceLongerThanAge":
    "At {age}, you can't have been licensed for {years} years: licences start at 14 at the earliest in Canada.",

  // A household in the assistant (issue 25, decision 0062): more drivers and vehicles after the visitor's own.
  "chat.household.offer":
    'Does someone else in your household drive, or is there another vehicle? Say "add a driver" or "add a vehicle" (up to 4 drivers and 3 vehicles).',
  "chat.household.later": "Noted: I'll ask about the other {what} once your own details are done.",
  "chat.household.what.driver": "driver",
  "chat.household.what.vehicle": "vehicle",
  "chat.household.full.drivers": "A quote can list at most 4 drivers, so I can't add another.",
  "chat.household.full.vehicles": "A quote can list at most 3 vehicles, so I can't add another.",
  "chat.household.removed.driver": "OK, I've taken driver {number} off the quote.",
  "chat.household.removed.vehicle": "OK, I've taken vehicle {number} off the quote.",
  "chat.household.askSelfAge": "To list more than one driver I need each driver's age. How old are you?",
  "chat.household.askDriverAge": 'How old is driver {number}? (Say "cancel" to leave them off.)',
  "chat.household.askDriverYears": "How many years has driver {number} been licensed?",
  "chat.household.askDriverTickets": "How many traffic tickets has driver {number} had in the last 3 years?",
  "chat.household.askDriverAccidents": "And how many at-fault accidents has driver {number} had in the last 6 years?",
  "chat.household.askVehicle":
    'What is vehicle {number}? The year, make and model, like "2016 Mazda 3". (Say "cancel" to leave it off.)',
  "chat.household.askVehicleYear": "What year is the {vehicle}?",
  "chat.household.askVehicleMake": "What make is vehicle {number}, like Toyota, Ford or Honda?",
  "chat.household.askVehicleModel": "Which {make} model is vehicle {number}?",
  "chat.household.askPrincipal":
    'Who drives the {vehicle} most: you, or driver {numbers}? Say "me" or the driver\'s number.',
  "chat.household.principalUnclear": 'Please say "me" or the number of the driver ({numbers}).',
  "chat.household.ageUnclear": "How old exactly? A number, like 19 or 52, is enough.",
  "chat.household.invalid": "I can't use that for driver {number}: {reason}",
  "chat.household.summary": "Here is who and what the quote covers.",
  "chat.household.driverSelf":
    "Driver 1 (you): age {age}, licensed {years} yr, {tickets} ticket(s) in 3 years, {accidents} at-fault accident(s) in 6 years.",
  "chat.household.driverOther":
    "Driver {number}: age {age}, licensed {years} yr, {tickets} ticket(s) in 3 years, {accidents} at-fault accident(s) in 6 years.",
  "chat.household.vehicleLine": "Vehicle {number}: {vehicle}, driven most by {driver}.",
  "chat.household.you": "you",
  "chat.household.driverName": "driver {number}",
  "chat.household.occasional": "Driver {number} drives occasionally.",

  // The images a shared link shows, drawn at build time (decision 0048).
  "share.siteText": "Estimates from licensed Canadian providers. Free, no spam, no phone number needed.",
  "share.articleFooter": "Free estimates from licensed Canadian providers",
} as const;

registerMessages("en", SERVER_MESSAGES, "server");
